// The filter row of the contribution and tip-off lists: the shared status/keyword filter with the
// statuses of a list (全部 = -1 last) and optional extra fields. The machine holds the values; this
// only sends events.
import type { ReactNode } from 'react';
import { StatusKeywordFilter } from '../../ui/status-keyword-filter.js';
import { contributionText as t } from './contribution-messages.js';

export { ListProblem } from '../../ui/status-keyword-filter.js';

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
  const statuses: [number, string][] = [...Object.entries(p.statusNames).map(([k, v]): [number, string] => [Number(k), v]), [-1, t.all]];
  return (
    <StatusKeywordFilter
      statuses={statuses}
      status={p.status}
      onStatus={p.onStatus}
      keyWord={p.keyWord}
      onKeyWord={p.onKeyword}
      hint={p.keywordHint}
      onSearch={p.onSearch}
      disabled={p.disabled}
    >
      {p.children}
    </StatusKeywordFilter>
  );
}
