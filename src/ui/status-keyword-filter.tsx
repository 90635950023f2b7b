// The filter bar of a moderation-style list: a status dropdown, a keyword box and 查询 (Enter in
// the box searches too), and the line under it that tells of a failed load (with 重试) or of a
// refused step. Screens pass their machine's values and send its events.
import { Button, Dropdown, Field, Input, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  filters: { display: 'flex', alignItems: 'flex-end', gap: '12px', flexWrap: 'wrap' },
  filter: { minWidth: '200px' },
  line: { display: 'flex', gap: '4px', flexWrap: 'wrap', alignItems: 'center' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export const filterText = { status: '状态', keyword: '关键字', search: '查询', loadFailed: '加载失败', retry: '重试' } as const;

export interface StatusKeywordFilterProps<S extends number> {
  statuses: [S, string][];
  status: S;
  onStatus: (status: S) => void;
  keyWord: string;
  onKeyWord: (keyWord: string) => void;
  hint: string;
  onSearch: () => void;
  disabled: boolean;
  /** Extra fields between the status and the keyword. */
  children?: ReactNode;
}

export function StatusKeywordFilter<S extends number>(p: StatusKeywordFilterProps<S>) {
  const styles = useStyles();
  return (
    <form className={styles.filters} onSubmit={(e) => { e.preventDefault(); p.onSearch(); }}>
      <Field label={filterText.status} className={styles.filter}>
        <Dropdown
          aria-label={filterText.status}
          value={p.statuses.find(([v]) => v === p.status)?.[1] ?? ''}
          selectedOptions={[String(p.status)]}
          disabled={p.disabled}
          onOptionSelect={(_, d) => p.onStatus(Number(d.optionValue) as S)}
        >
          {p.statuses.map(([v, label]) => <Option key={v} value={String(v)}>{label}</Option>)}
        </Dropdown>
      </Field>
      {p.children}
      <Field label={filterText.keyword} className={styles.filter}>
        <Input value={p.keyWord} placeholder={p.hint} onChange={(_, d) => p.onKeyWord(d.value)} />
      </Field>
      <Button type="submit" appearance="primary" icon={<SearchRegular />} disabled={p.disabled}>{filterText.search}</Button>
    </form>
  );
}

/** The events a list machine takes from this filter (the comment, 问政 and similar queues). */
export type StatusFilterEvent<S extends number> = { type: 'filter.status'; status: S } | { type: 'filter.keyword'; keyWord: string } | { type: 'filter.search' };

/** The filter's callbacks as events of a list machine: `{...statusFilterEvents(actor.send)}`. */
export function statusFilterEvents<S extends number>(send: (event: StatusFilterEvent<S>) => void) {
  return {
    onStatus: (status: S) => send({ type: 'filter.status', status }),
    onKeyWord: (keyWord: string) => send({ type: 'filter.keyword', keyWord }),
    onSearch: () => send({ type: 'filter.search' }),
  };
}

/** A failed load (with 重试), else the refusal of the last step, else nothing. */
export function ListProblem({ failed, error, onRetry }: { failed: boolean; error: string; onRetry: () => void }) {
  const styles = useStyles();
  if (failed) {
    return (
      <div className={styles.line}>
        <Text className={styles.error} role="alert">{filterText.loadFailed}：{error}</Text>
        <Button onClick={onRetry}>{filterText.retry}</Button>
      </div>
    );
  }
  return error ? <Text className={styles.error} role="alert">{error}</Text> : null;
}
