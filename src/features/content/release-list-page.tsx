// A portal's release list ('content/release-list', /fusionRelease/webRelease/list and
// /fusionRelease/appRelease/list): filter by column, type, keyword and release time (page size
// 10); pin, order within a column, move, take down (asks first), and the same in batch; the
// publish statistics above. `?columnId=N` (a 关注 message's link) opens the list filtered to
// that column: the link's column is part of the kept list's key, so an earlier filter the tab
// kept does not hide it. A scheduled release shows 定时发布, its Beijing time and a live
// countdown (the list chart's clock), and 取消 (asks first; deleteRelease); the list loads
// again on its own when its time has come.
import { Badge, Button, Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { CONTENT_TYPES, PORTALS, type ReleaseItem } from '../../../shared/content.js';
import { formatDateTime } from '../../ui/format-time.js';
import { beijingText, countdown } from '../../../shared/time.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useKeptActor } from '../../ui/kept-actor.js';
import { useLogic } from '../../ui/logic.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { ColumnPicker, flattenColumns, type FlatColumn } from './column-picker.js';
import { ChoiceFilter, ListFilters } from './list-filters.js';
import { useContentTable, useListBusy, type ListColumn } from './list-table.js';
import { contentMessages as m } from './messages.js';
import { PublishStats } from './publish-stats.js';
import { actionsColumn, RowButton } from '../../ui/list-screen-parts.js';
import { ListScreen } from '../../ui/list-screen.js';
import { PageHeader } from '../../ui/page-header.js';
import { rowsOf } from '../../machines/content-list.machine.js';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: '2px', flexWrap: 'wrap', alignItems: 'center' },
  batch: { display: 'flex', gap: '8px', alignItems: 'center', flexWrap: 'wrap' },
  when: { display: 'flex', flexDirection: 'column', gap: '2px' },
  countdown: { color: tokens.colorPaletteMarigoldForeground2, fontVariantNumeric: 'tabular-nums' },
  sub: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** The release time, or for a scheduled release its time and countdown; a scheduled take-down below. */
function ReleaseWhen({ row, now }: { row: ReleaseItem; now: number }) {
  const styles = useStyles();
  return (
    <div className={styles.when}>
      {row.state === 'scheduled' && row.publishAt ? (
        <>
          <span>{m.scheduledAt(beijingText(row.publishAt))}</span>
          {now ? (
            <span className={styles.countdown} data-testid="release-countdown">
              {m.countdown(countdown(row.publishAt - now))}
            </span>
          ) : null}
        </>
      ) : (
        <span>{formatDateTime(row.createTime)}</span>
      )}
      {row.takeDownAt ? <span className={styles.sub}>{m.takeDownAtText(beijingText(row.takeDownAt))}</span> : null}
    </div>
  );
}


function MoveDialog({ columns, onDone, onClose }: { columns: FlatColumn[]; onDone: (columnId: number) => void; onClose: () => void }) {
  const [columnId, setColumnId] = useState(0);
  return (
    <ConfirmDialog
      open
      title={m.batchMove}
      text={<ColumnPicker columns={columns} value={columnId} onChange={setColumnId} />}
      confirmDisabled={!columnId}
      onConfirm={() => onDone(columnId)}
      onCancel={onClose}
    />
  );
}

