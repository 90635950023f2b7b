// The spec's shared paged table (spec 001 §2 "Shared paged table", §9), used by every list.
//
// A list screen composes these through ListScreen (./list-screen.tsx); the parts:
//
//   <PagedTable ariaLabel columns rowKey fetchPage [rank] [pageSize] [reloadKey] [keepKey] />
//       Loads by itself: its statechart (src/machines/paged-table.machine.ts, wired as
//       useLogic('pagedTable')) starts on page 1 with 20 rows (or `pageSize`: LIST_PAGE_SIZES has
//       the spec's sizes), loads 300 ms after it appears, and steps back one page when a later
//       page comes back empty. `fetchPage` is the screen's page source, usePageFetch(useLogic(
//       '…'), filter): its page logic gets the filter with { pageIndex, pageSize } and answers
//       { list, total }; change `reloadKey` (e.g. the filter) to load the current page again. A
//       failed load shows ListProblem's 加载失败 line with 重试 above the table.
//       With `keepKey` the open tab keeps its page index and size (ui/kept-actor.ts): left and
//       opened again, it loads the page it was on (keep the screen's filter with useKeptState).
//
//   <DataTable ariaLabel columns rows rowKey [loading] [error] [rank] [rankOffset] [cards] [testId] />
//   <TablePager total pageIndex pageSize onPage [onPageSize] />
//       The same table and pager for a list whose own statechart holds the paging: ListScreen
//       renders that machine's rows and sends its page events (`machinePager`: `page.go`,
//       `page.size`). `cards` draws the rows another way (the file library's grid of cards) in
//       place of the table, under the same loading overlay and empty state.
//
//   <LoadFailedBar text retryLabel onRetry />
//       The error bar of a section that is not a list (a report, the dashboard, a draw) whose load
//       failed, with its retry button; a list tells of its failure with ListProblem (ListScreen).
//
// Columns: { key, title, render(row, index), width?, rowSpan?(row, index, rows) } — `rowSpan`
// merges rows (a count from this row; 0 hides the cell). `rank` adds a 序号 column numbering
// rows across pages. The table shows a loading overlay, and the empty-state picture with 暂无数据
// (or the given text) when there are no rows and the load did not fail. The pager shows the total, a page-size selector
// (10/20/50/100 plus the list's own size), previous/next, page x / y and a 前往 … 页 jumper.
import {
  Button,
  Dropdown,
  Input,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Option,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { PageSource } from '../machines/paged-table.machine.js';
import { useInspect } from './inspect-context.js';
import { useKeepOnLeave, useKeptValue } from './kept-actor.js';
import { useLogic } from './logic.js';
import { ListProblem } from './list-problem.js';

export const PAGE_SIZES = [10, 20, 50, 100];

export const pagedTableMessages = {
  rank: '序号',
  empty: '暂无数据',
  total: (n: number) => `共 ${n} 条`,
  totalCapped: (n: number) => `共 ${n}+ 条（结果过多，请缩小检索范围）`,
  pageSize: '每页条数',
  perPage: (n: number) => `${n} 条/页`,
  jumpTo: '前往',
  page: '页',
  pager: '分页',
  previous: '上一页',
  next: '下一页',
  loading: '正在加载…',
} as const;

export interface PagedColumn<T> {
  key: string;
  title: ReactNode;
  render: (row: T, index: number) => ReactNode;
  width?: string;
  /** Row merging: how many rows this cell spans from this row (0 hides it). */
  rowSpan?: (row: T, index: number, rows: T[]) => number;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '12px', position: 'relative' },
  overlay: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: 'rgba(255,255,255,0.5)',
    zIndex: 1,
    minHeight: '96px',
  },
  empty: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '8px', padding: '40px 0', color: tokens.colorNeutralForeground3 },
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '8px', flexWrap: 'wrap', padding: '4px 0' },
  jumper: { width: '64px' },
  size: { minWidth: '110px' },
});

/** The empty-state picture: an empty tray. */
export function EmptyPicture() {
  return (
    <svg width="96" height="64" viewBox="0 0 96 64" aria-hidden>
      <ellipse cx="48" cy="56" rx="40" ry="6" fill="#F0F2F5" />
      <path d="M18 22 L30 8 H66 L78 22 V48 H18 Z" fill="#FAFAFA" stroke="#D9D9D9" />
      <path d="M18 22 H38 A10 6 0 0 0 58 22 H78" fill="none" stroke="#D9D9D9" />
    </svg>
  );
}

