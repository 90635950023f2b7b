// ListScreen: the one composition of a list screen (spec 001 §2 shared paged table, §9 paging).
// From top to bottom: the header (the title and its actions, or a header of the screen's own), the
// filter bar, a toolbar line (tabs, bulk actions, a notice), the problem line (加载失败 with 重试,
// or a refused step's text: ListProblem), the table with its empty state and its pager, and under
// it the screen's dialogs (children).
//
//   <ListScreen title={t.usersTitle} actions={<AddButton …/>} filters={<KeywordFilter …/>}
//     table={{ ariaLabel, columns, rowKey, rows, loading, pager, problem }}>
//     <ConfirmDialog …/>
//   </ListScreen>
//
// `table` is one of two things:
//   - the rows of the screen's own list machine (built from lib/list.ts): DataTable's props, the
//     `pager` (TablePager's props; `machinePager` or `pageGoEvents` turn it into `page.go` /
//     `page.size`; none for a list shown whole) and the `problem` (ListProblem's props: the
//     machine's `failed` state, its `error`, `list.reload`);
//   - a page source the table loads by itself (PagedTable's props: `fetchPage`, `reloadKey`,
//     `keepKey`): its own statechart `pagedTable` holds the paging and the failure line.
// The screen renders machine state and sends events only; the layout is here.
import { makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { DataTable, PagedTable, TablePager, type DataTableProps, type PagedTableProps, type PageEvent, type TablePagerProps } from './paged-table.js';
import { ListProblem, type ListProblemProps } from './list-problem.js';
import { PageHeader } from './page-header.js';
import { listPageStyles } from './page-styles.js';

const useStyles = makeStyles({ page: listPageStyles.page, embedded: { display: 'flex', flexDirection: 'column', gap: '12px' } });

/** The rows of the screen's own list machine, its pager and its problem line. */
export interface MachineListTable<T> extends DataTableProps<T> {
  /** The pager under the table (absent: the list is shown whole). */
  pager?: Omit<TablePagerProps, 'busy'>;
  /** The problem line above the table (absent: the list has none to tell). */
  problem?: ListProblemProps;
}

/** A list screen's table: the rows of its list machine, or a page source the table loads itself. */
export type ListScreenTable<T> = MachineListTable<T> | PagedTableProps<T>;

export interface ListScreenProps<T> {
  /** The screen's title (an h2 on the left of the header); without it and `header`, no header. */
  title?: ReactNode;
  /** The header's actions on the right (新增…). */
  actions?: ReactNode;
  /** A header of the screen's own instead of title and actions. */
  header?: ReactNode;
  /** The filter bar above the table. */
  filters?: ReactNode;
  /** A line between the filters and the table: tabs, bulk actions, a notice. */
  toolbar?: ReactNode;
  table: ListScreenTable<T>;
  /** Under the table: the screen's dialogs and panels. */
  children?: ReactNode;
  /** Inside another screen (a tab, a dialog, a section): no page padding, a tighter column, and
   *  its title an h3 one step smaller than the page's. */
  embedded?: boolean;
}

export function ListScreen<T>({ title, actions, header, filters, toolbar, table, children, embedded = false }: ListScreenProps<T>) {
  const styles = useStyles();
  return (
    <div className={embedded ? styles.embedded : styles.page}>
      {header ?? (title !== undefined ? <PageHeader title={title} section={embedded}>{actions}</PageHeader> : null)}
      {filters}
      {toolbar}
      {isSourceTable(table) ? <PagedTable {...table} /> : <MachineTable {...table} />}
      {children}
    </div>
  );
}

function isSourceTable<T>(table: ListScreenTable<T>): table is PagedTableProps<T> {
  return 'fetchPage' in table;
}

function MachineTable<T>({ pager, problem, ...table }: MachineListTable<T>) {
  return (
    <>
      {problem ? <ListProblem {...problem} /> : null}
      <DataTable failed={problem?.failed} {...table} />
      {pager ? <TablePager of={table.ariaLabel} {...pager} busy={table.loading} /> : null}
    </>
  );
}

/** A list machine's pager: its page and size as `page.go` and `page.size`. */
export function machinePager(paging: { total: number; pageIndex: number; pageSize: number; totalCapped?: boolean }, send: (event: PageEvent) => void): Omit<TablePagerProps, 'busy'> {
  return { ...paging, onPage: (pageIndex) => send({ type: 'page.go', pageIndex }), onPageSize: (pageSize) => send({ type: 'page.size', pageSize }) };
}