export default function ReleaseListPage() {
  const styles = useStyles();
  const { pathname } = useLocation();
  const portal = PORTALS.find((p) => pathname.startsWith(p.listPath)) ?? PORTALS[0];
  const inspect = useInspect();
  const [params] = useSearchParams();
  const wantedColumn = Number(params.get('columnId')) || undefined;
  const list = useKeptActor(`list:${wantedColumn ?? ''}`, useLogic('contentList'), { input: { kind: 'releases', filters: { portal: portal.portal, columnId: wantedColumn } }, inspect });
  const columnsActor = useActorRef(useLogic('contentColumns'), { input: { portal: portal.portal }, inspect });
  const tree = useSelector(columnsActor, (s) => s.context.tree);
  const ctx = useSelector(list, (s) => s.context);
  const loading = useListBusy(list);
  const [takeDown, setTakeDown] = useState<number[] | null>(null);
  const [cancelling, setCancelling] = useState<ReleaseItem | null>(null);
  const [moving, setMoving] = useState<number[] | null>(null);
  const rows = rowsOf(ctx, 'releases');
  const columns = flattenColumns(tree);
  const columnId = ctx.filters.columnId;
  const op = (o: Parameters<typeof list.send>[0] & { type: 'list.op' }) => list.send(o);
  const order = (i: number, d: -1 | 1) => {
    const row = rows[i];
    const group = rows.filter((r) => r.top === row.top && r.columnId === row.columnId);
    const at = group.findIndex((r) => r.releaseId === row.releaseId);
    if (at + d < 0 || at + d >= group.length) return;
    const ids = group.map((r) => r.releaseId);
    [ids[at], ids[at + d]] = [ids[at + d], ids[at]];
    op({ type: 'list.op', op: { op: 'order', columnId: row.columnId, releaseIds: ids, top: row.top === 1 } });
  };

  const cols: ListColumn<ReleaseItem>[] = [
    {
      key: 'title',
      title: m.title,
      render: (r) => (
        <span>
          {r.top ? (
            <Badge appearance="filled" color="danger" size="small" style={{ marginRight: 6 }}>
              {m.topBadge}
            </Badge>
          ) : null}
          {r.state === 'scheduled' ? (
            <Badge appearance="tint" color="warning" size="small" style={{ marginRight: 6 }}>
              {m.scheduledBadge}
            </Badge>
          ) : null}
          <Link href={`/newsDetails/${r.contentId}`} target="_blank" rel="noopener">
            {r.title}
          </Link>
        </span>
      ),
    },
    { key: 'column', title: m.column, width: '120px', render: (r) => r.columnName },
    { key: 'type', title: m.type, width: '70px', render: (r) => r.typeName },
    { key: 'time', title: m.releaseTime, width: '210px', render: (r) => <ReleaseWhen row={r} now={ctx.now} /> },
    { key: 'publisher', title: m.publisher, width: '90px', render: (r) => r.publisherName },
    { key: 'views', title: m.views, width: '70px', render: (r) => r.views },
    actionsColumn(m.actions, '250px', (r, i) => (
      <div className={styles.actions}>
        {columnId ? (
          <>
            <RowButton icon={<ArrowUpRegular />} aria-label={m.orderUp} disabled={loading} onClick={() => order(i, -1)} />
            <RowButton icon={<ArrowDownRegular />} aria-label={m.orderDown} disabled={loading} onClick={() => order(i, 1)} />
          </>
        ) : null}
        <RowButton disabled={loading} onClick={() => op({ type: 'list.op', op: { op: 'top', releaseIds: [r.releaseId], top: r.top ? 0 : 1 } })}>{r.top ? m.untop : m.top}</RowButton>
        <RowButton disabled={loading} onClick={() => setMoving([r.releaseId])}>{m.move}</RowButton>
        {r.state === 'scheduled' ? (
          <RowButton disabled={loading} onClick={() => setCancelling(r)}>{m.cancelSchedule}</RowButton>
        ) : (
          <RowButton disabled={loading} onClick={() => setTakeDown([r.releaseId])}>{m.takeDown}</RowButton>
        )}
      </div>
    )),
  ];
  const selected = ctx.selected;
  const table = useContentTable(list, { ariaLabel: m.releaseListTitle(portal.name), columns: cols, rows, rowKey: (r) => r.releaseId, selectable: true });
  return (
    <ListScreen
      header={
        <>
          <PageHeader title={m.releaseListTitle(portal.name)} />
          <PublishStats />
        </>
      }
      filters={
        <ListFilters filters={ctx.filters} onChange={(filters) => list.send({ type: 'filter.change', filters })}>
          <ChoiceFilter
            label={m.column}
            all={m.allColumns}
            choices={columns.map((c) => ({ value: String(c.node.id), label: `${'　'.repeat(c.depth)}${c.node.name}` }))}
            value={columnId ? String(columnId) : ''}
            onChange={(v) => list.send({ type: 'filter.change', filters: { columnId: v ? Number(v) : undefined } })}
          />
          <ChoiceFilter
            label={m.type}
            all={m.allTypes}
            choices={CONTENT_TYPES.map((t) => ({ value: String(t.type), label: t.name }))}
            value={ctx.filters.type ? String(ctx.filters.type) : ''}
            onChange={(v) => list.send({ type: 'filter.change', filters: { type: v ? Number(v) : undefined } })}
          />
        </ListFilters>
      }
      toolbar={
        <div className={styles.batch}>
          <Text>{m.chosen(selected.length)}</Text>
          <Button size="small" disabled={!selected.length || loading} onClick={() => op({ type: 'list.op', op: { op: 'top', releaseIds: selected, top: 1 } })}>
            {m.batchTop}
          </Button>
          <Button size="small" disabled={!selected.length || loading} onClick={() => op({ type: 'list.op', op: { op: 'top', releaseIds: selected, top: 0 } })}>
            {m.batchUntop}
          </Button>
          <Button size="small" disabled={!selected.length || loading} onClick={() => setMoving(selected)}>
            {m.batchMove}
          </Button>
          <Button size="small" disabled={!selected.length || loading} onClick={() => setTakeDown(selected)}>
            {m.batchTakeDown}
          </Button>
        </div>
      }
      table={table}
    >
      <ConfirmDialog
        title={m.confirmTitle}
        text={takeDown ? m.confirmTakeDown(takeDown.length) : null}
        onCancel={() => setTakeDown(null)}
        onConfirm={() => {
          if (takeDown) op({ type: 'list.op', op: { op: 'takeDown', releaseIds: takeDown } });
          setTakeDown(null);
        }}
      />
      <ConfirmDialog
        title={m.confirmTitle}
        text={cancelling ? m.confirmCancelSchedule(cancelling.title) : null}
        onCancel={() => setCancelling(null)}
        onConfirm={() => {
          if (cancelling) op({ type: 'list.op', op: { op: 'takeDown', releaseIds: [cancelling.releaseId], cancel: true } });
          setCancelling(null);
        }}
      />
      {moving ? (
        <MoveDialog
          columns={columns}
          onClose={() => setMoving(null)}
          onDone={(target) => {
            op({ type: 'list.op', op: { op: 'move', releaseIds: moving, columnId: target } });
            setMoving(null);
          }}
        />
      ) : null}
    </ListScreen>
  );
}
