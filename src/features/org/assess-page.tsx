// 考核统计 (/system/assess, component 'org/assess'): per user or per department, how many
// content items were created, reviewed and released in a date range, from real data.
import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import type { AssessQuery, AssessRow } from '../../../shared/org.js';
import { DateRangeFilter } from '../../ui/date-range-filter.js';
import { ALL_TIME, dateBounds, type DateRange } from '../../ui/date-shortcuts.js';
import { useLogic } from '../../ui/logic.js';
import type { PagedColumn } from '../../ui/paged-table.js';
import { ListScreen } from '../../ui/list-screen.js';
import { usePageFetch } from '../../ui/actor-hooks.js';
import { useKeptState } from '../../ui/kept-actor.js';
import { orgText as t } from './messages.js';
import { OrgFilters } from './org-page.js';

export default function AssessPage() {
  // the filter (chosen and applied) stays with the tab (ui/kept-actor.ts), as does the table's page
  const [groupBy, setGroupBy] = useKeptState<'user' | 'department'>('groupBy', 'user');
  const [range, setRange] = useKeptState<DateRange>('range', ALL_TIME);
  const [filter, setFilter] = useKeptState<AssessQuery>('filter', { groupBy: 'user' });
  const fetchPage = usePageFetch(useLogic('orgAssessPage'), filter);
  const byUser = filter.groupBy !== 'department';
  const columns: PagedColumn<AssessRow>[] = [
    ...(byUser ? [{ key: 'user', title: t.userName, render: (r: AssessRow) => r.userName }] : []),
    { key: 'department', title: t.department, render: (r) => r.organizationName || '—' },
    { key: 'created', title: t.assessCreated, render: (r) => r.created },
    { key: 'reviewed', title: t.assessReviewed, render: (r) => r.reviewed },
    { key: 'released', title: t.assessReleased, render: (r) => r.released },
  ];
  return (
    <ListScreen
      title={t.assessTitle}
      filters={
        <OrgFilters onSearch={() => setFilter({ groupBy, ...dateBounds(range) })}>
          <Field label={t.assessGroup}>
            <RadioGroup layout="horizontal" value={groupBy} onChange={(_, d) => setGroupBy(d.value === 'department' ? 'department' : 'user')}>
              <Radio value="user" label={t.assessByUser} />
              <Radio value="department" label={t.assessByDepartment} />
            </RadioGroup>
          </Field>
          <DateRangeFilter value={range} onChange={setRange} />
        </OrgFilters>
      }
      table={{
        ariaLabel: t.assessTitle, columns, rowKey: (r) => `${r.userId}:${r.organizationId}`, rank: true, pageSize: 20, keepKey: 'list', fetchPage,
        reloadKey: JSON.stringify(filter),
      }}
    />
  );
}
