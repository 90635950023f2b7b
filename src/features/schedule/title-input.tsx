// The 节目名称 cell: the row's display title (its file name without the extension until one is
// set), reported on Enter or when the field loses focus; Escape puts the shown value back.
import { CommitInput } from './commit-input.js';

export function TitleInput(props: { value: string; label: string; maxLength: number; disabled?: boolean; onCommit: (text: string) => void }) {
  const { value, label, maxLength, disabled, onCommit } = props;
  return <CommitInput value={value} label={label} disabled={disabled} input={{ maxLength, 'data-testid': 'row-title' }} style={{ minWidth: 0, width: '100%' }} onCommit={onCommit} />;
}
