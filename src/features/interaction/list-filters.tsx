// The filter row of the contribution and tip-off lists: the shared status/keyword filter with the
// statuses of a list (全部 = -1 last) and optional extra fields. The machine holds the values; this
// only sends its filter events.
import type { ReactNode } from 'react';
import { StatusKeywordFilter, statusFilterEvents, type StatusFilterEvent } from '../../ui/status-keyword-filter.js';
import { contributionText as t } from './contribution-messages.js';

export interface ListFiltersProps<S extends number> {
  status: S;
  statusNames: Record<number, string>;
  keyWord: string;
  keywordHint: string;
  disabled: boolean;
  /** The list machine's send: filter.status / filter.keyword / filter.search. */
  send: (event: StatusFilterEvent<S>) => void;
  children?: ReactNode;
}

export function ListFilters<S extends number>({ status, statusNames, keyWord, keywordHint, disabled, send, children }: ListFiltersProps<S>) {
  const statuses = [...Object.entries(statusNames).map(([k, v]) => [Number(k), v]), [-1, t.all]] as [S, string][];
  return (
    <StatusKeywordFilter statuses={statuses} status={status} keyWord={keyWord} hint={keywordHint} disabled={disabled} {...statusFilterEvents(send)}>
      {children}
    </StatusKeywordFilter>
  );
}
