// The filter bar of a moderation-style list: a status dropdown, a keyword box and 查询 (Enter in
// the box searches too). Screens pass their machine's values and send its events.
import { Button, Dropdown, Field, Input, makeStyles, Option } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  filters: { display: 'flex', alignItems: 'flex-end', gap: '12px', flexWrap: 'wrap' },
  filter: { minWidth: '200px' },
});

export const filterText = { status: '状态', keyword: '关键字', search: '查询' } as const;

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
