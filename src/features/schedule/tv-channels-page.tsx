// 电视直播 (component key 'schedule/tv-channels') and, the same screen for the kind its path names
// ('schedule/live-channels'), 电台直播, 活动直播 and 虚拟直播 (shared/live-kinds.ts): the channels
// whose days are programmed, composed as one ListScreen. List, search on Enter, create, edit,
// delete after a confirmation; each row opens its programme list.
import { Button, makeStyles, Text } from '@fluentui/react-components';
import { CalendarEditRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { liveKindInfo, liveKindOfPath } from '../../../shared/live-kinds.js';
import type { TvChannel } from '../../../shared/schedule.js';
import type { TvChannelForm } from '../../machines/tv-channels.machine.js';
import { formatDateTime } from '../../ui/format-time.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { useKeptActor } from '../../ui/kept-actor.js';
import type { PagedColumn } from '../../ui/paged-table.js';
import { ListScreen, machinePager } from '../../ui/list-screen.js';
import { scheduleText as t } from './messages.js';
import { PROGRAM_EDIT_PATH } from './paths.js';
import { TvChannelDialog } from './tv-channel-dialog.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { AddButton, SearchInput } from '../../ui/list-screen-parts.js';
import { listPageStyles } from '../../ui/page-styles.js';

const useStyles = makeStyles({
  filters: { ...listPageStyles.filters, alignItems: 'center' },
  actions: { display: 'flex', gap: '4px', flexWrap: 'wrap' },
});

export default function TvChannelsPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const kind = liveKindInfo(liveKindOfPath(useLocation().pathname));
  const actor = useKeptActor(`list:${kind.kind}`, useLogic('tvChannels'), { input: { kind: kind.kind }, inspect: useInspect() });
  const { list, total, pageIndex, pageSize, draftKeyword, saved, error } = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => !s.matches('ready'));
  // which dialog is open is view state; what it does goes through the machine
  const [editing, setEditing] = useState<TvChannel | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TvChannel | null>(null);
  const loading = useSelector(actor, (s) => s.matches('loading') || s.matches('waiting') || s.matches('saving') || s.matches('deleting'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const columns: PagedColumn<TvChannel>[] = [
    { key: 'name', title: t.tvName, width: '24%', render: (tv) => tv.liveTvName },
    { key: 'desc', title: t.tvDesc, render: (tv) => tv.liveTvDesc },
    { key: 'created', title: t.tvCreated, width: '18%', render: (tv) => formatDateTime(tv.createTime) },
    {
      key: 'actions',
      title: t.tvActions,
      width: '280px',
      render: (tv) => (
        <div className={styles.actions}>
          <Button
            size="small"
            appearance="primary"
            icon={<CalendarEditRegular />}
            aria-label={`${t.tvProgram}：${tv.liveTvName}`}
            onClick={() => navigate(`${PROGRAM_EDIT_PATH}?liveTvId=${tv.liveTvId}`)}
          >
            {t.tvProgram}
          </Button>
          <Button size="small" icon={<EditRegular />} aria-label={`${t.tvEditAction}：${tv.liveTvName}`} onClick={() => setEditing(tv)}>
            {t.tvEditAction}
          </Button>
          <Button size="small" icon={<DeleteRegular />} aria-label={`${t.tvDelete}：${tv.liveTvName}`} onClick={() => setDeleting(tv)}>
            {t.tvDelete}
          </Button>
        </div>
      ),
    },
  ];

  const submit = (form: TvChannelForm) => {
    actor.send({ type: 'channel.save', liveTvId: editing && editing !== 'new' ? editing.liveTvId : null, form });
  };

  return (
    // the list names its kind for the end-to-end tests (data-kind)
    <section data-testid="tv-channels" data-kind={kind.kind}>
      <ListScreen
        title={kind.title}
        actions={<AddButton onClick={() => setEditing('new')}>{t.tvAdd}</AddButton>}
        filters={
          <div className={styles.filters}>
            <SearchInput label={t.tvSearch} value={draftKeyword} onText={(value) => actor.send({ type: 'keyword.change', value })} onEnter={() => actor.send({ type: 'search.submit' })} />
            <Text>{t.tvTotal(total)}</Text>
          </div>
        }
        table={{
          ariaLabel: kind.title, size: 'small', columns, rows: list, rowKey: (tv) => tv.liveTvId, loading, emptyText: t.tvEmpty(kind.noun),
          rowProps: (tv) => ({ 'data-testid': `tv-row-${tv.liveTvId}` }),
          pager: machinePager({ total, pageIndex, pageSize }, actor.send),
          problem: { failed, error: error ?? '', onRetry: () => actor.send({ type: 'list.reload' }) },
        }}
      >
        {editing ? (
          <TvChannelDialog
            key={editing === 'new' ? 'new' : editing.liveTvId}
            channel={editing === 'new' ? null : editing}
            saved={saved}
            busy={busy}
            onSubmit={submit}
            onClose={() => setEditing(null)}
          />
        ) : null}
        <ConfirmDialog
          title={t.tvDeleteTitle}
          text={deleting ? t.tvDeleteBody(deleting.liveTvName) : null}
          confirmLabel={t.confirm}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            if (deleting) actor.send({ type: 'channel.delete', liveTvId: deleting.liveTvId });
            setDeleting(null);
          }}
        />
      </ListScreen>
    </section>
  );
}
