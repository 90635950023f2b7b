// 开奖 (/goLotteryDraw, component 'activities/draw') and 大屏开奖 (/goLotteryDraw2, component
// 'activities/draw-screen', `screen`): choose an activity (?id=) and a prize, confirm, and the
// server draws; the winners and the draw's record (seed, commitment, participant hash) show.
import { Button, Field, Select, Spinner, SpinButton, Text } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ACTIVITY_LIMITS as L, ACTIVITY_MENUS as M } from '../../../shared/activities.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { EmptyState, LoadFailedBar } from '../../ui/paged-table.js';
import { useActivityStyles } from './activity-styles.js';
import { DrawRecordCard } from './draw-record.js';
import { ActivityPicker } from './activity-picker.js';
import { activityText as t } from './messages.js';
import { PageHeader } from '../../ui/page-header.js';
import { AlertText } from '../../ui/alert-text.js';

export function DrawScreen({ screen }: { screen: boolean }) {
  const styles = useActivityStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const actor = useActorRef(useLogic('lotteryDraw'), { input: { activityId: Number(params.get('id')) || 0 }, inspect: useInspect() });
  const snap = useSelector(actor, (s) => s);
  const { activities, activity, prizeId, count, last, error } = snap.context;
  const path = screen ? M.drawScreen.path : M.draw.path;
  if (snap.matches('loading') && !activity && !activities.length) return <Spinner label={t.loading} />;
  if (snap.matches('failed')) return <LoadFailedBar text={error || t.loadFailed} retryLabel={t.retry} onRetry={() => actor.send({ type: 'retry' })} />;
  const prize = activity?.prizes.find((p) => p.id === prizeId);
  const busy = !snap.matches('ready');
  const controls = (
    <div className={styles.filters}>
      <ActivityPicker activities={activities} activityId={activity?.id ?? 0} disabled={busy} path={path} onPick={(activityId) => actor.send({ type: 'activity.pick', activityId })} />
      {activity ? (
        <>
          <Field label={t.pickPrize}>
            <Select value={String(prizeId || '')} disabled={busy} onChange={(_, d) => actor.send({ type: 'prize.pick', prizeId: Number(d.value) })}>
              <option value="">{t.pickPrize}</option>
              {activity.prizes.map((p) => (
                <option key={p.id} value={p.id}>
                  {`${p.name}（${t.remaining(p.remaining, p.stock)}）`}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t.count}>
            <SpinButton value={count} min={1} max={L.drawMax} disabled={busy} onChange={(_, d) => actor.send({ type: 'count.change', count: Number(d.value ?? d.displayValue ?? count) })} />
          </Field>
          <Button appearance="primary" size="large" disabled={busy || !snap.can({ type: 'draw.request' })} onClick={() => actor.send({ type: 'draw.request' })}>
            {snap.matches('drawing') ? t.drawing : t.start}
          </Button>
        </>
      ) : null}
    </div>
  );
  const winners = last ? (
    <div className={screen ? styles.stageWinners : styles.winners} data-testid="draw-winners" aria-live="polite">
      {last.result.map((code) => {
        const who = activity?.participants.find((p) => p.code === code);
        return (
          <span key={code} className={screen ? undefined : styles.winner} data-testid="draw-winner">
            {who?.name ? `${who.name}（${code}）` : code}
          </span>
        );
      })}
    </div>
  ) : null;
  return (
    <div className={styles.page}>
      <PageHeader title={screen ? t.drawScreen : t.drawTitle}>
        {activity ? (
          <div className={styles.row}>
            <Button onClick={() => navigate(`${screen ? M.draw.path : M.drawScreen.path}?id=${activity.id}`)}>{screen ? t.drawTitle : t.drawScreen}</Button>
            <Button onClick={() => navigate(`${M.winners.path}?id=${activity.id}`)}>{t.winningList}</Button>
          </div>
        ) : null}
      </PageHeader>
      {controls}
      {activity ? <Text className={styles.muted}>{t.pool(activity.participantCount - activity.winnerCount)}</Text> : null}
      <AlertText text={error} className={styles.error} />
      {!activities.length ? <EmptyState text={t.noActivity} /> : !activity ? <EmptyState text={t.pickFirst} /> : null}
      {activity && screen ? (
        <section className={styles.stage} aria-label={t.drawScreen}>
          <div className={styles.stageTitle}>{activity.name}</div>
          <div className={styles.stageName}>{snap.matches('drawing') ? t.drawing : (prize?.name ?? '')}</div>
          {winners}
        </section>
      ) : null}
      {activity && !screen && last ? (
        <section className={styles.card} aria-label={t.result}>
          <Text weight="semibold">{`${t.result}：${last.prizeName}`}</Text>
          {winners}
        </section>
      ) : null}
      {last ? <DrawRecordCard record={last} /> : null}
      <ConfirmDialog
        alert
        open={snap.matches('confirming')}
        title={t.confirmTitle}
        text={t.confirmDraw(prize?.name ?? '', count)}
        onConfirm={() => actor.send({ type: 'draw.confirm' })}
        onCancel={() => actor.send({ type: 'draw.cancel' })}
      />
    </div>
  );
}

export default function DrawPage() {
  return <DrawScreen screen={false} />;
}

export function DrawScreenPage() {
  return <DrawScreen screen />;
}
