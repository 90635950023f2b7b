// 节目单模板 (from the programme editor and the week view): save the editor's day as a template
// (工作日模板, 周末模板, 春节特别编排), the channel's templates (choose one to apply, delete), and
// apply the chosen one to a date range on chosen weekdays: 预览 shows each target day now → after
// (dates as 11月29日), 确认应用 writes them all in one transaction. All behaviour lives in the
// scheduleTemplates statechart.
import {
  Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, makeStyles, Radio, RadioGroup, Spinner,
  Text, tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { matchingDays, monthDay, TEMPLATE_LIMITS, WEEKDAY_PRESETS, type IsoWeekday } from '../../../shared/schedule-templates.js';
import { addDays, daysBetween } from '../../../shared/time.js';
import { hms } from '../../machines/schedule-time.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { AlertText } from '../../ui/alert-text.js';
import { commonMessages } from '../../ui/messages.js';
import { DayPicker } from './day-picker.js';
import { DayPreviewTable, PreviewActions } from './day-preview-table.js';
import { scheduleText as t } from './messages.js';

const useStyles = makeStyles({
  surface: { maxWidth: '760px' },
  body: { display: 'flex', flexDirection: 'column', gap: '14px', minWidth: '560px' },
  section: { display: 'flex', flexDirection: 'column', gap: '8px', paddingBottom: '10px', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  row: { display: 'flex', gap: '8px', alignItems: 'center', flexWrap: 'wrap' },
  list: { display: 'flex', flexDirection: 'column', gap: '2px', maxHeight: '180px', overflowY: 'auto' },
  item: { display: 'flex', alignItems: 'center', gap: '8px' },
  muted: { color: tokens.colorNeutralForeground3 },
  preset: { alignSelf: 'flex-end' },
  error: { color: tokens.colorPaletteRedForeground1 },
  applied: { color: tokens.colorPaletteGreenForeground1 },
});

/** 周一 … 周日 as ISO weekdays 1 … 7. */
const WEEKDAY_LABELS: [IsoWeekday, string][] = [1, 2, 3, 4, 5, 6, 7].map((w) => [w as IsoWeekday, t.weekdays[w % 7]!]);

export function TemplateDialog(props: {
  liveTvId: number;
  today: string;
  /** The editor's day (may be saved as a template); null in the week view. */
  fromDay: string | null;
  /** The apply range the form starts with. */
  range: { from: string; to: string };
  marked: ReadonlySet<string>;
  /** After each apply, with the days written. */
  onApplied: (days: string[]) => void;
  onClose: () => void;
}) {
  const { liveTvId, today, fromDay, range, marked, onApplied, onClose } = props;
  const styles = useStyles();
  const actor = useActorRef(useLogic('scheduleTemplates'), { input: { liveTvId, today, fromDay, fromDate: range.from, toDate: range.to }, inspect: useInspect() });
  const c = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.matches('loading') || s.matches('saving') || s.matches('deleting'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const reviewing = useSelector(actor, (s) => s.matches('reviewing') || s.matches('applying'));
  const busy = useSelector(actor, (s) => s.matches('previewing') || s.matches('applying'));
  const canEdit = useSelector(actor, (s) => s.matches('ready'));
  const chosen = c.templates.find((x) => x.id === c.chosen);

  // the page reloads what an apply changed
  useEffect(() => actor.on('template.applied', (e) => onApplied(e.days)).unsubscribe, [actor, onApplied]);

  const weekdaysOn = new Set(c.weekdays);
  // how many days the chosen range and weekdays name (only for a range the server would take)
  const count =
    c.fromDate && c.toDate && c.fromDate <= c.toDate && daysBetween(c.fromDate, c.toDate) < TEMPLATE_LIMITS.maxDays ? matchingDays(c.fromDate, c.toDate, c.weekdays).length : null;
  const toggle = (w: IsoWeekday, on: boolean) => actor.send({ type: 'apply.weekdays', days: on ? [...c.weekdays, w] : c.weekdays.filter((x) => x !== w) });

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface data-testid="template-dialog" className={styles.surface}>
        <DialogBody>
          <DialogTitle>{reviewing && chosen && c.preview ? t.applyPreviewTitle(chosen.name, c.preview.length) : t.templatesTitle}</DialogTitle>
          <DialogContent className={styles.body}>
            {reviewing && c.preview ? (
              <DayPreviewTable days={c.preview} label={t.applyPreviewTitle(chosen?.name ?? '', c.preview.length)} />
            ) : (
              <>
                {fromDay ? (
                  <section className={styles.section} aria-label={t.saveAsTemplate}>
                    <Text weight="semibold">{t.saveAsTemplate}</Text>
                    <Field label={t.templateName} hint={t.templateNameHint(monthDay(fromDay))}>
                      <div className={styles.row}>
                        <Input
                          aria-label={t.templateName}
                          value={c.name}
                          maxLength={64}
                          onChange={(_, d) => actor.send({ type: 'template.name', name: d.value })}
                          onKeyDown={(e) => e.key === 'Enter' && actor.send({ type: 'template.save' })}
                        />
                        {t.nameSuggestions.map((n) => (
                          <Button key={n} size="small" appearance="subtle" onClick={() => actor.send({ type: 'template.name', name: n })}>
                            {n}
                          </Button>
                        ))}
                        <Button appearance="primary" disabled={!canEdit} onClick={() => actor.send({ type: 'template.save' })}>
                          {t.templateSave}
                        </Button>
                      </div>
                    </Field>
                  </section>
                ) : null}
                <section className={styles.section} aria-label={t.templateList}>
                  <div className={styles.row}>
                    <Text weight="semibold">{t.templateList}</Text>
                    {loading ? <Spinner size="extra-tiny" aria-label={commonMessages.loading} /> : null}
                    {failed ? <Button size="small" onClick={() => actor.send({ type: 'templates.reload' })}>{t.retry}</Button> : null}
                  </div>
                  {c.templates.length ? (
                    <RadioGroup
                      className={styles.list}
                      aria-label={t.templateList}
                      value={c.chosen === null ? '' : String(c.chosen)}
                      onChange={(_, d) => actor.send({ type: 'apply.choose', id: Number(d.value) })}
                    >
                      {c.templates.map((x) => (
                        <div key={x.id} className={styles.item} data-testid="template-item">
                          <Radio value={String(x.id)} label={x.name} aria-label={t.templateChoose(x.name)} disabled={!canEdit} />
                          <Text className={styles.muted}>
                            {t.templateFrom(monthDay(x.fromDay))} · {t.templateSummary(x.total, hms(x.seconds))}
                          </Text>
                          <Button
                            size="small"
                            appearance="subtle"
                            icon={<DeleteRegular />}
                            aria-label={t.templateDelete(x.name)}
                            disabled={!canEdit}
                            onClick={() => actor.send({ type: 'template.delete', id: x.id })}
                          />
                        </div>
                      ))}
                    </RadioGroup>
                  ) : (
                    <Text className={styles.muted}>{t.templateEmpty}</Text>
                  )}
                </section>
                <section className={styles.section} aria-label={t.applyTitle}>
                  <Text weight="semibold">{t.applyTitle}</Text>
                  <div className={styles.row}>
                    <Field label={t.applyFrom}>
                      <DayPicker label={t.applyFrom} value={c.fromDate} today={today} marked={marked} onSelect={(d) => actor.send({ type: 'apply.from', day: d })} />
                    </Field>
                    <Field label={t.applyTo}>
                      <DayPicker label={t.applyTo} value={c.toDate} today={today} marked={marked} onSelect={(d) => actor.send({ type: 'apply.to', day: d })} />
                    </Field>
                    {t.rangePresets.map((p) => (
                      <Button
                        key={p.label}
                        size="small"
                        className={styles.preset}
                        disabled={!c.fromDate}
                        onClick={() => c.fromDate && actor.send({ type: 'apply.to', day: addDays(c.fromDate, p.days - 1) })}
                      >
                        {p.label}
                      </Button>
                    ))}
                  </div>
                  <Field label={t.applyWeekdays}>
                    <div className={styles.row}>
                      {WEEKDAY_LABELS.map(([w, label]) => (
                        <Checkbox key={w} label={label} checked={weekdaysOn.has(w)} onChange={(_, d) => toggle(w, d.checked === true)} />
                      ))}
                      {WEEKDAY_PRESETS.map((p) => (
                        <Button key={p.label} size="small" onClick={() => actor.send({ type: 'apply.weekdays', days: p.days })}>
                          {p.label}
                        </Button>
                      ))}
                    </div>
                  </Field>
                  {count !== null ? (
                    <Text className={styles.muted} data-testid="template-count">
                      {t.applyCount(count)}
                    </Text>
                  ) : null}
                </section>
                {c.applied.length ? (
                  <Text className={styles.applied} data-testid="template-applied">
                    {t.appliedTo(c.applied.map(monthDay).join('、'))}
                  </Text>
                ) : null}
              </>
            )}
            <AlertText text={c.error} className={styles.error} />
          </DialogContent>
          <DialogActions>
            {reviewing ? (
              <PreviewActions busy={busy} onBack={() => actor.send({ type: 'apply.back' })} onConfirm={() => actor.send({ type: 'apply.confirm' })} confirmLabel={t.applyConfirm} />
            ) : (
              <>
                <Button onClick={onClose}>{t.close}</Button>
                <Button appearance="primary" disabled={busy || !canEdit} onClick={() => actor.send({ type: 'apply.preview' })}>
                  {t.applyPreview}
                </Button>
              </>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
