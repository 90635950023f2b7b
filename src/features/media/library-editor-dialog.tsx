// The dialog of the library editor: a name (new group library, new child, rename) or a
// delete confirmation.
import { Field, Input, Text } from '@fluentui/react-components';
import type { LibraryEdit } from '../../machines/library-editor.machine.js';
import { fileMessages as m } from '../../../shared/media-texts.js';
import { FormDialog } from '../../ui/form-dialog.js';

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
  if (!edit) return null;
  return (
    <FormDialog title={title} onSubmit={onSubmit} onClose={onCancel} busy={saving} cancelDisabled={saving} submitLabel={m.confirm} error={edit.kind === 'delete' ? error : null} plainContent surfaceStyle={{ maxWidth: '440px' }}>
      {edit.kind === 'delete' ? (
        <Text>{m.deleteLibraryConfirm(edit.library.fileLibName)}</Text>
      ) : (
        <Field label={m.libraryName} required validationMessage={error ?? undefined}>
          <Input value={edit.name} onChange={(_, d) => onName(d.value)} autoFocus disabled={saving} />
        </Field>
      )}
    </FormDialog>
  );
}
