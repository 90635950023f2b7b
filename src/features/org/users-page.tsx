// 用户管理 (/system/user, component 'org/users'): the user list (condition name, status,
// department; page size 10) with create, edit, enable/disable, reset password and delete.
import { Badge, Button, Dropdown, Field, Input, Option } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { ORG_TEXTS, USER_PAGE_SIZE, USER_STATUS, type UserQuery, type UserRow } from '../../../shared/org.js';
import { formatDateTime } from '../../ui/format-time.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import type { PagedColumn } from '../../ui/paged-table.js';
import { ListScreen } from '../../ui/list-screen.js';
import { CommandConfirm } from '../../ui/command-confirm.js';
import { usePageFetch } from '../../ui/actor-hooks.js';
import { useKeptState } from '../../ui/kept-actor.js';
import { DepartmentPicker } from './department-picker.js';
import { orgText as t } from './messages.js';
import { useListDialog, useOrgCommands } from './org-hooks.js';
import { useOrgStyles } from './org-styles.js';
import { PasswordDialog, UserDialog } from './user-dialogs.js';
import { OrgFilters } from './org-page.js';
import { actionsColumn, AddButton, RowButton } from '../../ui/list-screen-parts.js';

type Dialog = { kind: 'user'; user: UserRow | null } | { kind: 'password'; user: UserRow };

function departmentPath(u: UserRow): string {
  try {
    const refs = JSON.parse(u.departments || '[]') as { name: string }[];
    if (Array.isArray(refs) && refs.length) return refs.map((r) => r.name).join(' / ');
  } catch {
    // not JSON: fall back to the name
  }
  return u.organizationName;
}

export default function UsersPage() {
  const styles = useOrgStyles();
  const directory = useActorRef(useLogic('orgDirectory'), { input: { withRoles: true }, inspect: useInspect() });
  const tree = useSelector(directory, (s) => s.context.departments);
  const roleList = useSelector(directory, (s) => s.context.roles);
  const commands = useOrgCommands();
  // the filter (typed and applied) stays with the tab (ui/kept-actor.ts), as does the table's page
  const [draft, setDraft] = useKeptState('draft', { name: '', status: '', organizationId: '' });
  const [filter, setFilter] = useKeptState<UserQuery>('filter', {});
  const { open: dialog, setOpen: setDialog, close, saves, saved: done } = useListDialog<Dialog>();
  const fetchPage = usePageFetch(useLogic('orgUserPage'), filter);

  const search = () =>
    setFilter({
      ...(draft.name.trim() ? { name: draft.name.trim() } : {}),
      ...(draft.status !== '' ? { status: Number(draft.status) } : {}),
      ...(Number(draft.organizationId) ? { organizationId: Number(draft.organizationId) } : {}),
    });
  const request = (command: Parameters<typeof commands.actor.send>[0]) => commands.actor.send(command);
  const toggle = (u: UserRow) =>
    request({
      type: 'command.request',
      command:
        u.status === USER_STATUS.enabled
          ? { kind: 'user.status', id: u.id, args: { status: USER_STATUS.disabled }, confirm: t.userDisableConfirm(u.name), done: t.userDisabled }
          : { kind: 'user.status', id: u.id, args: { status: USER_STATUS.enabled }, done: t.userEnabled },
    });
  const remove = (u: UserRow) =>
    request({ type: 'command.request', command: { kind: 'user.delete', id: u.id, confirm: t.userDeleteConfirm(u.name), done: ORG_TEXTS.deleted } });

  const columns: PagedColumn<UserRow>[] = [
    { key: 'account', title: t.account, render: (u) => u.account },
    { key: 'name', title: t.userName, render: (u) => u.name },
    { key: 'mobile', title: t.mobile, render: (u) => u.mobile || '—' },
    { key: 'department', title: t.department, render: departmentPath },
    { key: 'roles', title: t.roles, render: (u) => u.roleNames.join('、') || '—' },
    {
      key: 'status',
      title: t.status,
      width: '80px',
      render: (u) => (
        <Badge appearance="tint" color={u.status === USER_STATUS.enabled ? 'success' : 'subtle'}>
          {u.status === USER_STATUS.enabled ? t.enabled : t.disabled}
        </Badge>
      ),
    },
    { key: 'lastLogin', title: t.lastLogin, render: (u) => (u.lastLoginAt ? formatDateTime(u.lastLoginAt) : t.never) },
    actionsColumn(t.actions, '280px', (u) => (
      <div className={styles.row}>
        <RowButton onClick={() => setDialog({ kind: 'user', user: u })}>{t.edit}</RowButton>
        <RowButton onClick={() => toggle(u)}>{u.status === USER_STATUS.enabled ? t.disable : t.enable}</RowButton>
        <RowButton onClick={() => setDialog({ kind: 'password', user: u })}>{t.resetPassword}</RowButton>
        <RowButton onClick={() => remove(u)}>{t.delete}</RowButton>
      </div>
    )),
  ];

  return (
    <ListScreen
      title={t.usersTitle}
      actions={<AddButton onClick={() => setDialog({ kind: 'user', user: null })}>{t.userAdd}</AddButton>}
      filters={
      <OrgFilters
        onSearch={search}
        after={
          <Button
            type="button"
            onClick={() => {
              setDraft({ name: '', status: '', organizationId: '' });
              setFilter({});
            }}
          >
            {t.reset}
          </Button>
        }
      >
        <Field label={t.userName} className={styles.filter}>
          <Input value={draft.name} placeholder={t.namePlaceholder} onChange={(_, d) => setDraft({ ...draft, name: d.value })} />
        </Field>
        <Field label={t.status} className={styles.filter}>
          <Dropdown
            aria-label={t.status}
            value={draft.status === '' ? t.all : draft.status === '1' ? t.enabled : t.disabled}
            selectedOptions={[draft.status]}
            onOptionSelect={(_, d) => setDraft({ ...draft, status: d.optionValue ?? '' })}
          >
            <Option value="">{t.all}</Option>
            <Option value="1">{t.enabled}</Option>
            <Option value="0">{t.disabled}</Option>
          </Dropdown>
        </Field>
        <Field label={t.department} className={styles.filter}>
          <DepartmentPicker tree={tree} value={draft.organizationId} noneLabel={t.departmentAll} onChange={(id) => setDraft({ ...draft, organizationId: id })} />
        </Field>
      </OrgFilters>
      }
      table={{
        ariaLabel: t.usersTitle, columns, rowKey: (u) => u.id, rank: true, pageSize: USER_PAGE_SIZE, keepKey: 'list', fetchPage,
        reloadKey: `${JSON.stringify(filter)}:${commands.version}:${saves}`,
      }}
    >
      {dialog?.kind === 'user' ? <UserDialog user={dialog.user} departments={tree} roles={roleList} onClose={close} onSaved={done} /> : null}
      {dialog?.kind === 'password' ? <PasswordDialog user={dialog.user} onClose={close} onSaved={done} /> : null}
      <CommandConfirm actor={commands.actor} title={t.confirmTitle} />
    </ListScreen>
  );
}
