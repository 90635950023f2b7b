// 操作日志 (/system/audit, component 'org/audit'): who changed which user, role, department,
// setting, when and from where; filtered by action and date range.
import { Dropdown, Field, Option } from '@fluentui/react-components';
import type { AuditAction, AuditEntry, AuditQuery } from '../../../shared/org.js';
import { formatDateTime } from '../../ui/format-time.js';
import { DateRangeFilter } from '../../ui/date-range-filter.js';
import { ALL_TIME, dateBounds, type DateRange } from '../../ui/date-shortcuts.js';
import { useLogic } from '../../ui/logic.js';
import type { PagedColumn } from '../../ui/paged-table.js';
import { ListScreen } from '../../ui/list-screen.js';
import { usePageFetch } from '../../ui/actor-hooks.js';
import { useKeptState } from '../../ui/kept-actor.js';
import { AUDIT_ACTIONS, orgText as t } from './messages.js';
import { useOrgStyles } from './org-styles.js';
import { OrgFilters } from './org-page.js';

const ACTIONS = Object.entries(AUDIT_ACTIONS) as [AuditAction, string][];

export default function AuditPage() {
  const styles = useOrgStyles();
  // the filter (chosen and applied) stays with the tab (ui/kept-actor.ts), as does the table's page
  const [action, setAction] = useKeptState<AuditAction | ''>('action', '');
  const [range, setRange] = useKeptState<DateRange>('range', ALL_TIME);
  const [filter, setFilter] = useKeptState<AuditQuery>('filter', {});
  const fetchPage = usePageFetch(useLogic('orgAuditPage'), filter);
  const columns: PagedColumn<AuditEntry>[] = [
    { key: 'at', title: t.auditAt, width: '170px', render: (r) => formatDateTime(r.at) },
    { key: 'actor', title: t.auditActor, render: (r) => r.actorName },
    { key: 'action', title: t.auditAction, render: (r) => r.actionName },
    { key: 'target', title: t.auditTarget, render: (r) => r.targetName },
    { key: 'detail', title: t.auditDetail, render: (r) => r.detail || '—' },
    { key: 'address', title: t.auditAddress, render: (r) => r.address },
  ];
  return (
    <ListScreen
      title={t.auditTitle}
      filters={
        <OrgFilters onSearch={() => setFilter({ ...(action ? { action } : {}), ...dateBounds(range) })}>
          <Field label={t.auditAction} className={styles.filter}>
            <Dropdown
              aria-label={t.auditAction}
              value={action ? AUDIT_ACTIONS[action] : t.all}
              selectedOptions={[action]}
              onOptionSelect={(_, d) => setAction((d.optionValue ?? '') as AuditAction | '')}
            >
              <Option value="">{t.all}</Option>
              {ACTIONS.map(([key, label]) => (
                <Option key={key} value={key}>
                  {label}
                </Option>
              ))}
            </Dropdown>
          </Field>
          <DateRangeFilter value={range} onChange={setRange} />
        </OrgFilters>
      }
      table={{ ariaLabel: t.auditTitle, columns, rowKey: (r) => r.id, pageSize: 20, keepKey: 'list', fetchPage, reloadKey: JSON.stringify(filter) }}
    />
  );
}
