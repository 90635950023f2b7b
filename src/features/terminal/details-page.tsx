// /details/{id}: one recharge (payment) with its status and provider.
import { Card, Text } from '@fluentui/react-components';
import { useParams } from 'react-router-dom';
import { formatDateTime } from '../../ui/format-time.js';
import { useLogic } from '../../ui/logic.js';
import { useLoaded } from './hooks.js';
import { FactsCard } from './load-view.js';
import { t, yuan } from './messages.js';
import { useCardStyles } from './load-view.js';

function Details({ id }: { id: number }) {
  const load = useLoaded(useLogic('terminalLoads').recharge, { id });
  return (
    <FactsCard
      title={t.detailsTitle}
      load={load}
      facts={(r) => [
        [t.tradeNo, r.tradeNo],
        [t.amount, yuan(r.amount)],
        [t.status, r.statusName],
        [t.provider, r.providerLabel],
        [t.buyer, r.userName],
        [t.createdAt, formatDateTime(r.createdAt)],
        [t.paidAt, r.paidAt ? formatDateTime(r.paidAt) : '—'],
      ]}
    />
  );
}

export default function DetailsPage() {
  const id = Number(useParams().id);
  const styles = useCardStyles();
  if (!Number.isInteger(id) || id < 1) {
    return (
      <Card className={styles.card}>
        <Text role="alert">{t.detailsMissing}</Text>
      </Card>
    );
  }
  return <Details key={id} id={id} />;
}
