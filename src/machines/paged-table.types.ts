// The types the shared paged table's machine exchanges with its wired effect (a types-only
// module: services may import it).
import type { AnyActorLogic } from 'xstate';

export interface PageQuery {
  pageIndex: number;
  pageSize: number;
}

export interface PageResult<T> {
  list: T[];
  total: number;
}

/**
 * Where a paged table's rows come from: the screen's wired page logic (promise logic taken with
 * useLogic, input: the filter and the page) and its current filter (read at each load).
 */
export interface PageSource {
  logic: AnyActorLogic;
  filter: () => object;
}

/** The input of the table's `fetchPage` effect. */
export interface PageFetch extends PageQuery {
  source: PageSource | null;
}
