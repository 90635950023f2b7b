// 整体平移: moves the whole day by an amount written ±HH:mm:ss. The schedule machine decides
// (day.shift): it refuses, with its message, a day that would run past 23:59:59 or start before
// 00:00:00; this dialog only reads the amount.
import { Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { parseShift } from '../../machines/schedule-time.js';
import { FormDialog } from '../../ui/form-dialog.js';
import { scheduleText as t } from './messages.js';

export function ShiftDialog({ onShift, onClose }: { onShift: (by: number) => void; onClose: () => void }) {
  const [text, setText] = useState('+00:10:00');
  const [invalid, setInvalid] = useState(false);
  return (
    <FormDialog
      title={t.shiftTitle}
      ariaLabel={t.shiftTitle}
      submitLabel={t.shiftSubmit}
      onClose={onClose}
      onSubmit={() => {
        const by = parseShift(text);
        if (by === null || by === 0) return setInvalid(true);
        onShift(by);
        onClose();
      }}
    >
      <Field label={t.shiftAmount} hint={t.shiftHint} validationMessage={invalid ? t.shiftInvalid : undefined}>
        <Input value={text} onChange={(_, d) => { setText(d.value); setInvalid(false); }} />
      </Field>
    </FormDialog>
  );
}
