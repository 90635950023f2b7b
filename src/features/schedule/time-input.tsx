// A time-of-day field written HH:mm:ss (at most 23:59:59) that reports on Enter or when it loses
// focus. A text field rather than <input type="time">, whose display follows the browser's locale
// (12-hour clocks) instead of the broadcaster's 24-hour HH:mm:ss.
import { Input } from '@fluentui/react-components';
import { useEffect, useState, type InputHTMLAttributes } from 'react';
import { parseHms } from '../../machines/schedule-time.js';

export function TimeInput(props: { value: string; label: string; disabled?: boolean; onCommit: (seconds: number) => void; testId?: string }) {
  const { value, label, disabled, onCommit, testId } = props;
  const [text, setText] = useState(value);
  const inputSlot: Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & Record<`data-${string}`, string | undefined> = {
    inputMode: 'numeric', maxLength: 8, 'data-testid': testId, 'data-time': 'true', style: { fontVariantNumeric: 'tabular-nums' },
  };
  useEffect(() => setText(value), [value]);
  const commit = () => {
    if (text === value) return;
    const seconds = parseHms(/^\d{1,2}:\d{2}$/.test(text.trim()) ? `${text.trim()}:00` : text);
    setText(value);
    if (!Number.isNaN(seconds)) onCommit(seconds);
  };
  return (
    <Input
      size="small"
      appearance="underline"
      aria-label={label}
      value={text}
      disabled={disabled}
      placeholder="HH:mm:ss"
      input={inputSlot}
      style={{ width: '92px', minWidth: '92px' }}
      onChange={(_, d) => setText(d.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
        if (e.key === 'Escape') setText(value);
      }}
    />
  );
}
