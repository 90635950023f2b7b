// The shared paged table (spec §2, §9) on Fluent UI's Table: loading state, empty-state
// picture, page-size selector, jumper and total, optional row merging and a rank column.
// Paging lives in src/machines/paged-table.machine.ts (page 1, size 20, first load after 300 ms,
// steps back a page when a later page comes back empty).
import {
  Button,
  Dropdown,
  Input,
  makeStyles,
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
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { pagedTableMachine, type PageQuery, type PageResult } from '../machines/paged-table.machine.js';
import { useInspect } from './inspect-context.js';

export const PAGE_SIZES = [10, 20, 50, 100];

export const pagedTableMessages = {
  rank: '序号',
  empty: '暂无数据',
  total: (n: number) => `共 ${n} 条`,
  pageSize: '每页条数',
  perPage: (n: number) => `${n} 条/页`,
  jumpTo: '前往',
  page: '页',
  previous: '上一页',
  next: '下一页',
  loading: '正在加载…',
} as const;

export interface PagedColumn<T> {
  key: string;
  title: string;
  render: (row: T, index: number) => ReactNode;
  width?: string;
  /** Row merging: how many rows this cell spans from this row (0 hides it). */
  rowSpan?: (row: T, index: number, rows: T[]) => number;
}

export interface PagedTableProps<T> {
  columns: PagedColumn<T>[];
  fetchPage: (query: PageQuery) => Promise<PageResult<T>>;
  rowKey: (row: T) => string | number;
  /** Adds a 序号 column numbering rows across pages. */
  rank?: boolean;
  pageSize?: number;
  /** Change it to reload (e.g. after a filter changed). */
  reloadKey?: unknown;
  ariaLabel: string;
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
  },
  empty: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '8px', padding: '40px 0', color: tokens.colorNeutralForeground3 },
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '8px', flexWrap: 'wrap' },
  jumper: { width: '64px' },
  size: { minWidth: '110px' },
});

/** The empty-state picture: an empty tray. */
function EmptyPicture() {
  return (
    <svg width="96" height="64" viewBox="0 0 96 64" aria-hidden>
      <ellipse cx="48" cy="56" rx="40" ry="6" fill="#F0F2F5" />
      <path d="M18 22 L30 8 H66 L78 22 V48 H18 Z" fill="#FAFAFA" stroke="#D9D9D9" />
      <path d="M18 22 H38 A10 6 0 0 0 58 22 H78" fill="none" stroke="#D9D9D9" />
    </svg>
  );
}

export function PagedTable<T>({ columns, fetchPage, rowKey, rank, pageSize, reloadKey, ariaLabel }: PagedTableProps<T>) {
  const styles = useStyles();
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const logic = useMemo(
    () =>
      pagedTableMachine.provide({
        actors: { fetchPage: fromPromise<PageResult<unknown>, PageQuery>(({ input }) => fetchRef.current(input)) },
      }),
    [],
  );
  const actor = useActorRef(logic, { input: { pageSize }, inspect: useInspect() });
  const loading = useSelector(actor, (s) => !s.matches('idle'));
  const { rows, total, pageIndex, pageSize: size, error } = useSelector(actor, (s) => s.context);
  const list = rows as T[];
  const pages = Math.max(1, Math.ceil(total / size));
  const [jump, setJump] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    actor.send({ type: 'page.reload' });
  }, [actor, reloadKey]);
  const go = (n: number) => actor.send({ type: 'page.go', pageIndex: Math.min(Math.max(1, n), pages) });
  const cols: PagedColumn<T>[] = rank
    ? [{ key: '__rank', title: pagedTableMessages.rank, width: '64px', render: (_row, i) => (pageIndex - 1) * size + i + 1 }, ...columns]
    : columns;
  return (
    <div className={styles.root}>
      {loading ? (
        <div className={styles.overlay} aria-busy>
          <Spinner size="small" label={pagedTableMessages.loading} />
        </div>
      ) : null}
      <Table aria-label={ariaLabel} size="medium">
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
          {list.map((row, i) => (
            <TableRow key={rowKey(row)}>
              {cols.map((c) => {
                const span = c.rowSpan ? c.rowSpan(row, i, list) : 1;
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
      {!loading && list.length === 0 ? (
        <div className={styles.empty} data-testid="table-empty">
          <EmptyPicture />
          <Text>{error ?? pagedTableMessages.empty}</Text>
        </div>
      ) : null}
      <div className={styles.pager}>
        <Text>{pagedTableMessages.total(total)}</Text>
        <Dropdown
          className={styles.size}
          aria-label={pagedTableMessages.pageSize}
          value={pagedTableMessages.perPage(size)}
          selectedOptions={[String(size)]}
          onOptionSelect={(_, d) => actor.send({ type: 'page.size', pageSize: Number(d.optionValue) })}
        >
          {PAGE_SIZES.map((n) => (
            <Option key={n} value={String(n)}>
              {pagedTableMessages.perPage(n)}
            </Option>
          ))}
        </Dropdown>
        <Button appearance="subtle" icon={<ChevronLeftRegular />} aria-label={pagedTableMessages.previous} disabled={pageIndex <= 1} onClick={() => go(pageIndex - 1)} />
        <Text>
          {pageIndex} / {pages}
        </Text>
        <Button appearance="subtle" icon={<ChevronRightRegular />} aria-label={pagedTableMessages.next} disabled={pageIndex >= pages} onClick={() => go(pageIndex + 1)} />
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
      </div>
    </div>
  );
}
