// The content lists' table: the shared DataTable + TablePager (src/ui/paged-table.tsx) over a
// contentList actor's state, plus an optional checkbox column for batch actions.
import { Checkbox } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { contentListMachine } from '../../machines/content-list.machine.js';
import { DataTable, TablePager, type PagedColumn } from '../../ui/paged-table.js';
import { contentMessages as m } from './messages.js';

export type ListColumn<T> = PagedColumn<T>;

export interface ListTableProps<T> {
  ariaLabel: string;
  columns: ListColumn<T>[];
  rows: T[];
  rowKey: (row: T) => number;
  total: number;
  totalCapped?: boolean;
  pageIndex: number;
  pageSize: number;
  loading: boolean;
  error: string | null;
  onPage: (pageIndex: number) => void;
  onSize: (pageSize: number) => void;
  /** Batch selection (checkbox column) when given. */
  selection?: { selected: number[]; onChange: (ids: number[]) => void };
}

export function ListTable<T>(p: ListTableProps<T>) {
  const sel = p.selection;
  const ids = p.rows.map(p.rowKey);
  const allOn = !!sel && ids.length > 0 && ids.every((id) => sel.selected.includes(id));
  const columns: ListColumn<T>[] = sel
    ? [
        {
          key: '__select',
          width: '44px',
          title: <Checkbox aria-label={m.selectAll} checked={allOn ? true : sel.selected.length ? 'mixed' : false} onChange={() => sel.onChange(allOn ? [] : ids)} />,
          render: (row) => {
            const id = p.rowKey(row);
            return (
              <Checkbox
                aria-label={m.selectRow}
                checked={sel.selected.includes(id)}
                onChange={(_, d) => sel.onChange(d.checked ? [...sel.selected, id] : sel.selected.filter((x) => x !== id))}
              />
            );
          },
        },
        ...p.columns,
      ]
    : p.columns;
  return (
    <>
      <DataTable
        ariaLabel={p.ariaLabel}
        columns={columns}
        rows={p.rows}
        rowKey={p.rowKey}
        loading={p.loading}
        error={p.error}
        rank
        rankOffset={(p.pageIndex - 1) * p.pageSize}
      />
      <TablePager total={p.total} totalCapped={p.totalCapped} pageIndex={p.pageIndex} pageSize={p.pageSize} onPage={p.onPage} onPageSize={p.onSize} />
    </>
  );
}

/** A ListTable over a contentList actor: its page, total, loading and error, and its selection when `selectable`. */
export function ContentListTable<T>({ list, selectable = false, ...table }: { list: ActorRefFrom<typeof contentListMachine>; selectable?: boolean } & Pick<ListTableProps<T>, 'ariaLabel' | 'columns' | 'rows' | 'rowKey'>) {
  const ctx = useSelector(list, (s) => s.context);
  const loading = useSelector(list, (s) => !s.matches('idle'));
  return (
    <ListTable
      {...table}
      total={ctx.total}
      totalCapped={ctx.totalCapped}
      pageIndex={ctx.pageIndex}
      pageSize={ctx.pageSize}
      loading={loading}
      error={ctx.error}
      onPage={(pageIndex) => list.send({ type: 'page.go', pageIndex })}
      onSize={(pageSize) => list.send({ type: 'page.size', pageSize })}
      selection={selectable ? { selected: ctx.selected, onChange: (ids) => list.send({ type: 'selection.set', ids }) } : undefined}
    />
  );
}
