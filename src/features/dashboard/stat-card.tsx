// One counter card of the dashboard (label, icon, value): the server's overview counters.
import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  card: { padding: '18px 20px', gap: '10px' },
  head: { display: 'flex', alignItems: 'center', gap: '10px', color: tokens.colorNeutralForeground3 },
  icon: {
    width: '36px',
    height: '36px',
    borderRadius: '10px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: '20px',
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorBrandBackground2,
  },
  value: { fontSize: '30px', lineHeight: '38px', fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
});

export function StatCard({ label, value, icon }: { label: string; value: number; icon: ReactNode }) {
  const styles = useStyles();
  return (
    <Card className={styles.card} data-testid="stat-card">
      <div className={styles.head}>
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
        <Text>{label}</Text>
      </div>
      <span className={styles.value}>{value.toLocaleString('zh-CN')}</span>
    </Card>
  );
}
