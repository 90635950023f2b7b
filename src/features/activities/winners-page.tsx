// 中奖名单 (/winningList, component 'activities/winners'): the winners of an activity (?id=) as a
// list screen (the whole list, no pager; 加载失败 with 重试, or a refused check or export, on its
// problem line), under it the activity's draw records each re-checkable by the server; the CSV
// export in the header.
import { Badge, Button, Text } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ACTIVITY_MENUS as M, type Winner } from '../../../shared/activities.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { EmptyState, type PagedColumn } from '../../ui/paged-table.js';
import { ListScreen } from '../../ui/list-screen.js';
import { useActivityStyles } from './activity-styles.js';
import { DrawRecordCard } from './draw-record.js';
import { ActivityPicker } from './activity-picker.js';
import { activityText as t } from './messages.js';

export default function WinnersPage() {
  const styles = useActivityStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const actor = useActorRef(useLogic('winningList'), { input: { activityId: Number(params.get('id')) || 0 }, inspect: useInspect() });
  const snap = useSelector(actor, (s) => s);
  const { activityId, activities, winners, draws, checks, checkingId, error } = snap.context;
  const busy = !snap.matches('ready');
  const columns: PagedColumn<Winner>[] = [
    { key: 'prize', title: t.prize, render: (w) => w.prizeName },
    { key: 'code', title: t.code, render: (w) => w.code },
    { key: 'name', title: t.personName, render: (w) => w.name || '—' },
    { key: 'draw', title: t.drawRecords, render: (w) => `#${draws.find((d) => d.id === w.drawId)?.seq ?? ''}` },
    { key: 'at', title: t.drawnAt, render: (w) => new Date(w.drawnAt).toLocaleString('zh-CN') },
  ];
  return (
    <ListScreen
      title={t.winnersTitle}
      actions={
        <div className={styles.row}>
          {activityId ? <Button onClick={() => navigate(`${M.draw.path}?id=${activityId}`)}>{t.draw}</Button> : null}
          <Button icon={<ArrowDownloadRegular />} disabled={busy || !winners.length} onClick={() => actor.send({ type: 'export.request' })}>
            {snap.matches('exporting') ? t.exporting : t.exportCsv}
          </Button>
        </div>
      }
      filters={
        <div className={styles.filters}>
          <ActivityPicker activities={activities} activityId={activityId} disabled={busy} path={M.winners.path} onPick={(id) => actor.send({ type: 'activity.pick', activityId: id })} />
        </div>
      }
      table={{
        ariaLabel: t.winnersTitle, columns, rows: winners, rowKey: (w) => w.id, rank: true, loading: snap.matches('loading'),
        emptyText: activityId ? t.noWinners : activities.length ? t.pickFirst : t.noActivity,
        rowProps: (w) => ({ 'data-testid': 'winner-row', 'data-code': w.code }),
        problem: { failed: snap.matches('failed'), error, onRetry: () => actor.send({ type: 'list.reload' }) },
      }}
    >
      {activityId ? (
        <>
          <Text as="h3" size={400} weight="semibold">
            {t.drawRecords}
          </Text>
          {!draws.length ? <EmptyState text={t.noDraws} testId="draws-empty" /> : null}
          {draws.map((d) => {
            const check = checks[d.id];
            return (
              <div key={d.id} className={styles.form}>
                <DrawRecordCard record={d} />
                <div className={styles.row}>
                  <Button size="small" disabled={busy} onClick={() => actor.send({ type: 'draw.verify', drawId: d.id })}>
                    {checkingId === d.id ? t.verifying : `${t.verify} #${d.seq}`}
                  </Button>
                  {check ? (
                    <Badge appearance="tint" color={check.ok ? 'success' : 'danger'} data-testid="verify-result">
                      {check.ok ? t.verified : t.verifyFailed}
                    </Badge>
                  ) : null}
                </div>
              </div>
            );
          })}
        </>
      ) : null}
    </ListScreen>
  );
}
