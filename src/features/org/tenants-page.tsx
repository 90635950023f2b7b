// 租户管理 (/platform/tenants, component 'org/tenants', the platform administrator's): every
// tenant with its login page, create (domain, title, the admin's password) and disable/enable.
import { Badge, Field, Input, Link } from '@fluentui/react-components';
import type { TenantRow } from '../../../shared/org.js';
import { formatDateTime } from '../../ui/format-time.js';
import { useLogic } from '../../ui/logic.js';
import type { PagedColumn } from '../../ui/paged-table.js';
import { ListScreen } from '../../ui/list-screen.js';
import { CommandConfirm } from '../../ui/command-confirm.js';
import { usePageFetch } from '../../ui/actor-hooks.js';
import { orgText as t } from './messages.js';
import { useListDialog, useOrgCommands, useOrgForm } from './org-hooks.js';
import { FormDialog } from '../../ui/form-dialog.js';
import { actionsColumn, AddButton, RowButton } from '../../ui/list-screen-parts.js';

function TenantDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const form = useOrgForm('tenant', { domainName: '', title: '', adminPassword: '' }, onSaved);
  return (
    <FormDialog title={t.tenantAdd} ariaLabel={t.tenantAdd} onSubmit={() => form.submit()} onClose={onClose} busy={form.busy} error={form.error}>
      <Field label={t.tenantDomain} required validationMessage={form.errors.domainName}>
        <Input {...form.field('domainName')} name="domainName" maxLength={63} autoComplete="off" />
      </Field>
      <Field label={t.tenantTitle} required validationMessage={form.errors.title}>
        <Input {...form.field('title')} name="title" maxLength={32} />
      </Field>
      <Field label={t.tenantAdminPassword} required validationMessage={form.errors.adminPassword}>
        <Input {...form.field('adminPassword')} name="adminPassword" type="password" autoComplete="new-password" maxLength={32} />
      </Field>
    </FormDialog>
  );
}

export default function TenantsPage() {
  const commands = useOrgCommands();
  const adding = useListDialog<true>();
  const fetchPage = usePageFetch(useLogic('orgTenantPage'), {});
  const columns: PagedColumn<TenantRow>[] = [
    { key: 'domain', title: t.tenantDomain, render: (r) => r.domainName },
    { key: 'title', title: t.tenantTitle, render: (r) => r.title },
    {
      key: 'login',
      title: t.tenantLogin,
      render: (r) => (
        <Link href={`/login/${encodeURIComponent(r.domainName)}`} target="_blank" rel="noreferrer">
          /login/{r.domainName}
        </Link>
      ),
    },
    { key: 'users', title: t.tenantUsers, width: '80px', render: (r) => r.userCount },
    {
      key: 'status',
      title: t.status,
      width: '80px',
      render: (r) => <Badge appearance="tint" color={r.status === 1 ? 'success' : 'subtle'}>{r.status === 1 ? t.enabled : t.disabled}</Badge>,
    },
    { key: 'created', title: t.createdAt, render: (r) => formatDateTime(r.createdAt) },
    actionsColumn(t.actions, '100px', (r) => (
      <RowButton
        onClick={() =>
          commands.actor.send({
            type: 'command.request',
            command:
              r.status === 1
                ? { kind: 'tenant.status', id: r.id, args: { status: 0 }, confirm: t.tenantDisableConfirm(r.title), done: t.tenantDisabled }
                : { kind: 'tenant.status', id: r.id, args: { status: 1 }, done: t.tenantEnabled },
          })
        }
      >
        {r.status === 1 ? t.disable : t.enable}
      </RowButton>
    )),
  ];
  return (
    <ListScreen
      title={t.tenantsTitle}
      actions={<AddButton onClick={() => adding.setOpen(true)}>{t.tenantAdd}</AddButton>}
      table={{ ariaLabel: t.tenantsTitle, columns, rowKey: (r) => r.id, rank: true, pageSize: 10, keepKey: 'list', fetchPage, reloadKey: `${commands.version}:${adding.saves}` }}
    >
      {adding.open ? <TenantDialog onClose={adding.close} onSaved={adding.saved} /> : null}
      <CommandConfirm actor={commands.actor} title={t.confirmTitle} />
    </ListScreen>
  );
}
