// 角色管理 (/system/role, component 'org/roles'): roles as sets of menus, edited on the menu
// catalogue's tree, with per-TV-channel rights; delete with confirmation.
import { ORG_TEXTS, type Role } from '../../../shared/org.js';
import { useLogic } from '../../ui/logic.js';
import type { PagedColumn } from '../../ui/paged-table.js';
import { ListScreen } from '../../ui/list-screen.js';
import { CommandConfirm } from '../../ui/command-confirm.js';
import { usePageFetch } from '../../ui/actor-hooks.js';
import { orgText as t } from './messages.js';
import { useListDialog, useOrgCommands } from './org-hooks.js';
import { useOrgStyles } from './org-styles.js';
import { RoleEditorDialog } from './role-editor-dialog.js';
import { actionsColumn, AddButton, RowButton } from '../../ui/list-screen-parts.js';

/** Roles are few (seven presets and a tenant's own): one page holds them. */
const ROLES_PAGE_SIZE = 50;

export default function RolesPage() {
  const styles = useOrgStyles();
  const commands = useOrgCommands();
  const editor = useListDialog<{ role: Role | null }>();
  const fetchPage = usePageFetch(useLogic('orgRolePage'), {});
  const columns: PagedColumn<Role>[] = [
    { key: 'name', title: t.roleName, render: (r) => r.name },
    { key: 'description', title: t.roleDescription, render: (r) => r.description },
    { key: 'menus', title: t.roleMenuCount, render: (r) => (r.allMenus ? t.roleAll : r.comMicsIds.length) },
    { key: 'channels', title: t.roleChannels, render: (r) => (r.tvChannels.length ? `${r.tvChannels.length}` : t.channelNone) },
    { key: 'users', title: t.roleUserCount, render: (r) => r.userCount },
    actionsColumn(t.actions, '160px', (r) => (
      <div className={styles.row}>
        <RowButton onClick={() => editor.setOpen({ role: r })}>{t.edit}</RowButton>
        <RowButton onClick={() => commands.actor.send({ type: 'command.request', command: { kind: 'role.delete', id: r.id, confirm: t.roleDeleteConfirm(r.name), done: ORG_TEXTS.deleted } })}>{t.delete}</RowButton>
      </div>
    )),
  ];
  return (
    <ListScreen
      title={t.rolesTitle}
      actions={<AddButton onClick={() => editor.setOpen({ role: null })}>{t.roleAdd}</AddButton>}
      table={{ ariaLabel: t.rolesTitle, columns, rowKey: (r) => r.id, rank: true, pageSize: ROLES_PAGE_SIZE, keepKey: 'list', fetchPage, reloadKey: `${commands.version}:${editor.saves}` }}
    >
      {editor.open ? <RoleEditorDialog role={editor.open.role} onClose={editor.close} onSaved={editor.saved} /> : null}
      <CommandConfirm actor={commands.actor} title={t.confirmTitle} />
    </ListScreen>
  );
}
