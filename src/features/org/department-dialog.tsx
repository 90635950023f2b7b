// Add or rename a department (name, parent, remark): the organisation form machine checks and saves.
import { Field, Input, Textarea } from '@fluentui/react-components';
import type { Department } from '../../../shared/org.js';
import { DepartmentPicker, subtreeIds } from './department-picker.js';
import { orgText as t } from './messages.js';
import { useOrgForm } from './org-hooks.js';
import { FormDialog } from '../../ui/form-dialog.js';

export interface DepartmentDialogProps {
  tree: readonly Department[];
  /** The department to edit, or null to add one under `parentId`. */
  department: Department | null;
  parentId: number;
  onClose: () => void;
  onSaved: () => void;
}

export function DepartmentDialog({ tree, department, parentId, onClose, onSaved }: DepartmentDialogProps) {
  const form = useOrgForm(
    'department',
    { id: department ? String(department.id) : '', name: department?.name ?? '', parentId: String(department?.parentId ?? parentId), remark: department?.remark ?? '' },
    onSaved,
  );
  const exclude = department ? subtreeIds(tree, department.id) : undefined;
  return (
    <FormDialog title={department ? t.departmentRename : t.departmentAdd} onSubmit={() => form.submit()} onClose={onClose} busy={form.busy} error={form.error}>
      <Field label={t.departmentName} required validationMessage={form.errors.name}>
        <Input {...form.field('name')} maxLength={64} autoFocus />
      </Field>
      <Field label={t.departmentParent}>
        <DepartmentPicker
          tree={tree}
          value={form.values.parentId ?? '0'}
          onChange={(id) => form.set('parentId', id)}
          noneLabel={t.departmentTop}
          exclude={exclude}
          aria-label={t.departmentParent}
        />
      </Field>
      <Field label={t.remark} validationMessage={form.errors.remark}>
        <Textarea {...form.field('remark')} maxLength={400} />
      </Field>
    </FormDialog>
  );
}
