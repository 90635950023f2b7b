// A table cell's text field that keeps its draft while typed and reports it on Enter or when the
// field loses focus (only when it differs from the shown value); Escape puts the shown value back.
// The 节目名称 and time cells are this field with their own parsing.
import { Input } from '@fluentui/react-components';
import { useState, type CSSProperties, type InputHTMLAttributes } from 'react';

type InputSlot = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & Record<`data-${string}`, string | undefined>;

export function CommitInput(props: {
  value: string;
  label: string;
  disabled?: boolean;
  placeholder?: string;
  input: InputSlot;
  style: CSSProperties;
  /** after reporting, show the value again until the machine's answer replaces it */
  resetOnCommit?: boolean;
  onCommit: (text: string) => void;
}) {
  const { value, label, disabled, placeholder, input, style, resetOnCommit, onCommit } = props;
  const [text, setText] = useState(value);
  // the draft follows the machine's value whenever that changes (an edit, undo, another day):
  // adjusted while rendering, so that the new value is drawn in the same pass (an effect would
  // draw the old one first and render again: twice for every time cell a re-chain moves)
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const commit = () => {
    if (text === value) return;
    if (resetOnCommit) setText(value);
    onCommit(text);
  };
  return (
    <Input
      size="small"
      appearance="underline"
      aria-label={label}
      value={text}
      disabled={disabled}
      placeholder={placeholder}
      input={input}
      style={style}
      onChange={(_, d) => setText(d.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
        if (e.key === 'Escape') setText(value);
      }}
    />
  );
}
