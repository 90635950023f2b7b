// The public programme guide of a channel (live/program/page/notoken): shown by /liveView and
// /liveViewAudio when the address names `domainName` and `liveTvId`, with or without a
// passageway to play. Now playing, next, and the day's list; nothing here reads the session.
import { Badge, Button, makeStyles, mergeClasses, Spinner, Text, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { ProgrammeEntry } from '../../../shared/schedule.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { guideText as t } from './messages.js';

const useStyles = makeStyles({
  card: { backgroundColor: tokens.colorNeutralBackground1, borderRadius: '8px', padding: '16px', boxShadow: tokens.shadow4 },
  pair: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '12px', margin: '12px 0' },
  slot: { borderRadius: '8px', padding: '12px', backgroundColor: tokens.colorNeutralBackground3, display: 'flex', flexDirection: 'column', gap: '4px' },
  nowSlot: { backgroundColor: tokens.colorBrandBackground2 },
  list: { listStyle: 'none', margin: 0, padding: 0, maxHeight: '360px', overflowY: 'auto' },
  item: { display: 'flex', gap: '12px', padding: '6px 4px', borderBottom: `1px solid ${tokens.colorNeutralStroke3}` },
  current: { backgroundColor: tokens.colorBrandBackground2, fontWeight: tokens.fontWeightSemibold },
  time: { fontFamily: tokens.fontFamilyMonospace, color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
});

const kindOf = (e: ProgrammeEntry) => (e.liveProgramAddresstype === 2 ? t.live : t.video);
const same = (a: ProgrammeEntry | null, b: ProgrammeEntry) => !!a && a.livePlayDay === b.livePlayDay && a.startTime === b.startTime;

function Slot({ label, entry, now }: { label: string; entry: ProgrammeEntry | null; now?: boolean }) {
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.slot, now && styles.nowSlot)} data-testid={now ? 'guide-now' : 'guide-next'}>
      <Text size={200}>{label}</Text>
      <Text size={400} weight="semibold">
        {entry ? entry.liveProgramName : t.none}
      </Text>
      {entry ? (
        <Text size={200} className={styles.time}>
          {entry.startTime}–{entry.endTime} · {kindOf(entry)}
        </Text>
      ) : null}
    </div>
  );
}

export function ProgrammeGuidePanel({ domainName, liveTvId }: { domainName: string; liveTvId: number }) {
  const styles = useStyles();
  const actor = useActorRef(useLogic('programmeGuide'), { input: { domainName, liveTvId }, inspect: useInspect() });
  const guide = useSelector(actor, (s) => s.context.guide);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  if (failed) {
    return (
      <section className={styles.card} data-testid="programme-guide">
        <Text>{t.notFound}</Text> <Button onClick={() => actor.send({ type: 'guide.reload' })}>{t.retry}</Button>
      </section>
    );
  }
  if (!guide) return <Spinner label={t.loading} />;
  return (
    <section className={styles.card} data-testid="programme-guide" aria-label={`${guide.liveTvName}${t.title}`}>
      <Text as="h2" size={500} weight="semibold">
        {guide.liveTvName} · {t.title}
      </Text>
      <div className={styles.pair}>
        <Slot label={t.now} entry={guide.now} now />
        <Slot label={t.next} entry={guide.next} />
      </div>
      {guide.list.length === 0 ? (
        <Text>{t.empty}</Text>
      ) : (
        <ol className={styles.list} aria-label={t.title}>
          {guide.list.map((e) => (
            <li key={e.startTime} className={mergeClasses(styles.item, same(guide.now, e) && styles.current)} aria-current={same(guide.now, e) ? 'true' : undefined}>
              <span className={styles.time}>
                {e.startTime}–{e.endTime}
              </span>
              <span>{e.liveProgramName}</span>
              {e.liveProgramAddresstype === 2 ? (
                <Badge size="small" appearance="tint" color="danger">
                  {t.live}
                </Badge>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
