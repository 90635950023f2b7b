// 直播通道 (component 'media/live-channels'): the channel list with state badges, search and
// filters, the create/edit dialog and the delete confirmation.
import {
  Badge, Button, Caption1, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, MessageBar, MessageBarActions,
  MessageBarBody, SearchBox, Select, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens, Tooltip,
} from '@fluentui/react-components';
import { AddRegular, CheckmarkCircleRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { passagewayStateName, PASSAGEWAY_TYPE_NAMES, type PassagewayItem } from '../../../shared/live-rules.js';
import { CHANNEL_PAGE_SIZE, liveChannelsMachine } from '../../machines/live-channels.machine.js';
import { createResourceMachine } from '../../machines/resource.machine.js';
import { getCreateMax } from '../../services/api/live-api.js';
import { toast } from '../../services/toast.js';
import { useInspect } from '../../ui/inspect-context.js';
import { channelMessages as m } from '../../ui/media-messages.js';
import { ChannelDialog } from './channel-dialog.js';
import { Pager } from './pager.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '12px' },
  toolbar: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' },
  address: { fontFamily: tokens.fontFamilyMonospace, fontSize: '12px', wordBreak: 'break-all' },
  empty: { padding: '64px 0', textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

const capacityMachine = createResourceMachine<{ max: number; used: number; remain: number }>('liveCapacity').provide({
  actors: { load: fromPromise(() => getCreateMax()) },
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
  const capacity = useActorRef(capacityMachine, { inspect });
  const actor = useActorRef(
    liveChannelsMachine.provide({
      actions: {
        notify: (_, p: { text: string }) => {
          toast.success(p.text);
          capacity.send({ type: 'resource.reload' });
        },
      },
    }),
    { inspect },
  );
  const snap = useSelector(actor, (x) => x);
  const cap = useSelector(capacity, (x) => x.context.data);
  const { channels, total, filter, values, attempted, serverError, editing, removing, error } = snap.context;

  return (
    <div className={s.page}>
      <div className={s.toolbar}>
        <Text size={500} weight="semibold">
          {m.title}
        </Text>
        {cap ? <Caption1 style={{ marginRight: 'auto' }}>{m.capacity(cap.used, cap.max)}</Caption1> : <span style={{ marginRight: 'auto' }} />}
        <SearchBox
          placeholder={m.search}
          aria-label={m.search}
          onKeyDown={(e) => e.key === 'Enter' && actor.send({ type: 'search.submit', keyword: (e.target as HTMLInputElement).value })}
          onChange={(_, d) => d.value === '' && filter.keyword && actor.send({ type: 'search.submit', keyword: '' })}
        />
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
        <Button appearance="primary" icon={<AddRegular />} disabled={!snap.can({ type: 'editor.new' }) || cap?.remain === 0} onClick={() => actor.send({ type: 'editor.new' })}>
          {m.add}
        </Button>
      </div>

      {snap.matches({ list: 'failed' }) ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {m.loadFailed}
            {error ? `：${error}` : ''}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => actor.send({ type: 'list.reload' })}>重新加载</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {snap.matches({ list: 'loading' }) && !channels.length ? <Spinner /> : null}
      {snap.matches({ list: 'empty' }) ? (
        <div className={s.empty} data-testid="channels-empty">
          {m.empty}
        </div>
      ) : null}
      {channels.length && !snap.matches({ list: 'empty' }) ? (
        <>
          <Table aria-label={m.title} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{m.name}</TableHeaderCell>
                <TableHeaderCell style={{ width: '80px' }}>{m.type}</TableHeaderCell>
                <TableHeaderCell style={{ width: '100px' }}>{m.state}</TableHeaderCell>
                <TableHeaderCell style={{ width: '70px' }}>{m.selectable}</TableHeaderCell>
                <TableHeaderCell style={{ width: '140px' }}>{m.server}</TableHeaderCell>
                <TableHeaderCell style={{ width: '70px' }}>{m.port}</TableHeaderCell>
                <TableHeaderCell>{m.playAddress}</TableHeaderCell>
                <TableHeaderCell>{m.pushAddress}</TableHeaderCell>
                <TableHeaderCell style={{ width: '150px' }}>{m.actions}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {channels.map((c) => (
                <TableRow key={c.passagewayId} data-testid="channel-row">
                  <TableCell>
                    <Text weight="semibold">{c.livePwName}</Text>
                    {c.equipment ? <Caption1 block>{c.equipment}</Caption1> : null}
                  </TableCell>
                  <TableCell>{PASSAGEWAY_TYPE_NAMES[c.passagewayType]}</TableCell>
                  <TableCell>
                    <StateBadge c={c} />
                  </TableCell>
                  <TableCell>{c.selectable ? <CheckmarkCircleRegular aria-label={m.selectable} style={{ color: tokens.colorPaletteGreenForeground1, fontSize: '18px' }} /> : '—'}</TableCell>
                  <TableCell>{c.serverName}</TableCell>
                  <TableCell>{c.port}</TableCell>
                  <TableCell>
                    <span className={s.address}>{c.liveRtmpPlayPath}</span>
                  </TableCell>
                  <TableCell>
                    <span className={s.address}>{c.livePushPath || '—'}</span>
                  </TableCell>
                  <TableCell>
                    <Tooltip content={m.editAction} relationship="description">
                      <Button size="small" appearance="subtle" icon={<EditRegular />} aria-label={`${m.editAction}：${c.livePwName}`} onClick={() => actor.send({ type: 'editor.edit', channel: c })}>
                        {m.editAction}
                      </Button>
                    </Tooltip>
                    <Button size="small" appearance="subtle" icon={<DeleteRegular />} aria-label={`${m.delete}：${c.livePwName}`} onClick={() => actor.send({ type: 'remove.request', channel: c })}>
                      {m.delete}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pager total={total} pageIndex={filter.pageIndex} pageSize={CHANNEL_PAGE_SIZE} onChange={(p) => actor.send({ type: 'page.change', pageIndex: p })} />
        </>
      ) : null}

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
      <Dialog open={!snap.matches({ remover: 'idle' })} onOpenChange={(_, d) => !d.open && actor.send({ type: 'remove.cancel' })}>
        <DialogSurface style={{ maxWidth: '420px' }}>
          <DialogBody>
            <DialogTitle>{m.delete}</DialogTitle>
            <DialogContent>{m.deleteConfirm(removing?.livePwName ?? '')}</DialogContent>
            <DialogActions>
              <Button onClick={() => actor.send({ type: 'remove.cancel' })} disabled={snap.matches({ remover: 'deleting' })}>
                {m.cancel}
              </Button>
              <Button appearance="primary" onClick={() => actor.send({ type: 'remove.confirm' })} disabled={snap.matches({ remover: 'deleting' })}>
                {m.confirm}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}
