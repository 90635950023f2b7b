// 复制节目单: by day (one source date, several target dates) or by week (one source week, one
// target week, each named by its Monday). The copy statechart validates and calls the server.
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, makeStyles, Radio,
  RadioGroup, Tag, TagGroup, tokens,
} from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { addDays, dayOf } from '../../machines/schedule-days.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { scheduleText as t } from './messages.js';
import { AlertText } from '../../ui/alert-text.js';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: '14px', minWidth: '420px' },
  row: { display: 'flex', gap: '8px', alignItems: 'center' },
  error: { color: tokens.colorPaletteRedForeground1 },
  range: { color: tokens.colorNeutralForeground3 },
});


/** yyyyMMdd ↔ the value of <input type="date"> (yyyy-MM-dd). */
const toInput = (day: string | null) => (day ? `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}` : '');
const fromInput = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value.replace(/-/g, '') : null);

export function CopyDialog(props: { liveTvId: number; day: string; onClose: (copiedTo: string[]) => void }) {
  const { liveTvId, day, onClose } = props;
  const styles = useStyles();
  const actor = useActorRef(useLogic('copySchedule'), { input: { liveTvId, source: day, today: dayOf(new Date()) }, inspect: useInspect() });
  const { mode, source, targets, error } = useSelector(actor, (s) => s.context);
  const copying = useSelector(actor, (s) => s.matches('copying'));
  const done = useSelector(actor, (s) => s.status === 'done');
  const pending = useSelector(actor, (s) => s.context.pendingTarget);
  const canAdd = useSelector(actor, (s) => s.can({ type: 'copy.addPending' }));

  useEffect(() => {
    if (!done) return;
    const out = actor.getSnapshot().output;
    const copied = out?.copied ? out.targets.flatMap((d) => (mode === 'week' ? Array.from({ length: 7 }, (_, i) => addDays(d, i)) : [d])) : [];
    onClose(copied);
  }, [done, actor, mode, onClose]);

  const addTarget = () => actor.send({ type: 'copy.addPending' });

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && actor.send({ type: 'copy.close' })}>
      <DialogSurface data-testid="copy-dialog">
        <DialogBody>
          <DialogTitle>{t.copyTitle}</DialogTitle>
          <DialogContent className={styles.body}>
            <Field label={t.copyMode}>
              <RadioGroup layout="horizontal" value={mode ?? ''} onChange={(_, d) => actor.send({ type: 'copy.mode', mode: d.value as 'day' | 'week' })}>
                <Radio value="day" label={t.byDay} />
                <Radio value="week" label={t.byWeek} />
              </RadioGroup>
            </Field>
            {mode === 'week' ? (
              <>
                <Field label={t.copySourceWeek} hint={source ? t.weekRange(toInput(source), toInput(addDays(source, 6))) : undefined}>
                  <Input type="date" aria-label={t.copySourceWeek} value={toInput(source)} onChange={(_, d) => actor.send({ type: 'copy.source', day: fromInput(d.value) })} />
                </Field>
                <Field
                  label={t.copyTargetWeek}
                  hint={targets[0] ? t.weekRange(toInput(targets[0]), toInput(addDays(targets[0], 6))) : undefined}
                >
                  <Input
                    type="date"
                    aria-label={t.copyTargetWeek}
                    value={toInput(targets[0] ?? null)}
                    onChange={(_, d) => {
                      const v = fromInput(d.value);
                      actor.send({ type: 'copy.targets', days: v ? [v] : [] });
                    }}
                  />
                </Field>
              </>
            ) : (
              <>
                <Field label={t.copySource}>
                  <Input type="date" aria-label={t.copySource} value={toInput(source)} onChange={(_, d) => actor.send({ type: 'copy.source', day: fromInput(d.value) })} />
                </Field>
                <Field label={t.copyTarget}>
                  <div className={styles.row}>
                    <Input
                      type="date"
                      aria-label={t.copyTarget}
                      value={toInput(pending)}
                      onChange={(_, d) => actor.send({ type: 'copy.pending', day: fromInput(d.value) })}
                      onKeyDown={(e) => e.key === 'Enter' && addTarget()}
                    />
                    <Button onClick={addTarget} disabled={!canAdd}>
                      {t.addTarget}
                    </Button>
                  </div>
                </Field>
                {targets.length ? (
                  <TagGroup
                    aria-label={t.chosenTargets}
                    onDismiss={(_, d) => actor.send({ type: 'copy.targets', days: targets.filter((x) => x !== d.value) })}
                  >
                    {targets.map((d) => (
                      <Tag key={d} value={d} dismissible dismissIcon={{ 'aria-label': `移除 ${toInput(d)}` }}>
                        {toInput(d)}
                      </Tag>
                    ))}
                  </TagGroup>
                ) : null}
              </>
            )}
            <AlertText text={error} className={styles.error} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => actor.send({ type: 'copy.close' })}>{t.cancel}</Button>
            <Button appearance="primary" disabled={copying} onClick={() => actor.send({ type: 'copy.submit' })}>
              {t.copySubmit}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
