// 部门管理 (/system/organization, component 'org/departments'): the department tree with add,
// add below, rename (with parent: a move), delete (the server refuses while a department has
// users or children, and its message is shown) and remarks.
import {
  Button, Caption1, FlatTree, FlatTreeItem, Spinner, Text, TreeItemLayout, Tooltip, useHeadlessFlatTree_unstable, type HeadlessFlatTreeItemProps,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular, OrganizationRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import type { Department } from '../../../shared/org.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { CommandConfirm } from '../../ui/command-confirm.js';
import { DepartmentDialog } from './department-dialog.js';
import { orgText as t, ORG_TEXTS } from './messages.js';
import { useOrgCommands } from './org-hooks.js';
import { useOrgStyles } from './org-styles.js';
import { PageHeader } from '../../ui/page-header.js';
import { AddButton } from '../../ui/list-screen-parts.js';

type Editing = { department: Department | null; parentId: number } | null;

interface NodeHandlers {
  remarkClass: string;
  onEdit: (d: Department) => void;
  onAdd: (parentId: number) => void;
  onDelete: (d: Department) => void;
}

/** The tree's items in order, each after its parent (a flat tree: an item holds no other items). */
function flatItems(tree: readonly Department[], parent?: string): (HeadlessFlatTreeItemProps & { department: Department })[] {
  return tree.flatMap((d) => {
    const children = d.children ?? [];
    return [
      { value: String(d.id), parentValue: parent, itemType: children.length ? ('branch' as const) : ('leaf' as const), department: d },
      ...flatItems(children, String(d.id)),
    ];
  });
}

/**
 * A flat tree (items side by side, levels in aria-level): an item's visible text is its own name
 * and remark only, not its children's, so its name holds what it shows (WCAG 2.5.3 label in name).
 */
function DepartmentTree({ tree, remarkClass, onEdit, onAdd, onDelete }: NodeHandlers & { tree: readonly Department[] }) {
  const items = useMemo(() => flatItems(tree), [tree]);
  const flat = useHeadlessFlatTree_unstable(items, { defaultOpenItems: allIds(tree) });
  return (
    <FlatTree {...flat.getTreeProps()} aria-label={t.departmentsTitle}>
      {Array.from(flat.items(), (item) => {
        const { department: d, ...props } = item.getTreeItemProps();
        return (
          <FlatTreeItem key={props.value} {...props} aria-label={d.remark ? `${d.name} ${d.remark}` : d.name}>
            <TreeItemLayout
              iconBefore={<OrganizationRegular />}
              actions={{
                visible: true,
                children: (
                  <>
                    <Tooltip content={t.departmentAddChild} relationship="label">
                      <Button appearance="subtle" size="small" icon={<AddRegular />} onClick={() => onAdd(d.id)} />
                    </Tooltip>
                    <Tooltip content={t.edit} relationship="label">
                      <Button appearance="subtle" size="small" icon={<EditRegular />} onClick={() => onEdit(d)} />
                    </Tooltip>
                    <Tooltip content={t.delete} relationship="label">
                      <Button appearance="subtle" size="small" icon={<DeleteRegular />} onClick={() => onDelete(d)} />
                    </Tooltip>
                  </>
                ),
              }}
            >
              {d.name}
              {d.remark ? (
                <>
                  {' '}
                  <Caption1 className={remarkClass}>{d.remark}</Caption1>
                </>
              ) : null}
            </TreeItemLayout>
          </FlatTreeItem>
        );
      })}
    </FlatTree>
  );
}

function allIds(tree: readonly Department[]): string[] {
  return tree.flatMap((d) => [String(d.id), ...allIds(d.children ?? [])]);
}

export default function DepartmentsPage() {
  const styles = useOrgStyles();
  const data = useActorRef(useLogic('orgDirectory'), { input: { withRoles: false }, inspect: useInspect() });
  const tree = useSelector(data, (s) => s.context.departments);
  const loading = useSelector(data, (s) => s.matches('loading'));
  const error = useSelector(data, (s) => s.context.error);
  const commands = useOrgCommands();
  const [editing, setEditing] = useState<Editing>(null);
  useEffect(() => {
    if (commands.version > 0) data.send({ type: 'directory.reload' });
  }, [commands.version, data]);

  const remove = (d: Department) =>
    commands.actor.send({ type: 'command.request', command: { kind: 'department.delete', id: d.id, confirm: t.departmentDeleteConfirm(d.name), done: ORG_TEXTS.deleted } });

  return (
    <div className={styles.page}>
      <PageHeader title={t.departmentsTitle}>
        <AddButton onClick={() => setEditing({ department: null, parentId: 0 })}>{t.departmentAdd}</AddButton>
      </PageHeader>
      {loading && tree.length === 0 ? <Spinner label={t.loading} /> : null}
      {error ? (
        <div className={styles.empty} role="alert">
          <Text>{error}</Text>
          <Button onClick={() => data.send({ type: 'directory.reload' })}>{t.retry}</Button>
        </div>
      ) : null}
      {!loading && !error && tree.length === 0 ? (
        <div className={styles.empty}>
          <OrganizationRegular fontSize={40} />
          <Text>{t.departmentsEmpty}</Text>
        </div>
      ) : null}
      {tree.length ? (
        <DepartmentTree
          // a new department shows opened: the tree starts over when the departments change
          key={allIds(tree).join(',')}
          tree={tree}
          onEdit={(x) => setEditing({ department: x, parentId: x.parentId })}
          onAdd={(parentId) => setEditing({ department: null, parentId })}
          onDelete={remove}
          remarkClass={styles.remark}
        />
      ) : null}
      {editing ? (
        <DepartmentDialog
          tree={tree}
          department={editing.department}
          parentId={editing.parentId}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            data.send({ type: 'directory.reload' });
          }}
        />
      ) : null}
      <CommandConfirm actor={commands.actor} title={t.confirmTitle} />
    </div>
  );
}
