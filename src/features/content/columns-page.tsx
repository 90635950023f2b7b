// Columns ('content/columns', /fusionRelease/columns): the column tree of each portal (web, app)
// with add, rename, move, order and delete (refused by the server while a column holds
// releases: its message is shown); below, the approved items, released into several columns
// at once through the release dialog.
import {
  Button, Field, Input, makeStyles, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, MessageBar, MessageBarActions, MessageBarBody, Spinner, Tab, TabList, Text, tokens, mergeClasses,
} from '@fluentui/react-components';
import { AddRegular, ArrowDownRegular, ArrowUpRegular, DeleteRegular, FolderRegular, MoreHorizontalRegular, RenameRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { contentTypeName, type ColumnNode, type ContentListItem, type Portal } from '../../../shared/content.js';
import { formatDateTime } from '../../ui/format-time.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { FormDialog } from '../../ui/form-dialog.js';
import { ColumnPicker, flattenColumns } from './column-picker.js';
import { StatusBadge } from './content-status-badge.js';
import { useContentTable, useListBusy, type ListColumn } from './list-table.js';
import { contentMessages as m } from './messages.js';
import { ReleaseDialog } from './release-dialog.js';
import { commonMessages } from '../../ui/messages.js';
import { ListScreen } from '../../ui/list-screen.js';
import { rowsOf } from '../../machines/content-list.machine.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px' },
  panes: { display: 'grid', gridTemplateColumns: 'minmax(320px, 420px) 1fr', gap: '20px', alignItems: 'start', '@media (max-width: 900px)': { gridTemplateColumns: '1fr' } },
  card: { border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: '8px', padding: '12px', display: 'flex', flexDirection: 'column', gap: '8px', backgroundColor: tokens.colorNeutralBackground1 },
  node: { display: 'flex', alignItems: 'center', gap: '6px', padding: '2px 0' },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  item: { margin: 0, padding: 0 },
  name: { flexGrow: 1 },
  count: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  children: { paddingLeft: '22px', borderLeft: `1px dashed ${tokens.colorNeutralStroke2}`, marginLeft: '9px' },
  muted: { color: tokens.colorNeutralForeground3 },
  bar: { display: 'flex', gap: '8px', alignItems: 'center' },
});

type NameAsk = { mode: 'add'; parentId: number } | { mode: 'rename'; node: ColumnNode };

const descendants = (n: ColumnNode): number[] => [n.id, ...n.children.flatMap(descendants)];

function NameDialog({ ask, onDone, onClose }: { ask: NameAsk; onDone: (name: string) => void; onClose: () => void }) {
  const [name, setName] = useState(ask.mode === 'rename' ? ask.node.name : '');
  const ok = name.trim().length > 0 && name.trim().length <= 32;
  return (
    <FormDialog
      title={ask.mode === 'add' ? (ask.parentId ? m.addChild : m.addColumn) : m.rename}
      noValidate={false}
      plainContent
      submitLabel={m.confirm}
      submitDisabled={!ok}
      onSubmit={() => ok && onDone(name.trim())}
      onClose={onClose}
    >
      <Field label={m.columnName} required>
        <Input autoFocus value={name} maxLength={32} placeholder={m.columnNamePlaceholder} onChange={(_, d) => setName(d.value)} />
      </Field>
    </FormDialog>
  );
}

function MoveDialog({ node, tree, onDone, onClose }: { node: ColumnNode; tree: ColumnNode[]; onDone: (parentId: number) => void; onClose: () => void }) {
  const banned = new Set(descendants(node));
  const targets = flattenColumns(tree).filter((t) => !banned.has(t.node.id));
  const [parentId, setParentId] = useState(node.parentId);
  return (
    <ConfirmDialog
      open
      title={`${m.move}：${node.name}`}
      text={<ColumnPicker topLevel columns={targets} value={parentId} onChange={setParentId} />}
      confirmDisabled={parentId === node.parentId}
      onConfirm={() => onDone(parentId)}
      onCancel={onClose}
    />
  );
}

