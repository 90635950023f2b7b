// The user form (create or edit: account, name, password on create, mobile, email, department,
// roles) and the password reset; both checked by the organisation form machine with the spec's
// texts before anything is sent, and showing the server's message when it refuses.
import { Dropdown, Field, Input, Option, Text } from '@fluentui/react-components';
import type { Department, Role, UserRow } from '../../../shared/org.js';
import { DepartmentPicker } from './department-picker.js';
import { orgText as t } from './messages.js';
import { useOrgForm } from './org-hooks.js';
import { useOrgStyles } from './org-styles.js';
import { FormDialog } from '../../ui/form-dialog.js';

export interface UserDialogProps {
  user: UserRow | null;
  departments: readonly Department[];
  roles: readonly Role[];
  onClose: () => void;
  onSaved: () => void;
}

export function UserDialog({ user, departments, roles, onClose, onSaved }: UserDialogProps) {
  const form = useOrgForm(
    user ? 'userEdit' : 'userCreate',
    {
      id: user ? String(user.id) : '',
      account: user?.account ?? '',
      name: user?.name ?? '',
      password: '',
      mobile: user?.mobile ?? '',
      email: user?.email ?? '',
      organizationId: user ? String(user.organizationId) : '',
      roleIds: user ? user.roleIds.join(',') : '',
    },
    onSaved,
  );
  const roleIds = (form.values.roleIds ?? '').split(',').filter(Boolean);
  const roleNames = roles.filter((r) => roleIds.includes(String(r.id))).map((r) => r.name);
  return (
    <FormDialog title={user ? t.userEdit : t.userAdd} ariaLabel={user ? t.userEdit : t.userAdd} onSubmit={() => form.submit()} onClose={onClose} busy={form.busy} error={form.error}>
      <Field label={t.account} required={!user} validationMessage={form.errors.account}>
        <Input {...form.field('account')} name="account" disabled={Boolean(user)} autoComplete="off" maxLength={32} />
      </Field>
      <Field label={t.userName} required validationMessage={form.errors.name}>
        <Input {...form.field('name')} name="name" maxLength={32} />
      </Field>
      {user ? null : (
        <Field label={t.password} required validationMessage={form.errors.password}>
          <Input {...form.field('password')} name="password" type="password" autoComplete="new-password" maxLength={32} />
        </Field>
      )}
      <Field label={t.mobile} validationMessage={form.errors.mobile}>
        <Input {...form.field('mobile')} name="mobile" inputMode="numeric" maxLength={11} />
      </Field>
      <Field label={t.email}>
        <Input {...form.field('email')} name="email" type="email" maxLength={64} />
      </Field>
      <Field label={t.department} required validationMessage={form.errors.organizationId}>
        <DepartmentPicker tree={departments} value={form.values.organizationId ?? ''} onChange={(id) => form.set('organizationId', id)} />
      </Field>
      <Field label={t.roles} required validationMessage={form.errors.roleIds}>
        <Dropdown
          aria-label={t.roles}
          multiselect
          placeholder={t.rolesPick}
          value={roleNames.join('、')}
          selectedOptions={roleIds}
          onOptionSelect={(_, d) => form.set('roleIds', d.selectedOptions.join(','))}
        >
          {roles.map((r) => <Option key={r.id} value={String(r.id)}>{r.name}</Option>)}
        </Dropdown>
      </Field>
    </FormDialog>
  );
}

export function PasswordDialog({ user, onClose, onSaved }: { user: UserRow; onClose: () => void; onSaved: () => void }) {
  const styles = useOrgStyles();
  const form = useOrgForm('password', { id: String(user.id), password: '', repeatPassword: '' }, onSaved);
  return (
    <FormDialog title={t.resetPasswordTitle(user.name)} onSubmit={() => form.submit()} onClose={onClose} busy={form.busy} error={form.error} submitLabel={t.confirm}>
      <Text className={styles.muted}>{t.resetPasswordHint}</Text>
      <Field label={t.password} required validationMessage={form.errors.password}>
        <Input {...form.field('password')} type="password" autoComplete="new-password" maxLength={32} />
      </Field>
      <Field label={t.repeatPassword} required validationMessage={form.errors.repeatPassword}>
        <Input {...form.field('repeatPassword')} type="password" autoComplete="new-password" maxLength={32} />
      </Field>
    </FormDialog>
  );
}
