// Publish statistics (spec §3): today's and yesterday's releases by kind.
import { Card, makeStyles, Skeleton, SkeletonItem, Text, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { TypeCounts } from '../../../shared/content.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { contentMessages as m } from './messages.js';

const useStyles = makeStyles({
  row: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(260px, 1fr))', gap: '12px', '@media (max-width: 700px)': { gridTemplateColumns: '1fr' } },
  card: { padding: '12px 16px' },
  nums: { display: 'flex', gap: '18px', flexWrap: 'wrap', marginTop: '6px' },
  num: { display: 'flex', flexDirection: 'column' },
  value: { fontSize: '22px', fontWeight: 600, color: tokens.colorBrandForeground1 },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

function Day({ title, counts }: { title: string; counts: TypeCounts }) {
  const styles = useStyles();
  return (
    <Card className={styles.card} aria-label={`${m.stats} ${title}`}>
      <Text weight="semibold">
        {title}（{m.statTotal} {counts.total}）
      </Text>
      <div className={styles.nums}>
        {m.statKinds.map(([key, label]) => (
          <div key={key} className={styles.num}>
            <span className={styles.value}>{counts[key]}</span>
            <span className={styles.label}>{label}</span>
          </div>
        ))}
      </div>
    </Card>
  );
}

export function PublishStats() {
  const styles = useStyles();
  const actor = useActorRef(useLogic('publishStats'), { inspect: useInspect() });
  const stats = useSelector(actor, (s) => s.context.data);
  const error = useSelector(actor, (s) => s.context.error);
  if (!stats)
    return error ? (
      <Text>
        {m.stats}：{error}
      </Text>
    ) : (
      <Skeleton className={styles.row}>
        <SkeletonItem style={{ height: 84 }} />
        <SkeletonItem style={{ height: 84 }} />
      </Skeleton>
    );
  return (
    <section className={styles.row} aria-label={m.stats}>
      <Day title={m.today} counts={stats.today} />
      <Day title={m.yesterday} counts={stats.yesterday} />
    </section>
  );
}
