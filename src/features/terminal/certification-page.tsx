// /certificationDetails: the tenant as a certified payee, its payment provider and the paid totals.
import { Badge, Card, Text } from '@fluentui/react-components';
import { formatDateTime } from '../../ui/format-time.js';
import { useLogic } from '../../ui/logic.js';
import { useLoaded } from './hooks.js';
import { LoadView } from './load-view.js';
import { t, yuan } from './messages.js';
import { useCardStyles } from './terminal-list.js';

export default function CertificationPage() {
  const styles = useCardStyles();
  const load = useLoaded(useLogic('terminalLoads').certification, undefined);
  return (
    <Card className={styles.card}>
      <Text as="h2" size={600} weight="semibold">
        {t.certTitle}
      </Text>
      <LoadView load={load}>
        {(c) => (
          <dl>
            {(
              [
                [t.tenantName, c.tenantName],
                [t.domainName, c.domainName],
                [t.certStatus, <Badge key="s" color="success" appearance="tint">{c.status}</Badge>],
                [t.provider, <span key="p">{c.providerLabel} <Badge color="warning">{t.sandbox}</Badge></span>],
                [t.merchantNo, c.merchantNo],
                [t.certifiedAt, formatDateTime(c.certifiedAt)],
                [t.paidCount, c.paidCount],
                [t.paidAmount, yuan(c.paidAmount)],
              ] as const
            ).map(([k, v]) => (
              <div key={k} style={{ display: 'flex', gap: 12, padding: '6px 0' }}>
                <dt style={{ width: 120, color: '#666' }}>{k}</dt>
                <dd style={{ margin: 0 }}>{v}</dd>
              </div>
            ))}
          </dl>
        )}
      </LoadView>
    </Card>
  );
}
