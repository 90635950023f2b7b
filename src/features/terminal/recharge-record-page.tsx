// /rechargeRecord: the tenant's recharges, newest first, with their provider (沙箱 by default), as
// a list screen (ListScreen over the shared paged table).
import { Badge, Link } from '@fluentui/react-components';
import type { Recharge } from '../../../shared/shop.js';
import { formatDateTime } from '../../ui/format-time.js';
import { useLogic } from '../../ui/logic.js';
import type { PagedColumn } from '../../ui/paged-table.js';
import { ListScreen } from '../../ui/list-screen.js';
import { usePageFetch } from '../../ui/actor-hooks.js';
import { t, yuan } from './messages.js';

const columns: PagedColumn<Recharge>[] = [
  { key: 'tradeNo', title: t.tradeNo, render: (r) => <Link href={`/details/${r.id}`}>{r.tradeNo}</Link> },
  { key: 'amount', title: t.amount, render: (r) => yuan(r.amount) },
  {
    key: 'status',
    title: t.status,
    render: (r) => (
      <Badge appearance="tint" color={r.status === 1 ? 'success' : r.status === 0 ? 'warning' : 'informative'}>
        {r.statusName}
      </Badge>
    ),
  },
  { key: 'provider', title: t.provider, render: (r) => (r.provider === 'sandbox' ? `${t.sandbox}` : r.providerLabel) },
  { key: 'user', title: t.buyer, render: (r) => r.userName },
  { key: 'createdAt', title: t.createdAt, render: (r) => formatDateTime(r.createdAt) },
  { key: 'paidAt', title: t.paidAt, render: (r) => (r.paidAt ? formatDateTime(r.paidAt) : '—') },
];

export default function RechargeRecordPage() {
  const fetchPage = usePageFetch(useLogic('terminalPages').recharges, {});
  return (
    <ListScreen
      title={t.rechargeTitle}
      table={{ ariaLabel: t.rechargeTitle, rank: true, columns, rowKey: (r) => r.id, pageSize: 10, keepKey: 'list', fetchPage }}
    />
  );
}
