// The gap validator's findings for the day being edited (shared/schedule-gaps.ts): each gap
// (before the first start, or in front of a pinned entry) and each overlap (an entry running
// into a pinned start), explained in Chinese, with the fix that makes the entry before the
// pinned one end at its start (stretch a gap, trim an overlap). Saving is refused while an
// overlap is left (the statechart says why).
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { scheduleMachine } from '../../machines/schedule.machine.js';
import { hms, issuesOf } from '../../machines/schedule-time.js';
import { scheduleText as t } from './messages.js';

/** Most findings listed (a day may hold many pinned entries). */
const SHOWN = 20;

const useStyles = makeStyles({
  box: {
    display: 'flex', flexDirection: 'column', gap: '4px', padding: '6px 10px', borderRadius: '6px', maxHeight: '132px', overflowY: 'auto',
    backgroundColor: tokens.colorNeutralBackground2, border: `1px solid ${tokens.colorNeutralStroke2}`, flexShrink: 0,
  },
  list: { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '2px' },
  item: { display: 'flex', alignItems: 'center', gap: '8px' },
  gap: { color: tokens.colorPaletteDarkOrangeForeground1 },
  overlap: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

export function DayIssues({ actor, readOnly, onFixEnd }: {
  actor: ActorRefFrom<typeof scheduleMachine>;
  readOnly: boolean;
  /** The entry at `index` ends at `end` (the fix). */
  onFixEnd: (index: number, end: number) => void;
}) {
  const styles = useStyles();
  // issuesOf is kept per list: the same array until the list changes
  const issues = useSelector(actor, (s) => issuesOf(s.context.list));
  if (!issues.length) return null;
  const overlaps = issues.filter((x) => x.kind === 'overlap').length;
  return (
    <section className={styles.box} aria-label={t.issuesTitle(issues.length - overlaps, overlaps)} data-testid="day-issues">
      <Text weight="semibold" size={200}>
        {t.issuesTitle(issues.length - overlaps, overlaps)}
      </Text>
      <ul className={styles.list}>
        {issues.slice(0, SHOWN).map((x) => {
          const at = x.kind === 'gap' ? x.to : x.from;
          return (
            <li key={`${x.kind}:${x.index}`} className={styles.item} data-testid={`issue-${x.kind}`}>
              <Text size={200} className={x.kind === 'overlap' ? styles.overlap : styles.gap}>
                {x.text}
              </Text>
              {x.index > 0 && !readOnly ? (
                <Button size="small" appearance="secondary" onClick={() => onFixEnd(x.index - 1, at)}>
                  {t.fixEnd(x.index, hms(at))}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {issues.length > SHOWN ? <Text size={200}>{t.issuesMore(issues.length - SHOWN)}</Text> : null}
    </section>
  );
}
