// Pages the user opened (path, title), without duplicates: the shell's tab strip reads them.
import { isRecordable } from '../../shared/visited-pages.js';
import { readJson, STORAGE_KEYS, writeJson } from './storage.js';

export { isRecordable };

export interface VisitedPage {
  path: string;
  title: string;
}

const LIMIT = 30;

export function readVisited(): VisitedPage[] {
  return readJson<VisitedPage[]>(STORAGE_KEYS.visited) ?? [];
}

export function recordVisited(page: VisitedPage): void {
  if (!isRecordable(page.path)) return;
  const list = readVisited();
  const index = list.findIndex((p) => p.path === page.path);
  if (index >= 0) {
    if (list[index].title === page.title) return;
    list[index] = page;
  } else {
    list.push(page);
  }
  writeJson(STORAGE_KEYS.visited, list.slice(-LIMIT));
}
