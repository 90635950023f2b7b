// The live figures of the tenant (statechart liveFigures: reloads every 10 seconds), as tiles.
import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { Statistics } from '../../../shared/shop.js';
import { formatDateTime } from '../../ui/format-time.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { t, yuan } from './messages.js';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: '12px' },
  tile: { borderRadius: '8px', padding: '14px 16px', display: 'flex', flexDirection: 'column', gap: '6px' },
  light: { backgroundColor: tokens.colorNeutralBackground2 },
  dark: { backgroundColor: 'rgba(58, 131, 255, 0.16)', border: '1px solid rgba(58, 131, 255, 0.55)', color: '#e8f0ff' },
  value: { fontSize: '28px', fontWeight: 600, lineHeight: '36px' },
  at: { opacity: 0.8 },
});

/** The figures as label → text, in a fixed order: the counters, then review and money. */
export function figureEntries(s: Statistics): [string, string][] {
  return [
    ...Object.entries(s.counters).map(([k, v]) => [k, String(v)] as [string, string]),
    [t.approveCount, String(s.approveCount)],
    [t.orderAmount, yuan(s.orderAmount)],
    [t.paidAmount, yuan(s.paidAmount)],
  ];
}

export function useLiveFigures() {
  const actor = useActorRef(useLogic('liveFigures'), { inspect: useInspect() });
  return useSelector(actor, (s) => ({ stats: s.context.stats, error: s.context.error, loading: s.matches('loading') }));
}

export function FigureTiles({ stats, dark = false }: { stats: Statistics | null; dark?: boolean }) {
  const styles = useStyles();
  if (!stats) return <Spinner label={t.loading} />;
  return (
    <>
      <div className={styles.grid} role="list" aria-label="实时数据">
        {figureEntries(stats).map(([label, value]) => (
          <div key={label} role="listitem" className={`${styles.tile} ${dark ? styles.dark : styles.light}`} data-testid="figure" data-label={label}>
            <Text>{label}</Text>
            <span className={styles.value} data-testid="figure-value">
              {value}
            </span>
          </div>
        ))}
      </div>
      <Text className={styles.at} size={200}>
        {t.refreshedAt(formatDateTime(stats.at))}
      </Text>
    </>
  );
}
