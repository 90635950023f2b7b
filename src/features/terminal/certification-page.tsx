// /certificationDetails: the tenant as a certified payee, its payment provider and the paid totals.
import { Badge } from '@fluentui/react-components';
import { formatDateTime } from '../../ui/format-time.js';
import { useLogic } from '../../ui/logic.js';
import { useLoaded } from './hooks.js';
import { FactsCard } from './load-view.js';
import { t, yuan } from './messages.js';

export default function CertificationPage() {
  const load = useLoaded(useLogic('terminalLoads').certification, undefined);
  return (
    <FactsCard
      title={t.certTitle}
      load={load}
      facts={(c) => [
        [t.tenantName, c.tenantName],
        [t.domainName, c.domainName],
        [t.certStatus, <Badge key="s" color="success" appearance="tint">{c.status}</Badge>],
        [t.provider, <span key="p">{c.providerLabel} <Badge color="warning">{t.sandbox}</Badge></span>],
        [t.merchantNo, c.merchantNo],
        [t.certifiedAt, formatDateTime(c.certifiedAt)],
        [t.paidCount, c.paidCount],
        [t.paidAmount, yuan(c.paidAmount)],
      ]}
    />
  );
}
