// Content production lists (component 'content/items') at /contentProduction/manuscripts,
// /newVideo, /newAudio, /newAtlas, /externalLinks: the type comes from the path. Paged (10),
// filtered by keyword, status and date; actions by status; publish buttons per right (spec §6).
import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  CAN_DELETE, CAN_RELEASE, CAN_SUBMIT, CONTENT_PATHS, CONTENT_STATUS_NAMES, CONTENT_TYPES, type ContentListItem, type Portal,
} from '../../../shared/content.js';
import { formatDateTime } from '../../ui/format-time.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useKeptActor } from '../../ui/kept-actor.js';
import { flagParam, statusParam } from '../../ui/list-params.js';
import { useLogic } from '../../ui/logic.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { StatusBadge } from './content-status-badge.js';
import { ChoiceFilter, ListFilters } from './list-filters.js';
import { useContentTable, useListBusy, type ListColumn } from './list-table.js';
import { contentMessages as m } from './messages.js';
import { ReleaseDialog } from './release-dialog.js';
import { releaseFromParams, usePublishButtons } from './publish-buttons.js';
import { actionsColumn, AddButton, RowButton } from '../../ui/list-screen-parts.js';
import { ListScreen } from '../../ui/list-screen.js';
import { LockedBy } from './lock-banner.js';
import { rowsOf } from '../../machines/content-list.machine.js';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: '4px', flexWrap: 'wrap' },
  sub: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

const STATUS_CHOICES = Object.entries(CONTENT_STATUS_NAMES).map(([value, label]) => ({ value, label }));
const STATUS_VALUES = Object.keys(CONTENT_STATUS_NAMES).map(Number);
/** 我的稿件 / 本部门 (content/page own=1 / dept=1). */
const OWNERSHIP_CHOICES = [
  { value: 'own', label: m.ownItems },
  { value: 'dept', label: m.deptItems },
];

export function typeFromPath(pathname: string) {
  return CONTENT_TYPES.find((t) => pathname.startsWith(t.path)) ?? CONTENT_TYPES[0];
}

export default function ContentItemsPage() {
  const styles = useStyles();
  const info = typeFromPath(useLocation().pathname);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // ?own=1&status=2 (待我处理's 我被驳回的稿件 link) opens the list filtered; read once
  const [opened] = useState(() => ({ own: flagParam(params, 'own'), status: statusParam(params, STATUS_VALUES) }));
  const list = useKeptActor(`list:${opened.own ?? ''}:${opened.status ?? ''}`, useLogic('contentList'), {
    input: { kind: 'items', filters: { type: info.type, ...(opened.own ? { own: 1 } : {}), ...(opened.status !== undefined ? { status: opened.status } : {}) } },
    inspect: useInspect(),
  });
  const ctx = useSelector(list, (s) => s.context);
  const loading = useListBusy(list);
  const [confirm, setConfirm] = useState<ContentListItem | null>(null);
  const rows = rowsOf(ctx, 'items');
  const publishButtons = usePublishButtons(info.type);
  // the editor's 发布到… buttons open this list with ?release={id}&portal={key} (publish-buttons.ts)
  const [release, setRelease] = useState<{ item: { id: number; type: number }; portals: Portal[] } | null>(() => releaseFromParams(params, publishButtons, info.type));
  const closeRelease = () => {
    setRelease(null);
    if (params.has('release')) setParams({}, { replace: true });
  };
  const edit = (id?: number) => navigate(`${CONTENT_PATHS.edit}?type=${info.type}${id ? `&id=${id}` : ''}`);

  const columns: ListColumn<ContentListItem>[] = [
    {
      key: 'title',
      title: m.title,
      render: (r) => (
        <div>
          <Link onClick={() => edit(r.id)}>{r.title || m.untitled}</Link>
          <LockedBy holder={r.lockedBy} />
          {r.releaseCount ? <div className={styles.sub}>{m.releaseCount(r.releaseCount)}</div> : null}
        </div>
      ),
    },
    { key: 'status', title: m.status, width: '160px', render: (r) => <StatusBadge status={r.status} update={r.update} /> },
    { key: 'author', title: m.author, width: '100px', render: (r) => r.author || r.creatorName },
    { key: 'time', title: m.updateTime, width: '170px', render: (r) => formatDateTime(r.updateTime) },
    actionsColumn(m.actions, '320px', (r) => (
      <div className={styles.actions}>
        <RowButton onClick={() => edit(r.id)}>{m.edit}</RowButton>
        {CAN_SUBMIT.includes(r.update ? r.update.status : r.status) ? (
          <RowButton disabled={loading} onClick={() => list.send({ type: 'list.op', op: { op: 'submit', id: r.id } })}>{m.submit}</RowButton>
        ) : null}
        <RowButton onClick={() => window.open(`${CONTENT_PATHS.preview}?id=${r.id}`, '_blank', 'noopener')}>{m.preview}</RowButton>
        {CAN_RELEASE.includes(r.status)
          ? publishButtons.map((b) => (
              <RowButton key={b.key} onClick={() => setRelease({ item: r, portals: b.portals })}>{b.label}</RowButton>
            ))
          : null}
        {CAN_DELETE.includes(r.status) ? (
          <RowButton onClick={() => setConfirm(r)}>{m.remove}</RowButton>
        ) : null}
      </div>
    )),
  ];

  const table = useContentTable(list, { ariaLabel: info.name, columns, rows, rowKey: (r) => r.id });

  return (
    <ListScreen
      title={info.name}
      actions={<AddButton onClick={() => edit()}>{m.newItem(info.name)}</AddButton>}
      filters={
        <ListFilters withTag filters={ctx.filters} onChange={(filters) => list.send({ type: 'filter.change', filters })}>
          <ChoiceFilter
            label={m.status}
            all={m.allStatus}
            choices={STATUS_CHOICES}
            value={ctx.filters.status === undefined ? '' : String(ctx.filters.status)}
            onChange={(v) => list.send({ type: 'filter.change', filters: { status: v === '' ? undefined : Number(v) } })}
          />
          <ChoiceFilter
            label={m.ownership}
            all={m.allItems}
            choices={OWNERSHIP_CHOICES}
            value={ctx.filters.own ? 'own' : ctx.filters.dept ? 'dept' : ''}
            onChange={(v) => list.send({ type: 'filter.change', filters: { own: v === 'own' ? 1 : undefined, dept: v === 'dept' ? 1 : undefined } })}
          />
        </ListFilters>
      }
      table={table}
    >
      <ConfirmDialog
        title={m.confirmTitle}
        text={confirm ? m.confirmDelete(confirm.title || m.untitled) : null}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm) list.send({ type: 'list.op', op: { op: 'delete', id: confirm.id } });
          setConfirm(null);
        }}
      />
      {release ? (
        <ReleaseDialog
          open
          portals={release.portals}
          onClose={closeRelease}
          onConfirm={(columnIds, schedule) => {
            list.send({ type: 'list.op', op: { op: 'release', items: [{ id: release.item.id, type: release.item.type }], columnIds, schedule } });
            closeRelease();
          }}
        />
      ) : null}
    </ListScreen>
  );
}
