// The content lists' table (items, review queue, releases, the approved items under 栏目管理):
// the `table` a content list screen hands ListScreen (src/ui/list-screen.tsx), read from its
// contentList actor: the page's rows with a 序号 column, the pager (`page.go` / `page.size`), the
// problem line (a failed load with 重试 → `list.reload`, or a refused operation's message) and,
// when `selectable`, a checkbox column for batch actions (`selection.set`).
import { Checkbox } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { contentListMachine } from '../../machines/content-list.machine.js';
import type { PagedColumn } from '../../ui/paged-table.js';
import { machinePager, type MachineListTable } from '../../ui/list-screen.js';
import { contentMessages as m } from './messages.js';

export type ListColumn<T> = PagedColumn<T>;

type ContentList = ActorRefFrom<typeof contentListMachine>;

/** A load, the first load's wait or an operation is under way (the page's buttons wait for it). */
const isBusy = (s: SnapshotFrom<typeof contentListMachine>) => s.matches('waiting') || s.matches('loading') || s.matches('running');

/** Whether the list is busy: a page loads (or waits to) or an operation runs. */
export function useListBusy(list: ContentList) {
  return useSelector(list, isBusy);
}

export interface ContentTableProps<T> {
  ariaLabel: string;
  columns: ListColumn<T>[];
  rows: T[];
  rowKey: (row: T) => number;
  /** Batch selection (a checkbox column) over the actor's `selected`. */
  selectable?: boolean;
}

/** ListScreen's `table` over a contentList actor: its page, pager, problem line and selection. */
export function useContentTable<T>(list: ContentList, { ariaLabel, columns, rows, rowKey, selectable = false }: ContentTableProps<T>): MachineListTable<T> {
  const ctx = useSelector(list, (s) => s.context);
  const loading = useListBusy(list);
  const failed = useSelector(list, (s) => s.matches('failed'));
  const selected = ctx.selected;
  const select = (ids: number[]) => list.send({ type: 'selection.set', ids });
  const ids = rows.map(rowKey);
  const allOn = ids.length > 0 && ids.every((id) => selected.includes(id));
  const selectColumn: ListColumn<T> = {
    key: '__select',
    width: '44px',
    title: <Checkbox aria-label={m.selectAll} checked={allOn ? true : selected.length ? 'mixed' : false} onChange={() => select(allOn ? [] : ids)} />,
    render: (row) => {
      const id = rowKey(row);
      return (
        <Checkbox
          aria-label={m.selectRow}
          checked={selected.includes(id)}
          onChange={(_, d) => select(d.checked ? [...selected, id] : selected.filter((x) => x !== id))}
        />
      );
    },
  };
  return {
    ariaLabel,
    columns: selectable ? [selectColumn, ...columns] : columns,
    rows,
    rowKey,
    loading,
    rank: true,
    rankOffset: (ctx.pageIndex - 1) * ctx.pageSize,
    pager: machinePager({ total: ctx.total, totalCapped: ctx.totalCapped, pageIndex: ctx.pageIndex, pageSize: ctx.pageSize }, list.send),
    problem: { failed, error: ctx.error ?? '', onRetry: () => list.send({ type: 'list.reload' }) },
  };
}
