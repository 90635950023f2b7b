// The keyword filter above a list: one field and a submit button; `onSearch` gets the trimmed
// text when the form is submitted (the typed text is view state until then; `initial` is the
// keyword a kept tab hands back).
import { Button, Field, Input, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';

const useStyles = makeStyles({ filters: { display: 'flex', alignItems: 'flex-end', gap: '12px', flexWrap: 'wrap' } });

export function KeywordFilter({
  label,
  submitLabel,
  onSearch,
  maxLength = 64,
  initial = '',
}: {
  label: string;
  submitLabel: string;
  onSearch: (keyword: string) => void;
  maxLength?: number;
  initial?: string;
}) {
  const styles = useStyles();
  const [typed, setTyped] = useState(initial);
  return (
    <form
      className={styles.filters}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <Field label={label}>
        <Input value={typed} maxLength={maxLength} onChange={(_, d) => setTyped(d.value)} />
      </Field>
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}
