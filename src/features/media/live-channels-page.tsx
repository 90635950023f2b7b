// 直播通道 (component 'media/live-channels'): the channel list with state badges, search and
// filters, the create/edit dialog and the delete confirmation, composed as one ListScreen.
import {
  Badge, Caption1, makeStyles, Select, Text, tokens, Tooltip,
} from '@fluentui/react-components';
import { CheckmarkCircleRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { passagewayStateName, PASSAGEWAY_TYPE_NAMES, type PassagewayItem } from '../../../shared/live-rules.js';
import { CopyText } from '../../ui/copy-text.js';
import type { PagedColumn } from '../../ui/paged-table.js';
import { ListScreen, machinePager } from '../../ui/list-screen.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { useKeptActor } from '../../ui/kept-actor.js';
import { channelMessages as m } from '../../../shared/media-texts.js';
import { ChannelDialog } from './channel-dialog.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { actionsColumn, AddButton, RowButton } from '../../ui/list-screen-parts.js';
import { listPageStyles } from '../../ui/page-styles.js';
import { KeywordSearchBox } from './keyword-search-box.js';

const useStyles = makeStyles({
  filters: listPageStyles.filters,
  actions: { display: 'flex', alignItems: 'center', gap: '12px' },
});

function StateBadge({ c }: { c: PassagewayItem }) {
  const name = passagewayStateName(c.passagewayType, c.passagewayState);
  const color = c.selectable ? 'success' : c.passagewayState === 0 ? 'informative' : 'warning';
  return (
    <Badge appearance="tint" color={color} shape="rounded">
      {name}
    </Badge>
  );
}

export default function LiveChannelsPage() {
  const s = useStyles();
  const inspect = useInspect();
  const capacity = useActorRef(useLogic('liveCapacity'), { inspect });
  const actor = useKeptActor('list', useLogic('liveChannels'), { inspect });
  // view wiring: a saved or deleted channel changes the capacity shown
  useEffect(() => {
    const sub = actor.on('channels.changed', () => capacity.send({ type: 'resource.reload' }));
    return () => sub.unsubscribe();
  }, [actor, capacity]);
  const snap = useSelector(actor, (x) => x);
  const cap = useSelector(capacity, (x) => x.context.data);
  const { channels, total, filter, values, attempted, serverError, editing, removing, error } = snap.context;
  const columns: PagedColumn<PassagewayItem>[] = [
    {
      key: 'name',
      title: m.name,
      render: (c) => (
        <>
          <Text weight="semibold">{c.livePwName}</Text>
          {c.equipment ? <Caption1 block>{c.equipment}</Caption1> : null}
        </>
      ),
    },
    { key: 'type', title: m.type, width: '80px', render: (c) => PASSAGEWAY_TYPE_NAMES[c.passagewayType] },
    { key: 'state', title: m.state, width: '100px', render: (c) => <StateBadge c={c} /> },
    {
      key: 'selectable',
      title: m.selectable,
      width: '70px',
      render: (c) => (c.selectable ? <CheckmarkCircleRegular aria-label={m.selectable} style={{ color: tokens.colorPaletteGreenForeground1, fontSize: '18px' }} /> : '—'),
    },
    { key: 'server', title: m.server, width: '140px', render: (c) => c.serverName },
    { key: 'port', title: m.port, width: '70px', render: (c) => c.port },
    { key: 'play', title: m.playAddress, render: (c) => <CopyText value={c.liveRtmpPlayPath} label={m.playAddress} /> },
    { key: 'push', title: m.pushAddress, render: (c) => <CopyText value={c.livePushPath} label={m.pushAddress} /> },
    actionsColumn(m.actions, '150px', (c) => (
      <>
        <Tooltip content={m.editAction} relationship="description">
          <RowButton icon={<EditRegular />} aria-label={`${m.editAction}：${c.livePwName}`} onClick={() => actor.send({ type: 'editor.edit', channel: c })}>{m.editAction}</RowButton>
        </Tooltip>
        <RowButton icon={<DeleteRegular />} aria-label={`${m.delete}：${c.livePwName}`} onClick={() => actor.send({ type: 'remove.request', channel: c })}>{m.delete}</RowButton>
      </>
    )),
  ];

  return (
    <ListScreen
      title={m.title}
      actions={
        <div className={s.actions}>
          {cap ? <Caption1>{m.capacity(cap.used, cap.max)}</Caption1> : null}
          <AddButton disabled={!snap.can({ type: 'editor.new' }) || cap?.remain === 0} onClick={() => actor.send({ type: 'editor.new' })}>
            {m.add}
          </AddButton>
        </div>
      }
      filters={
        <div className={s.filters}>
          <KeywordSearchBox label={m.search} keyword={filter.keyword} onSearch={(keyword) => actor.send({ type: 'search.submit', keyword })} />
          <Select
            aria-label={m.type}
            value={String(filter.type)}
            onChange={(_, d) => actor.send({ type: 'filter.change', type_: d.value === '' ? '' : Number(d.value), status: filter.status })}
          >
            <option value="">{m.allTypes}</option>
            {Object.entries(PASSAGEWAY_TYPE_NAMES).map(([k, v]) => (
              <option key={k} value={k}>
                {v}
              </option>
            ))}
          </Select>
          <Select
            aria-label={m.state}
            value={String(filter.status)}
            onChange={(_, d) => actor.send({ type: 'filter.change', type_: filter.type, status: d.value === '' ? '' : Number(d.value) })}
          >
            <option value="">{m.allStates}</option>
            <option value="0">空闲 / 已停止</option>
            <option value="1">待推流 / 拉流中</option>
            <option value="2">直播中</option>
          </Select>
        </div>
      }
      table={{
        ariaLabel: m.title, size: 'small', columns, rows: snap.matches({ list: 'empty' }) ? [] : channels, rowKey: (c) => c.passagewayId,
        loading: snap.matches({ list: 'loading' }) || snap.matches({ list: 'waiting' }), emptyText: m.empty, rowProps: () => ({ 'data-testid': 'channel-row' }),
        pager: machinePager({ total, pageIndex: filter.pageIndex, pageSize: filter.pageSize }, actor.send),
        problem: { failed: snap.matches({ list: 'failed' }), error: error ?? '', onRetry: () => actor.send({ type: 'list.reload' }) },
      }}
    >
      <ChannelDialog
        open={!snap.matches({ editor: 'closed' })}
        editing={!!editing}
        values={values}
        attempted={attempted}
        saving={snap.matches({ editor: 'saving' })}
        serverError={serverError}
        onField={(name, value) => actor.send({ type: 'field.change', name, value })}
        onSave={() => actor.send({ type: 'editor.save' })}
        onCancel={() => actor.send({ type: 'editor.cancel' })}
      />
      <ConfirmDialog
        open={!snap.matches({ remover: 'idle' })}
        title={m.delete}
        text={m.deleteConfirm(removing?.livePwName ?? '')}
        busy={snap.matches({ remover: 'deleting' })}
        surfaceStyle={{ maxWidth: '420px' }}
        onCancel={() => actor.send({ type: 'remove.cancel' })}
        onConfirm={() => actor.send({ type: 'remove.confirm' })}
      />
    </ListScreen>
  );
}
