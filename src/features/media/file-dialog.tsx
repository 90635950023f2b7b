// The file library's one dialog, whose content follows the machine's dialog kind: a name
// (rename, new folder, rename folder), a target library (move, copy) or a confirmation (delete).
import { Field, Input, Text } from '@fluentui/react-components';
import type { DialogState } from '../../machines/file-browser.machine.js';
import type { LibrarySources } from '../../services/api/library-api.js';
import { LibraryCascader } from '../../ui/library-cascader.js';
import { fileMessages as m, tagMessages } from '../../../shared/media-texts.js';
import { FormDialog } from '../../ui/form-dialog.js';

const TITLES: Record<DialogState['kind'], string> = {
  rename: m.rename,
  move: m.move,
  copy: m.copy,
  delete: m.delete,
  tag: tagMessages.fileTags,
  folderAdd: m.newFolder,
  folderRename: m.renameFolder,
  folderDelete: m.deleteFolder,
};

interface Props {
  dialog: DialogState | null;
  submitting: boolean;
  sources: LibrarySources | null;
  onName: (value: string) => void;
  onTarget: (libraryId: number) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

export function FileDialog({ dialog, submitting, sources, onName, onTarget, onSubmit, onCancel }: Props) {
  const d = dialog;
  const named = d && (d.kind === 'rename' || d.kind === 'folderAdd' || d.kind === 'folderRename');
  const targeted = d && (d.kind === 'move' || d.kind === 'copy');
  if (!d) return null;
  return (
    <FormDialog title={TITLES[d.kind]} onSubmit={onSubmit} onClose={onCancel} busy={submitting} cancelDisabled={submitting} submitLabel={m.confirm} error={d.kind === 'delete' || d.kind === 'folderDelete' ? d.error : null} plainContent surfaceStyle={{ maxWidth: '480px' }}>
      {named ? (
        <Field label={d.kind === 'rename' ? m.fileName : m.folderName} required validationMessage={d.error ?? undefined}>
          <Input value={d.name} onChange={(_, v) => onName(v.value)} autoFocus disabled={submitting} />
        </Field>
      ) : null}
      {d.kind === 'tag' ? (
        <Field label={m.tags} hint={tagMessages.fileTagsHint} validationMessage={d.error ?? undefined}>
          <Input value={d.name} onChange={(_, v) => onName(v.value)} autoFocus disabled={submitting} />
        </Field>
      ) : null}
      {targeted ? (
        <Field label={m.targetLibrary} required validationMessage={d.error ?? undefined}>
          <LibraryCascader value={d.targetLibraryId} onChange={(id) => onTarget(id)} sources={sources ?? undefined} aria-label={m.targetLibrary} />
        </Field>
      ) : null}
      {d.kind === 'delete' ? <Text>{m.deleteConfirm(d.fileIds.length)}</Text> : null}
      {d.kind === 'folderDelete' ? <Text>{m.deleteFolderConfirm(d.folder?.folderName ?? '')}</Text> : null}
    </FormDialog>
  );
}
