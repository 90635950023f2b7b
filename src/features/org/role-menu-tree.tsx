// The role editor's menu choice: a searchable, collapsible checkbox tree of the pages the editor
// may grant (business names only; internal menus are not shown), with 全选 and 展开/收起, and the
// publishing and review rights of each content type as separate, explained choices below it.
// The role editor machine keeps the checked set, the search and the open groups.
import { Button, Caption1, Checkbox, FlatTree, FlatTreeItem, Label, SearchBox, Text, TreeItemLayout, makeStyles, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { MenuRecord } from '../../../shared/api.js';
import type { roleEditorMachine } from '../../machines/role-editor.machine.js';
import { allState, branchIds, checkState, indexMenu, rightsOf, RIGHT_KINDS, visibleTree } from '../../machines/role-tree.js';
import { orgText as t } from './messages.js';
import { useOrgStyles } from './org-styles.js';

const useStyles = makeStyles({
  // the dialog's body is a column that shrinks its children to fit: the tree keeps its height
  block: { display: 'flex', flexDirection: 'column', gap: '4px', flexShrink: 0 },
  tools: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' },
  search: { flexGrow: 1, minWidth: '180px' },
  tree: {
    flexShrink: 0,
    minHeight: '160px',
    maxHeight: '300px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: '4px',
  },
  rights: { display: 'grid', gridTemplateColumns: 'auto repeat(5, auto)', alignItems: 'center', columnGap: '4px', rowGap: '2px', justifyContent: 'start' },
  typeName: { paddingRight: '8px', fontWeight: tokens.fontWeightSemibold },
});

type Actor = ActorRefFrom<typeof roleEditorMachine>;
const boxState = (s: 'all' | 'some' | 'none') => (s === 'all' ? true : s === 'some' ? 'mixed' : false);

interface Row {
  node: MenuRecord;
  parent: number | undefined;
  level: number;
  setSize: number;
  pos: number;
}

/**
 * The rows a flat tree shows: the nodes under open groups, each with its level and place among
 * its siblings. Flat, so an item's name is its own name only, not its children's (WCAG 2.5.3).
 */
function rowsOf(nodes: readonly MenuRecord[], open: ReadonlySet<number>, parent?: number, level = 1): Row[] {
  return nodes.flatMap((node, i) => [
    { node, parent, level, setSize: nodes.length, pos: i + 1 },
    ...(node.children.length && open.has(node.comMicsId) ? rowsOf(node.children, open, node.comMicsId, level + 1) : []),
  ]);
}

export function RoleMenuTree({ actor }: { actor: Actor }) {
  const styles = useStyles();
  const org = useOrgStyles();
  const menus = useSelector(actor, (s) => s.context.menus);
  const checkedIds = useSelector(actor, (s) => s.context.checked);
  const query = useSelector(actor, (s) => s.context.query);
  const openIds = useSelector(actor, (s) => s.context.open);
  const index = useMemo(() => indexMenu(menus), [menus]);
  const checked = useMemo(() => new Set(checkedIds), [checkedIds]);
  const shown = useMemo(() => visibleTree(menus, index, query), [menus, index, query]);
  const branches = useMemo(() => branchIds(shown), [shown]);
  const rights = useMemo(() => rightsOf(menus), [menus]);
  // while searching every match is shown open; otherwise the groups the machine keeps open
  const open = query.trim() ? branches : openIds;
  const allOpen = branches.length > 0 && branches.every((id) => open.includes(id));
  const rows = useMemo(() => rowsOf(shown, new Set(open)), [shown, open]);
  const checkedItems = useMemo(() => {
    const items: [number, boolean | 'mixed'][] = [];
    const walk = (nodes: readonly MenuRecord[]) => {
      for (const n of nodes) {
        items.push([n.comMicsId, boxState(checkState(index, checked, n.comMicsId))]);
        walk(n.children);
      }
    };
    walk(shown);
    return items;
  }, [shown, index, checked]);
  const all = allState(index, checked);

  return (
    <>
      <div className={styles.block}>
        <Label id="role-menus-label" required>
          {t.roleMenus}
        </Label>
        <Caption1 className={org.muted}>{t.roleMenusHint}</Caption1>
        <div className={styles.tools}>
          <SearchBox
            className={styles.search}
            size="small"
            placeholder={t.menuSearch}
            aria-label={t.menuSearch}
            value={query}
            onChange={(_, d) => actor.send({ type: 'menu.search', query: d.value })}
          />
          <Checkbox label={t.menuSelectAll} checked={boxState(all)} onChange={(_, d) => actor.send({ type: 'menu.selectAll', on: d.checked === true })} />
          <Button size="small" disabled={query.trim() !== ''} onClick={() => actor.send({ type: 'tree.expand', all: !allOpen })}>
            {allOpen ? t.menuCollapse : t.menuExpand}
          </Button>
        </div>
      </div>
      <div className={styles.tree}>
        {shown.length ? (
          <FlatTree
            aria-labelledby="role-menus-label"
            selectionMode="multiselect"
            size="small"
            openItems={open}
            checkedItems={checkedItems}
            onOpenChange={(_, d) => {
              if (!query.trim()) actor.send({ type: 'tree.open', id: Number(d.value), open: d.open });
            }}
            onCheckedChange={(_, d) => actor.send({ type: 'menu.toggle', id: Number(d.value), on: d.checked === true })}
          >
            {rows.map((r) => (
              <FlatTreeItem
                key={r.node.comMicsId}
                value={r.node.comMicsId}
                parentValue={r.parent}
                itemType={r.node.children.length ? 'branch' : 'leaf'}
                aria-level={r.level}
                aria-setsize={r.setSize}
                aria-posinset={r.pos}
              >
                <TreeItemLayout>{r.node.webMicsName}</TreeItemLayout>
              </FlatTreeItem>
            ))}
          </FlatTree>
        ) : (
          <Text className={org.muted}>{t.menuNoMatch}</Text>
        )}
      </div>
      {rights.length ? (
        <div className={styles.block}>
          <Label id="role-rights-label">{t.roleRights}</Label>
          <Caption1 className={org.muted}>{t.roleRightsHint}</Caption1>
          <div className={styles.rights} role="group" aria-labelledby="role-rights-label">
            {rights.map((r) => (
              <div key={r.type} style={{ display: 'contents' }}>
                <Text className={styles.typeName}>{r.name}</Text>
                {RIGHT_KINDS.map((kind) => {
                  const id = r.ids[kind];
                  if (id === undefined) return <span key={kind} />;
                  const label = kind === 'review' ? t.rightReview : t.rightPublish[kind];
                  return (
                    <Checkbox
                      key={kind}
                      label={label}
                      aria-label={`${r.name}${label}`}
                      checked={checked.has(id)}
                      onChange={(_, d) => actor.send({ type: 'menu.toggle', id, on: d.checked === true })}
                    />
                  );
                })}
              </div>
            ))}
          </div>
        </div>
      ) : null}
    </>
  );
}
