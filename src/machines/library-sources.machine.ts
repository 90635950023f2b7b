// The library picker's data: the public, personal and group libraries (group with children),
// loaded once, with retry. Given sources (input) it starts ready and loads nothing.
import { assign, emit, fromPromise, setup } from 'xstate';
import type { LibraryItem } from '../../shared/media.js';
import type { LibrarySources } from '../../shared/media-effects.js';
import { notProvided } from './not-provided.js';

export type { LibrarySources };

export interface LibrarySourcesContext {
  sources: LibrarySources | null;
}

/** Every library of the sources, children included, in display order. */
export function flattenLibraries(s: LibrarySources | null): LibraryItem[] {
  if (!s) return [];
  return [...s.public, ...s.private, ...s.group.flatMap((g) => [g, ...(g.children ?? [])])];
}

/** The path of names to a library (group child: [parent, child]); [] when not found. */
export function libraryPath(s: LibrarySources | null, id: number | null | undefined): LibraryItem[] {
  if (!s || !id) return [];
  for (const l of [...s.public, ...s.private]) if (l.fileLibId === id) return [l];
  for (const g of s.group) {
    if (g.fileLibId === id) return [g];
    const c = g.children?.find((x) => x.fileLibId === id);
    if (c) return [g, c];
  }
  return [];
}

export const librarySourcesMachine = setup({
  types: {
    context: {} as LibrarySourcesContext,
    events: {} as { type: 'sources.reload' },
    input: {} as { sources?: LibrarySources | null } | undefined,
    /** `sources.loaded` whenever sources arrive (screens use it to pick a first library). */
    emitted: {} as { type: 'sources.loaded'; sources: LibrarySources },
  },
  actors: { load: fromPromise<LibrarySources>(async () => notProvided('librarySources.load')) },
  guards: { given: ({ context }) => context.sources !== null },
}).createMachine({
  id: 'librarySources',
  context: ({ input }) => ({ sources: input?.sources ?? null }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'given', target: 'ready' }, { target: 'loading' }] },
    loading: {
      invoke: {
        src: 'load',
        onDone: {
          target: 'ready',
          actions: [assign({ sources: ({ event }) => event.output }), emit(({ event }) => ({ type: 'sources.loaded' as const, sources: event.output }))],
        },
        onError: 'failed',
      },
    },
    ready: { on: { 'sources.reload': 'loading' } },
    failed: { on: { 'sources.reload': 'loading' } },
  },
});
