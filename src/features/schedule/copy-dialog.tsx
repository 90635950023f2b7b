// 复制节目单: by day (one source date, several targets) or by week (one source week, one target
// week, each named by its Monday), with the page's date pickers (days holding a list marked).
// 复制 first shows the preview (each target day now → after, dates as 11月29日); 确认复制 copies.
// The copy statechart validates, previews and calls the server.
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, makeStyles, Radio, RadioGroup, Tag, TagGroup, tokens,
} from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { monthDay } from '../../../shared/schedule-templates.js';
import { addDays, dayOf } from '../../machines/schedule-days.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { AlertText } from '../../ui/alert-text.js';
import { DayPicker } from './day-picker.js';
import { DayPreviewTable, PreviewActions } from './day-preview-table.js';
import { scheduleText as t } from './messages.js';

const useStyles = makeStyles({
  surface: { maxWidth: '760px' },
  body: { display: 'flex', flexDirection: 'column', gap: '14px', minWidth: '460px' },
  row: { display: 'flex', gap: '8px', alignItems: 'center' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export function CopyDialog(props: { liveTvId: number; day: string; marked: ReadonlySet<string>; onClose: (copiedTo: string[]) => void }) {
  const { liveTvId, day, marked, onClose } = props;
  const styles = useStyles();
  const today = dayOf(new Date());
  const actor = useActorRef(useLogic('copySchedule'), { input: { liveTvId, source: day, today }, inspect: useInspect() });
  const { mode, source, targets, error, preview } = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.matches('copying') || s.matches('previewing'));
  const reviewing = useSelector(actor, (s) => s.matches('reviewing') || s.matches('copying'));
  const done = useSelector(actor, (s) => s.status === 'done');
  const pending = useSelector(actor, (s) => s.context.pendingTarget);
  const canAdd = useSelector(actor, (s) => s.can({ type: 'copy.addPending' }));

  useEffect(() => {
    if (!done) return;
    onClose(actor.getSnapshot().output?.days ?? []);
  }, [done, actor, onClose]);

  const addTarget = () => actor.send({ type: 'copy.addPending' });
  const weekHint = (monday: string | null | undefined) => (monday ? t.weekRange(monthDay(monday), monthDay(addDays(monday, 6))) : undefined);

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && actor.send({ type: 'copy.close' })}>
      <DialogSurface data-testid="copy-dialog" className={styles.surface}>
        <DialogBody>
          <DialogTitle>{reviewing ? t.copyPreviewTitle : t.copyTitle}</DialogTitle>
          <DialogContent className={styles.body}>
            {reviewing && preview ? (
              <DayPreviewTable days={preview} label={t.copyPreviewTitle} />
            ) : (
              <>
                <Field label={t.copyMode}>
                  <RadioGroup layout="horizontal" value={mode ?? ''} onChange={(_, d) => actor.send({ type: 'copy.mode', mode: d.value as 'day' | 'week' })}>
                    <Radio value="day" label={t.byDay} />
                    <Radio value="week" label={t.byWeek} />
                  </RadioGroup>
                </Field>
                {mode === 'week' ? (
                  <>
                    <Field label={t.copySourceWeek} hint={weekHint(source)}>
                      <DayPicker label={t.copySourceWeek} value={source} today={today} marked={marked} onSelect={(d) => actor.send({ type: 'copy.source', day: d })} />
                    </Field>
                    <Field label={t.copyTargetWeek} hint={weekHint(targets[0])}>
                      <DayPicker
                        label={t.copyTargetWeek}
                        value={targets[0] ?? null}
                        today={today}
                        marked={marked}
                        onSelect={(d) => actor.send({ type: 'copy.targets', days: d ? [d] : [] })}
                      />
                    </Field>
                  </>
                ) : (
                  <>
                    <Field label={t.copySource}>
                      <DayPicker label={t.copySource} value={source} today={today} marked={marked} onSelect={(d) => actor.send({ type: 'copy.source', day: d })} />
                    </Field>
                    <Field label={t.copyTarget}>
                      <div className={styles.row}>
                        <DayPicker label={t.copyTarget} value={pending} today={today} marked={marked} onSelect={(d) => actor.send({ type: 'copy.pending', day: d })} />
                        <Button onClick={addTarget} disabled={!canAdd}>
                          {t.addTarget}
                        </Button>
                      </div>
                    </Field>
                    {targets.length ? (
                      <TagGroup aria-label={t.chosenTargets} onDismiss={(_, d) => actor.send({ type: 'copy.targets', days: targets.filter((x) => x !== d.value) })}>
                        {targets.map((d) => (
                          <Tag key={d} value={d} dismissible dismissIcon={{ 'aria-label': `移除 ${monthDay(d)}` }}>
                            {monthDay(d)}
                          </Tag>
                        ))}
                      </TagGroup>
                    ) : null}
                  </>
                )}
              </>
            )}
            <AlertText text={error} className={styles.error} />
          </DialogContent>
          <DialogActions>
            {reviewing ? (
              <PreviewActions busy={busy} onBack={() => actor.send({ type: 'copy.back' })} onConfirm={() => actor.send({ type: 'copy.confirm' })} confirmLabel={t.copyConfirm} />
            ) : (
              <>
                <Button onClick={() => actor.send({ type: 'copy.close' })}>{t.cancel}</Button>
                <Button appearance="primary" disabled={busy} onClick={() => actor.send({ type: 'copy.submit' })}>
                  {t.copySubmit}
                </Button>
              </>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
