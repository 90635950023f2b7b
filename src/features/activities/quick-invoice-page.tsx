// 快速创建发票抽奖 (/addOrEditlist, component 'activities/quick-invoice'): a name, the prizes and
// the invoice numbers, nothing else.
import { ActivityForm } from './activity-form.js';
import { activityText as t } from './messages.js';

export default function QuickInvoicePage() {
  return <ActivityForm id={0} kind="invoice" title={t.quickTitle} quick />;
}
