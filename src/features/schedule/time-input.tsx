// A time-of-day field written HH:mm:ss (at most 23:59:59) that reports on Enter or when it loses
// focus. A text field rather than <input type="time">, whose display follows the browser's locale
// (12-hour clocks) instead of the broadcaster's 24-hour HH:mm:ss.
import { parseHms } from '../../machines/schedule-time.js';
import { CommitInput } from './commit-input.js';

export function TimeInput(props: { value: string; label: string; disabled?: boolean; onCommit: (seconds: number) => void; testId?: string }) {
  const { value, label, disabled, onCommit, testId } = props;
  return (
    <CommitInput
      value={value}
      label={label}
      disabled={disabled}
      placeholder="HH:mm:ss"
      input={{ inputMode: 'numeric', maxLength: 8, 'data-testid': testId, 'data-time': 'true', style: { fontVariantNumeric: 'tabular-nums' } }}
      style={{ width: '92px', minWidth: '92px' }}
      resetOnCommit
      onCommit={(text) => {
        const seconds = parseHms(/^\d{1,2}:\d{2}$/.test(text.trim()) ? `${text.trim()}:00` : text);
        if (!Number.isNaN(seconds)) onCommit(seconds);
      }}
    />
  );
}
