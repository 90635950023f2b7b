// The dialog of the library editor: a name (new group library, new child, rename) or a
// delete confirmation.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Spinner, Text } from '@fluentui/react-components';
import type { LibraryEdit } from '../../machines/library-editor.machine.js';
import { fileMessages as m } from '../../../shared/media-texts.js';

interface Props {
  edit: LibraryEdit | null;
  error: string | null;
  saving: boolean;
  onName: (value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

export function LibraryEditorDialog({ edit, error, saving, onName, onSubmit, onCancel }: Props) {
  const title = !edit ? '' : edit.kind === 'add' ? (edit.parent ? `${m.addChildLibrary}（${edit.parent.fileLibName}）` : m.addGroupLibrary) : edit.kind === 'rename' ? m.renameLibrary : m.deleteLibrary;
  return (
    <Dialog open={!!edit} onOpenChange={(_, d) => !d.open && onCancel()}>
      <DialogSurface style={{ maxWidth: '440px' }}>
        {edit ? (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              onSubmit();
            }}
          >
            <DialogBody>
              <DialogTitle>{title}</DialogTitle>
              <DialogContent>
                {edit.kind === 'delete' ? (
                  <>
                    <Text>{m.deleteLibraryConfirm(edit.library.fileLibName)}</Text>
                    {error ? (
                      <Text block style={{ color: '#c50f1f', marginTop: '8px' }}>
                        {error}
                      </Text>
                    ) : null}
                  </>
                ) : (
                  <Field label={m.libraryName} required validationMessage={error ?? undefined}>
                    <Input value={edit.name} onChange={(_, d) => onName(d.value)} autoFocus disabled={saving} />
                  </Field>
                )}
              </DialogContent>
              <DialogActions>
                <Button onClick={onCancel} disabled={saving}>
                  {m.cancel}
                </Button>
                <Button type="submit" appearance="primary" disabled={saving} icon={saving ? <Spinner size="tiny" /> : undefined}>
                  {m.confirm}
                </Button>
              </DialogActions>
            </DialogBody>
          </form>
        ) : null}
      </DialogSurface>
    </Dialog>
  );
}
