// Create or edit a watermark: text (with colour) or image (a library picture), position,
// opacity, size, default. Checked by the organisation form machine before sending.
import { Checkbox, Dropdown, Field, Input, Option, Radio, RadioGroup } from '@fluentui/react-components';
import type { Watermark, WatermarkPosition } from '../../../shared/org.js';
import { orgText as t, WATERMARK_POSITIONS } from './messages.js';
import { useOrgForm } from './org-hooks.js';
import { FormDialog } from '../../ui/form-dialog.js';

const POSITIONS = Object.entries(WATERMARK_POSITIONS) as [WatermarkPosition, string][];

export function WatermarkDialog({ watermark, onClose, onSaved }: { watermark: Watermark | null; onClose: () => void; onSaved: () => void }) {
  const w = watermark;
  const form = useOrgForm(
    'watermark',
    {
      id: w ? String(w.id) : '',
      name: w?.name ?? '',
      type: w?.type ?? 'text',
      text: w?.text ?? '',
      color: w?.color || '#FFFFFF',
      imageFileId: w?.imageFileId ? String(w.imageFileId) : '',
      position: w?.position ?? 'bottomRight',
      opacity: String(w?.opacity ?? 60),
      size: String(w?.size ?? 20),
      isDefault: String(w?.isDefault ?? 0),
    },
    onSaved,
  );
  const v = form.values;
  return (
    <FormDialog title={w ? t.watermarkEdit : t.watermarkAdd} ariaLabel={w ? t.watermarkEdit : t.watermarkAdd} onSubmit={() => form.submit()} onClose={onClose} busy={form.busy} error={form.error}>
      <Field label={t.watermarkName} required validationMessage={form.errors.name}>
        <Input {...form.field('name')} maxLength={32} />
      </Field>
      <Field label={t.watermarkType}>
        <RadioGroup layout="horizontal" value={v.type} onChange={(_, d) => form.set('type', d.value)}>
          <Radio value="text" label={t.watermarkText} />
          <Radio value="image" label={t.watermarkImage} />
        </RadioGroup>
      </Field>
      {v.type === 'image' ? (
        <Field label={t.watermarkImageFile} required validationMessage={form.errors.imageFileId}>
          <Input {...form.field('imageFileId')} inputMode="numeric" />
        </Field>
      ) : (
        <>
          <Field label={t.watermarkTextContent} required validationMessage={form.errors.text}>
            <Input {...form.field('text')} maxLength={64} />
          </Field>
          <Field label={t.watermarkColor}>
            <input type="color" aria-label={t.watermarkColor} value={v.color || '#FFFFFF'} onChange={(e) => form.set('color', e.target.value.toUpperCase())} />
          </Field>
        </>
      )}
      <Field label={t.watermarkPosition}>
        <Dropdown
          aria-label={t.watermarkPosition}
          value={WATERMARK_POSITIONS[v.position as WatermarkPosition] ?? ''}
          selectedOptions={[v.position ?? '']}
          onOptionSelect={(_, d) => form.set('position', d.optionValue ?? 'bottomRight')}
        >
          {POSITIONS.map(([key, label]) => (
            <Option key={key} value={key}>
              {label}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={t.watermarkOpacity} validationMessage={form.errors.opacity}>
        <Input {...form.field('opacity')} type="number" min={0} max={100} />
      </Field>
      <Field label={t.watermarkSize} validationMessage={form.errors.size}>
        <Input {...form.field('size')} type="number" min={1} max={100} />
      </Field>
      <Checkbox label={t.watermarkIsDefault} checked={v.isDefault === '1'} onChange={(_, d) => form.set('isDefault', d.checked === true ? '1' : '0')} />
    </FormDialog>
  );
}