/** The empty state under a table (or any list): the picture and a text. */
export function EmptyState({ text = pagedTableMessages.empty, testId = 'table-empty' }: { text?: ReactNode; testId?: string }) {
  const styles = useStyles();
  return (
    <div className={styles.empty} data-testid={testId}>
      <EmptyPicture />
      <Text>{text}</Text>
    </div>
  );
}

export interface DataTableProps<T> {
  ariaLabel: string;
  columns: PagedColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  loading?: boolean;
  /** Shown in the empty state instead of 暂无数据. */
  error?: string | null;
  /** The empty-state text when there is no error (default 暂无数据). */
  emptyText?: ReactNode;
  /** Adds a 序号 column; `rankOffset` is the number of rows on earlier pages. */
  rank?: boolean;
  rankOffset?: number;
  /** Extra props of each row (test ids, data attributes). */
  rowProps?: (row: T) => Record<string, string | number | boolean | undefined>;
  size?: 'small' | 'medium';
  /** The rows drawn another way (a grid of cards) in place of the table; the loading overlay and
   *  the empty state stay. */
  cards?: ReactNode;
  /** The load failed (the list's problem line says so): no empty state under it. */
  failed?: boolean;
  /** The test id of the table's box. */
  testId?: string;
}

export function DataTable<T>({ ariaLabel, columns, rows, rowKey, loading = false, error, emptyText, rank, rankOffset = 0, rowProps, size = 'medium', cards, testId, failed = false }: DataTableProps<T>) {
  const styles = useStyles();
  const cols: PagedColumn<T>[] = rank
    ? [{ key: '__rank', title: pagedTableMessages.rank, width: '64px', render: (_row, i) => rankOffset + i + 1 }, ...columns]
    : columns;
  return (
    <div className={styles.root} aria-busy={loading} data-testid={testId}>
      {loading ? (
        <div className={styles.overlay} data-testid="table-loading">
          <Spinner size="small" label={pagedTableMessages.loading} />
        </div>
      ) : null}
      {cards ?? (
        <Table aria-label={ariaLabel} size={size}>
          <TableHeader>
            <TableRow>
              {cols.map((c) => (
                <TableHeaderCell key={c.key} style={c.width ? { width: c.width } : undefined}>
                  {c.title}
                </TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row, i) => (
              <TableRow key={rowKey(row)} {...(rowProps?.(row) ?? {})}>
                {cols.map((c) => {
                  const span = c.rowSpan ? c.rowSpan(row, i, rows) : 1;
                  if (span === 0) return null;
                  return (
                    <TableCell key={c.key} rowSpan={span > 1 ? span : undefined} style={span > 1 ? { verticalAlign: 'middle' } : undefined}>
                      {c.render(row, i)}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {!loading && !failed && rows.length === 0 ? <EmptyState text={error ?? emptyText ?? pagedTableMessages.empty} /> : null}
    </div>
  );
}

export interface TablePagerProps {
  total: number;
  /** The server counted only up to `total` (a keyword search): shown as “N+”. */
  totalCapped?: boolean;
  pageIndex: number;
  pageSize: number;
  onPage: (pageIndex: number) => void;
  /** Without it the page-size selector is not shown. */
  onPageSize?: (pageSize: number) => void;
  pageSizes?: number[];
  /** The table's name: the pager is named after it (商品：分页), so the pagers of a screen with
   *  several tables are told apart. */
  of?: string;
  /** The table's page is loading: the arrows wait for it (a click while a page loads would be
   *  dropped by the list's machine, or overtaken by the page being loaded). */
  busy?: boolean;
}

export function TablePager({ total, totalCapped = false, pageIndex, pageSize, onPage, onPageSize, pageSizes = PAGE_SIZES, of, busy = false }: TablePagerProps) {
  const styles = useStyles();
  // the jumper's typed text is view wiring (it becomes a page event on Enter)
  const [jump, setJump] = useState('');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const go = (n: number) => {
    const next = Math.min(Math.max(1, n), pages);
    if (next !== pageIndex) onPage(next);
  };
  const sizes = [...new Set([...pageSizes, pageSize])].sort((a, b) => a - b);
  return (
    <nav className={styles.pager} aria-label={of ? `${of}：${pagedTableMessages.pager}` : pagedTableMessages.pager} data-testid="table-pager">
      <Text>{totalCapped ? pagedTableMessages.totalCapped(total) : pagedTableMessages.total(total)}</Text>
      {onPageSize ? (
        <Dropdown
          className={styles.size}
          aria-label={pagedTableMessages.pageSize}
          value={pagedTableMessages.perPage(pageSize)}
          selectedOptions={[String(pageSize)]}
          onOptionSelect={(_, d) => onPageSize(Number(d.optionValue))}
        >
          {sizes.map((n) => (
            <Option key={n} value={String(n)}>
              {pagedTableMessages.perPage(n)}
            </Option>
          ))}
        </Dropdown>
      ) : null}
      <Button appearance="subtle" icon={<ChevronLeftRegular />} aria-label={pagedTableMessages.previous} disabled={busy || pageIndex <= 1} onClick={() => go(pageIndex - 1)} />
      <Text>
        {pageIndex} / {pages}
      </Text>
      <Button appearance="subtle" icon={<ChevronRightRegular />} aria-label={pagedTableMessages.next} disabled={busy || pageIndex >= pages} onClick={() => go(pageIndex + 1)} />
      <Text>{pagedTableMessages.jumpTo}</Text>
      <Input
        className={styles.jumper}
        aria-label={pagedTableMessages.jumpTo}
        value={jump}
        inputMode="numeric"
        onChange={(_, d) => setJump(d.value.replace(/\D/g, ''))}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && jump) {
            go(Number(jump));
            setJump('');
          }
        }}
      />
      <Text>{pagedTableMessages.page}</Text>
    </nav>
  );
}

/** The page events of a list machine that holds its own paging. */
export type PageEvent = { type: 'page.go'; pageIndex: number } | { type: 'page.size'; pageSize: number };

/** The error bar of a list (or any load) that failed, with its retry button. */
export function LoadFailedBar({ text, retryLabel, onRetry }: { text: ReactNode; retryLabel: ReactNode; onRetry: () => void }) {
  return (
    <MessageBar intent="error">
      <MessageBarBody>{text}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetry}>{retryLabel}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}

export interface PagedTableProps<T> {
  columns: PagedColumn<T>[];
  /** Where the rows come from: usePageFetch(useLogic('…'), filter) (the page logic and the filter). */
  fetchPage: PageSource;
  rowKey: (row: T) => string | number;
  /** Adds a 序号 column numbering rows across pages. */
  rank?: boolean;
  /** Default 20 (LIST_PAGE_SIZES has the spec's other sizes). */
  pageSize?: number;
  /** Change it to reload (e.g. after a filter changed). */
  reloadKey?: unknown;
  /** The open tab keeps the page index and size under this key (unique within the screen). */
  keepKey?: string;
  ariaLabel: string;
}

export function PagedTable<T>({ columns, fetchPage, rowKey, rank, pageSize, reloadKey, keepKey, ariaLabel }: PagedTableProps<T>) {
  const styles = useStyles();
  // the page the open tab kept (keepKey), else the first
  const kept = useKeptValue<{ pageIndex: number; pageSize: number }>(keepKey);
  // the wired table machine (src/app/wiring/shell.ts) loads through the screen's page source
  const actor = useActorRef(useLogic('pagedTable'), { input: { pageSize, ...kept, source: fetchPage }, inspect: useInspect() });
  const loading = useSelector(actor, (s) => s.matches('waiting') || s.matches('loading'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const { rows, total, pageIndex, pageSize: size, error } = useSelector(actor, (s) => s.context);
  useKeepOnLeave(keepKey, () => ({ pageIndex, pageSize: size }));
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    actor.send({ type: 'list.reload' });
  }, [actor, reloadKey]);
  return (
    <div className={styles.root}>
      <ListProblem failed={failed} error={error ?? ''} onRetry={() => actor.send({ type: 'list.reload' })} />
      <DataTable ariaLabel={ariaLabel} columns={columns} rows={rows as T[]} rowKey={rowKey} loading={loading} failed={failed} rank={rank} rankOffset={(pageIndex - 1) * size} />
      <TablePager
        of={ariaLabel}
        total={total}
        pageIndex={pageIndex}
        pageSize={size}
        onPage={(n) => actor.send({ type: 'page.go', pageIndex: n })}
        onPageSize={(n) => actor.send({ type: 'page.size', pageSize: n })}
        busy={loading}
      />
    </div>
  );
}
