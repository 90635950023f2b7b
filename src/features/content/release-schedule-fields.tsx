// The schedule fields of the release dialog (the releaseSchedule chart): 立即发布 / 定时发布 with a
// day (Fluent date picker) and a time of day, and 定时下架 the same way. Days and times are
// Beijing time whatever the browser's zone (shared/time.ts); the chart checks them on confirm.
import { Checkbox, Field, Input, makeStyles, Radio, RadioGroup, Text, tokens } from '@fluentui/react-components';
import { DatePicker } from '@fluentui/react-datepicker-compat';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { shownProblem, type releaseScheduleMachine } from '../../machines/release-schedule.machine.js';
import { beijingDayOf, dashedDay, localDayOf } from '../../../shared/time.js';
import { MONDAY, ZH_DATE_PICKER_STRINGS } from '../../ui/zh-date-picker.js';
import { contentMessages as m } from './messages.js';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: '6px', marginTop: '8px', paddingTop: '8px', borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
  row: { display: 'flex', alignItems: 'flex-end', gap: '8px', flexWrap: 'wrap', paddingLeft: '28px' },
  day: { width: '150px' },
  time: { width: '120px' },
  hint: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

type ScheduleActor = ActorRefFrom<typeof releaseScheduleMachine>;

/** yyyyMMdd ↔ the picker's Date (a local midnight of that calendar day). */
const dateOf = (day: string) => (day ? new Date(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8))) : null);

/** 定时发布 or 定时下架 (`which`, named `what`): its day and time of day, shown while it is chosen. */
function WhenRow({ actor, which, what, minDay }: { actor: ScheduleActor; which: 'publish' | 'takeDown'; what: string; minDay: string }) {
  const styles = useStyles();
  const c = useSelector(actor, (s) => s.context);
  if (!c[`${which}On`]) return null;
  const day = c[`${which}Day`];
  const time = c[`${which}Time`];
  return (
    <div className={styles.row}>
      <Field label={m.scheduleDay(what)} size="small">
        <DatePicker
          className={styles.day}
          size="small"
          aria-label={m.scheduleDay(what)}
          value={dateOf(day)}
          minDate={dateOf(minDay) ?? undefined}
          firstDayOfWeek={MONDAY}
          strings={ZH_DATE_PICKER_STRINGS}
          formatDate={(d) => (d ? dashedDay(localDayOf(d)) : '')}
          onSelectDate={(d) => actor.send({ type: `${which}.day`, day: d ? localDayOf(d) : '' })}
        />
      </Field>
      <Field label={m.scheduleTime(what)} size="small">
        <Input className={styles.time} size="small" type="time" aria-label={m.scheduleTime(what)} value={time} onChange={(_, d) => actor.send({ type: `${which}.time`, time: d.value })} />
      </Field>
    </div>
  );
}

export function ReleaseScheduleFields({ actor }: { actor: ScheduleActor }) {
  const styles = useStyles();
  const c = useSelector(actor, (s) => s.context);
  const problem = shownProblem(c);
  const today = beijingDayOf(c.now);
  return (
    <section className={styles.box} aria-label={m.scheduleLegend}>
      <Text weight="semibold">
        {m.scheduleLegend} <span className={styles.hint}>（{m.beijingTime}）</span>
      </Text>
      <RadioGroup
        layout="horizontal"
        aria-label={m.scheduleLegend}
        value={c.publishOn ? 'at' : 'now'}
        onChange={(_, d) => actor.send({ type: d.value === 'at' ? 'publish.at' : 'publish.now' })}
      >
        <Radio value="now" label={m.publishNow} />
        <Radio value="at" label={m.publishAt} />
      </RadioGroup>
      <WhenRow actor={actor} which="publish" what={m.publishAt} minDay={today} />
      <Checkbox label={m.takeDownAt} checked={c.takeDownOn} onChange={(_, d) => actor.send({ type: d.checked ? 'takeDown.at' : 'takeDown.off' })} />
      <WhenRow actor={actor} which="takeDown" what={m.takeDownAt} minDay={today} />
      {problem ? (
        <Text role="alert" className={styles.error}>
          {problem}
        </Text>
      ) : null}
    </section>
  );
}
