// The filter row of the contribution and tip-off lists: a status dropdown (with 全部 = -1),
// optional extra fields, a keyword and 查询. The machine holds the values; this only sends events.
import { Button, Dropdown, Field, Input, Option } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useInteractionStyles } from './interaction-styles.js';
import { contributionText as t } from './contribution-messages.js';

export interface ListFiltersProps {
  status: number;
  statusNames: Record<number, string>;
  keyWord: string;
  keywordHint: string;
  disabled: boolean;
  onStatus: (status: number) => void;
  onKeyword: (keyWord: string) => void;
  onSearch: () => void;
  children?: ReactNode;
}

export function ListFilters(p: ListFiltersProps) {
  const styles = useInteractionStyles();
  const statuses: [number, string][] = [...Object.entries(p.statusNames).map(([k, v]): [number, string] => [Number(k), v]), [-1, t.all]];
  return (
    <form className={styles.filters} onSubmit={(e) => { e.preventDefault(); p.onSearch(); }}>
      <Field label={t.status} className={styles.filter}>
        <Dropdown
          aria-label={t.status}
          value={statuses.find(([v]) => v === p.status)?.[1] ?? ''}
          selectedOptions={[String(p.status)]}
          disabled={p.disabled}
          onOptionSelect={(_, d) => p.onStatus(Number(d.optionValue))}
        >
          {statuses.map(([v, label]) => <Option key={v} value={String(v)}>{label}</Option>)}
        </Dropdown>
      </Field>
      {p.children}
      <Field label={t.keyword} className={styles.filter}>
        <Input value={p.keyWord} placeholder={p.keywordHint} onChange={(_, d) => p.onKeyword(d.value)} />
      </Field>
      <Button type="submit" appearance="primary" icon={<SearchRegular />} disabled={p.disabled}>{t.search}</Button>
    </form>
  );
}

/** The failed-load line with 重试, or the last refusal. */
export function ListProblem({ failed, error, onRetry }: { failed: boolean; error: string; onRetry: () => void }) {
  const styles = useInteractionStyles();
  if (failed) {
    return (
      <div className={styles.actions}>
        <span className={styles.error} role="alert">{t.loadFailed}：{error}</span>
        <Button onClick={onRetry}>{t.retry}</Button>
      </div>
    );
  }
  return error ? <span className={styles.error} role="alert">{error}</span> : null;
}
