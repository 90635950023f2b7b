// One draw's record, as stored: enough for anyone to re-run the draw (docs/activities.md).
import { Text } from '@fluentui/react-components';
import type { DrawRecord } from '../../../shared/activities.js';
import { useActivityStyles } from './activity-styles.js';
import { activityText as t } from './messages.js';

export function DrawRecordCard({ record }: { record: DrawRecord }) {
  const styles = useActivityStyles();
  const row = (label: string, value: string, testId?: string) => (
    <div>
      <Text className={styles.muted}>{label}：</Text>
      <span className={styles.mono} data-testid={testId}>
        {value}
      </span>
    </div>
  );
  return (
    <section className={styles.card} aria-label={t.record} data-testid="draw-record">
      <Text weight="semibold">{`${t.record} #${record.seq} · ${record.prizeName} × ${record.count}`}</Text>
      {row(t.seed, record.seed, 'draw-seed')}
      {row(t.commitment, record.commitment)}
      {row(t.participantsHash, `${record.participantsHash}（${record.participantCount} 人）`)}
      {row(t.algorithm, record.algorithm)}
      {row(t.result, record.result.join('、'), 'draw-result')}
      {row(t.drawnBy, `${record.drawnBy} · ${new Date(record.drawnAt).toLocaleString('zh-CN')}`)}
    </section>
  );
}
