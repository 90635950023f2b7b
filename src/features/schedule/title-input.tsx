// The 节目名称 cell: the row's display title (its file name without the extension until one is
// set), reported on Enter or when the field loses focus; Escape puts the shown value back.
import { Input } from '@fluentui/react-components';
import { useEffect, useState, type InputHTMLAttributes } from 'react';

export function TitleInput(props: { value: string; label: string; maxLength: number; disabled?: boolean; onCommit: (text: string) => void }) {
  const { value, label, maxLength, disabled, onCommit } = props;
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const inputSlot: Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & Record<`data-${string}`, string | undefined> = { maxLength, 'data-testid': 'row-title' };
  const commit = () => {
    if (text !== value) onCommit(text);
  };
  return (
    <Input
      size="small"
      appearance="underline"
      aria-label={label}
      value={text}
      disabled={disabled}
      input={inputSlot}
      style={{ minWidth: 0, width: '100%' }}
      onChange={(_, d) => setText(d.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
        if (e.key === 'Escape') setText(value);
      }}
    />
  );
}
