import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { LibraryItem } from '../../shared/media.js';
import type { LibrarySources } from '../services/api/library-api.js';
import { flattenLibraries, libraryPath, librarySourcesMachine } from './library-sources.machine.js';
import { failingEffect } from '../testing/failing-effect.js';

const lib = (fileLibId: number, fileLibName: string, children?: LibraryItem[]): LibraryItem => ({
  fileLibId, fileLibName, fileLibType: 'group', parentId: 0, description: '', sort: 0, createTime: 0, fileCount: 0, size: 0, ...(children ? { children } : {}),
});
const sources: LibrarySources = { public: [lib(1, '公共资源库')], private: [lib(2, '个人资源库')], group: [lib(3, '新闻中心', [lib(4, '新闻采编'), lib(5, '专题节目')])] };

describe('library sources machine', () => {
  it('loads the three sources, and retries after a failure', async () => {
    const load = failingEffect('x', () => sources);
    const a = createActor(librarySourcesMachine.provide({ actors: { load: load.effect } }), { input: {} }).start();
    await waitFor(a, (s) => s.matches('failed'));
    load.recover();
    a.send({ type: 'sources.reload' });
    await waitFor(a, (s) => s.matches('ready'));
    expect(a.getSnapshot().context.sources).toBe(sources);
  });

  it('starts ready with given sources', () => {
    const a = createActor(librarySourcesMachine, { input: { sources } }).start();
    expect(a.getSnapshot().matches('ready')).toBe(true);
  });

  it('finds paths and flattens', () => {
    expect(libraryPath(sources, 5).map((l) => l.fileLibName)).toEqual(['新闻中心', '专题节目']);
    expect(libraryPath(sources, 2).map((l) => l.fileLibName)).toEqual(['个人资源库']);
    expect(libraryPath(sources, 99)).toEqual([]);
    expect(flattenLibraries(sources).map((l) => l.fileLibId)).toEqual([1, 2, 3, 4, 5]);
  });
});
