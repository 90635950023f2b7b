// The cards of the terminal screens: how a one-shot load shows while loading or after a failure,
// a titled card, and a titled card of one loaded record's label/value facts.
import { Card, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { t } from './messages.js';

export const useCardStyles = makeStyles({
  card: { padding: '20px', display: 'flex', flexDirection: 'column', gap: '12px' },
  hint: { color: tokens.colorNeutralForeground3 },
});

export type Load<T> = { status: string; data: T | null; error: string | null };

export function LoadView<T>({ load, children }: { load: Load<T>; children: (data: T) => ReactNode }) {
  if (load.status === 'active') return <Spinner label={t.loading} />;
  if (load.status === 'error' || load.data === null) return <Text role="alert">{load.error ?? t.loadFailed}</Text>;
  return <>{children(load.data)}</>;
}

/** A card headed by its title (an h2 of size 600 unless told otherwise). */
export function TitledCard({ title, as = 'h2', size = 600, children }: { title: ReactNode; as?: 'h2' | 'h3'; size?: 500 | 600; children: ReactNode }) {
  const styles = useCardStyles();
  return (
    <Card className={styles.card}>
      <Text as={as} size={size} weight="semibold">
        {title}
      </Text>
      {children}
    </Card>
  );
}

/** One record as a card: its title, then a label and a value a row. */
export function FactsCard<T>({ title, load, facts }: { title: string; load: Load<T>; facts: (data: T) => readonly (readonly [string, ReactNode])[] }) {
  return (
    <TitledCard title={title}>
      <LoadView load={load}>
        {(data) => (
          <dl>
            {facts(data).map(([k, v]) => (
              <div key={k} style={{ display: 'flex', gap: 12, padding: '6px 0' }}>
                <dt style={{ width: 120, color: '#666' }}>{k}</dt>
                <dd style={{ margin: 0 }}>{v}</dd>
              </div>
            ))}
          </dl>
        )}
      </LoadView>
    </TitledCard>
  );
}