function ColumnTree({ portal }: { portal: Portal }) {
  const styles = useStyles();
  const actor = useActorRef(useLogic('contentColumns'), { input: { portal }, inspect: useInspect() });
  const tree = useSelector(actor, (s) => s.context.tree);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.matches('loading') || s.matches('running'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const [ask, setAsk] = useState<NameAsk | null>(null);
  const [moving, setMoving] = useState<ColumnNode | null>(null);
  const [removing, setRemoving] = useState<ColumnNode | null>(null);
  const op = (o: Parameters<typeof actor.send>[0] & { type: 'column.op' }) => actor.send(o);
  const order = (siblings: ColumnNode[], i: number, d: -1 | 1) => {
    const ids = siblings.map((s) => s.id);
    [ids[i], ids[i + d]] = [ids[i + d], ids[i]];
    op({ type: 'column.op', op: { op: 'order', ids } });
  };
  const render = (nodes: ColumnNode[]) =>
    nodes.map((n, i) => (
      <li key={n.id} className={styles.item}>
        <div className={styles.node} data-testid="column-node">
          <FolderRegular />
          <Text className={styles.name}>{n.name}</Text>
          {n.releaseCount ? <span className={styles.count}>{m.releasesIn(n.releaseCount)}</span> : null}
          <Button size="small" appearance="subtle" icon={<ArrowUpRegular />} aria-label={`${m.orderUp} ${n.name}`} disabled={busy || i === 0} onClick={() => order(nodes, i, -1)} />
          <Button size="small" appearance="subtle" icon={<ArrowDownRegular />} aria-label={`${m.orderDown} ${n.name}`} disabled={busy || i === nodes.length - 1} onClick={() => order(nodes, i, 1)} />
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button size="small" appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={`${m.actions} ${n.name}`} disabled={busy} />
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                <MenuItem icon={<AddRegular />} onClick={() => setAsk({ mode: 'add', parentId: n.id })}>
                  {m.addChild}
                </MenuItem>
                <MenuItem icon={<RenameRegular />} onClick={() => setAsk({ mode: 'rename', node: n })}>
                  {m.rename}
                </MenuItem>
                <MenuItem icon={<FolderRegular />} onClick={() => setMoving(n)}>
                  {m.move}
                </MenuItem>
                <MenuItem icon={<DeleteRegular />} onClick={() => setRemoving(n)}>
                  {m.deleteColumn}
                </MenuItem>
              </MenuList>
            </MenuPopover>
          </Menu>
        </div>
        {n.children.length ? <ul className={mergeClasses(styles.list, styles.children)}>{render(n.children)}</ul> : null}
      </li>
    ));
  return (
    <div className={styles.card} aria-label={portal === 'web' ? m.portalWeb : m.portalApp}>
      <div className={styles.bar}>
        <Button appearance="primary" icon={<AddRegular />} disabled={busy} onClick={() => setAsk({ mode: 'add', parentId: 0 })}>
          {m.addColumn}
        </Button>
        {busy ? <Spinner aria-label={commonMessages.loading} size="tiny" /> : null}
      </div>
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => actor.send(failed ? { type: 'columns.reload' } : { type: 'error.dismiss' })}>{failed ? m.retry : m.close}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {!busy && !failed && tree.length === 0 ? <Text className={styles.muted}>{m.noColumns}</Text> : null}
      {tree.length > 0 ? (
        <ul className={styles.list} aria-label={m.columnsTitle}>
          {render(tree)}
        </ul>
      ) : null}
      {ask ? (
        <NameDialog
          ask={ask}
          onClose={() => setAsk(null)}
          onDone={(name) => {
            op({ type: 'column.op', op: ask.mode === 'add' ? { op: 'add', name, parentId: ask.parentId, portal } : { op: 'rename', id: ask.node.id, name } });
            setAsk(null);
          }}
        />
      ) : null}
      {moving ? (
        <MoveDialog
          node={moving}
          tree={tree}
          onClose={() => setMoving(null)}
          onDone={(parentId) => {
            op({ type: 'column.op', op: { op: 'move', id: moving.id, parentId } });
            setMoving(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        title={m.confirmTitle}
        text={removing ? m.confirmDeleteColumn(removing.name) : null}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) op({ type: 'column.op', op: { op: 'delete', id: removing.id } });
          setRemoving(null);
        }}
      />
    </div>
  );
}

function ApprovedItems() {
  const styles = useStyles();
  const list = useActorRef(useLogic('contentList'), { input: { kind: 'items', filters: { status: 3 } }, inspect: useInspect() });
  const ctx = useSelector(list, (s) => s.context);
  const loading = useListBusy(list);
  const [releasing, setReleasing] = useState(false);
  const rows = rowsOf(ctx, 'items');
  const columns: ListColumn<ContentListItem>[] = [
    { key: 'title', title: m.title, render: (r) => r.title },
    { key: 'type', title: m.type, width: '80px', render: (r) => contentTypeName(r.type) },
    { key: 'status', title: m.status, width: '100px', render: (r) => <StatusBadge status={r.status} /> },
    { key: 'time', title: m.updateTime, width: '170px', render: (r) => formatDateTime(r.updateTime) },
  ];
  const table = useContentTable(list, { ariaLabel: m.approvedList, columns, rows, rowKey: (r) => r.id, selectable: true });
  return (
    <ListScreen
      embedded
      header={
        <div className={styles.bar}>
          <Text weight="semibold">{m.approvedList}</Text>
          <Button appearance="primary" disabled={ctx.selected.length === 0 || loading} onClick={() => setReleasing(true)}>
            {m.releaseApproved}
          </Button>
        </div>
      }
      table={table}
    >
      <ReleaseDialog
        open={releasing}
        portals={['web', 'app']}
        onClose={() => setReleasing(false)}
        onConfirm={(columnIds, schedule) => {
          const items = rows.filter((r) => ctx.selected.includes(r.id)).map((r) => ({ id: r.id, type: r.type }));
          list.send({ type: 'list.op', op: { op: 'release', items, columnIds, schedule } });
          setReleasing(false);
        }}
      />
    </ListScreen>
  );
}

export default function ColumnsPage() {
  const styles = useStyles();
  const [portal, setPortal] = useState<Portal>('web');
  return (
    <div className={styles.page}>
      <Text as="h2" size={600} weight="semibold">
        {m.columnsTitle}
      </Text>
      <div className={styles.panes}>
        <div>
          <TabList selectedValue={portal} onTabSelect={(_, d) => setPortal(d.value as Portal)}>
            <Tab value="web">{m.portalWeb}</Tab>
            <Tab value="app">{m.portalApp}</Tab>
          </TabList>
          <ColumnTree key={portal} portal={portal} />
        </div>
        <ApprovedItems />
      </div>
    </div>
  );
}
