// The paging rules of the spec's shared paged table (spec 001 §9), for the table's own machine
// (paged-table.machine.ts) and for every list machine that pages (live channels, recycle bin, TV
// channels, messages, the file library): initial page 1, default size 20 (10 for users and
// publish lists, 12 for synergy tasks, 5 for messages), the first load 300 ms after the list
// appears, and a page beyond the first that comes back empty steps back one page.

/** Page sizes of the spec's lists. */
export const LIST_PAGE_SIZES = {
  /** Any table: spec 001 §9 "Table default page size 20". */
  default: 20,
  users: 10,
  publish: 10,
  synergy: 12,
  /** The message centre (spec 001 §2, §9). */
  messages: 5,
} as const;

export const DEFAULT_PAGE_SIZE = LIST_PAGE_SIZES.default;
/** Spec 001 §9: the first load is delayed 300 ms. */
export const FIRST_LOAD_DELAY = 300;
/** Most rows one page may ask for. */
export const MAX_PAGE_SIZE = 100;

/** A later page that came back empty (e.g. its last row was deleted): go back one page. */
export function isEmptyBeyondFirst(pageIndex: number, list: readonly unknown[]): boolean {
  return pageIndex > 1 && list.length === 0;
}

/** A page size a selector may set. */
export function isPageSize(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= MAX_PAGE_SIZE;
}

/** The selection with `id` added, or taken out when it was in. */
export function toggleId(selected: readonly number[], id: number): number[] {
  return selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id];
}

/** Every id of the page selected, or none when all already were. */
export function toggleAllIds(selected: readonly number[], ids: readonly number[]): number[] {
  return selected.length === ids.length ? [] : [...ids];
}

/** The selection kept to the rows of the page that came. */
export function keepOnPage(selected: readonly number[], ids: readonly number[]): number[] {
  return selected.filter((id) => ids.includes(id));
}
