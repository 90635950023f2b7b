// Spec 001 §9 on the lists built from lib/list.ts: the first load starts 300 ms after the list
// appears (later page changes load at once); a page beyond the first that comes back empty (its
// last row was handled elsewhere) steps back one page; and what is typed in the keyword field
// while a page loads is kept.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type AnyStateMachine } from 'xstate';
import { collabTasksMachine } from '../collab-tasks.machine.js';
import { contentListMachine } from '../content-list.machine.js';
import { FIRST_LOAD_DELAY } from '../paging.js';
import { commentQueueMachine } from '../comment-queue.machine.js';
import { contributionQueueMachine } from '../contribution-queue.machine.js';
import { forbiddenListMachine } from '../forbidden-list.machine.js';
import { questionListMachine } from '../question-list.machine.js';
import { reportDeskMachine } from '../report-desk.machine.js';
import { messageListMachine } from '../message-list.machine.js';
import { tvChannelsMachine } from '../tv-channels.machine.js';
import { recycleBinMachine } from '../recycle-bin.machine.js';
import { liveChannelsMachine } from '../live-channels.machine.js';
import type { Paged } from '../../../shared/api.js';
import type { ListPage, ListQuery } from '../../../shared/content-console.js';
import type { ContentListItem } from '../../../shared/content.js';
import type { CollabTask, RememberedTasks, TaskCommand, TaskPageQuery } from '../../../shared/qa-tasks.js';
import { quietListEffects } from '../../testing/content-list-effects.js';

const row = { id: 1 };
/** Page 1 holds a row; every later page is empty. */
const pageOf = (pageIndex: number) => ({ list: pageIndex === 1 ? [row] : [], total: 1, pageIndex, pageSize: 20 });

const lists: { name: string; machine: AnyStateMachine; input: object; page: (pageIndex: number) => unknown; extra?: object; actions?: object }[] = [
  { name: 'comment queue', machine: commentQueueMachine, input: {}, page: pageOf },
  { name: 'contribution queue', machine: contributionQueueMachine, input: {}, page: pageOf },
  { name: 'forbidden words', machine: forbiddenListMachine, input: { kind: 'words' }, page: pageOf },
  { name: 'forbidden users', machine: forbiddenListMachine, input: { kind: 'users' }, page: pageOf },
  { name: '问政 questions', machine: questionListMachine, input: { mode: 'manage' }, page: (p) => ({ page: pageOf(p), units: [] }) },
  { name: 'tip-off desk', machine: reportDeskMachine, input: {}, page: pageOf, extra: { fetchOptions: fromPromise(async () => ({ classes: [], departments: [], users: [] })) } },
];

/** Every list machine whose page effect is `fetchPage`, the first-load delay's subjects. */
const delayed: typeof lists = [
  ...lists,
  { name: 'collaborative tasks', machine: collabTasksMachine, input: {}, page: pageOf, extra: { recall: fromPromise(async () => null) }, actions: { remember: () => undefined } },
];

/** The list machine whose page effect answers page 1 whatever is asked, noting each page asked for in `asked`. */
function firstPageOnly(machine: AnyStateMachine, page: (pageIndex: number) => unknown, asked: number[], extra?: object, actions?: object) {
  return machine.provide({
    actors: {
      ...extra,
      fetchPage: fromPromise(async ({ input: q }: { input: { pageIndex: number } }) => {
        asked.push(q.pageIndex);
        return page(1);
      }),
    },
    ...(actions ? { actions } : {}),
  });
}

/** Lets settled promises run on. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe.each(delayed)('$name: the first load', ({ machine, input, page, extra, actions }) => {
  it('starts 300 ms after the list appears; a later page loads at once', async () => {
    const asked: number[] = [];
    const clock = new SimulatedClock();
    const a = createActor(firstPageOnly(machine, page, asked, extra, actions), { input, clock }).start();
    // the delay starts once the list has appeared (collaborative tasks: after the remembered filter)
    await waitFor(a, (s) => s.matches('waiting'));
    clock.increment(FIRST_LOAD_DELAY - 1);
    await flush();
    expect(asked).toEqual([]);
    clock.increment(1);
    await waitFor(a, (s) => s.matches('ready'));
    expect(asked).toEqual([1]);
    // the clock stands still from here: page 2 is asked for without it moving
    a.send({ type: 'page.go', pageIndex: 2 });
    await waitFor(a, (s) => s.matches('ready') && asked.length === 2);
    expect(asked).toEqual([1, 2]);
    a.stop();
  });
});

describe.each(delayed)('$name: kept while it waited (ui/kept-actor.ts)', ({ machine, input, page, extra, actions }) => {
  it('left within its first 300 ms and opened again from its snapshot, it loads on the reload it is sent', async () => {
    const asked: number[] = [];
    const logic = firstPageOnly(machine, page, asked, extra, actions);
    const first = createActor(logic, { input, clock: new SimulatedClock() }).start();
    await waitFor(first, (s) => s.matches('waiting'));
    const kept = first.getPersistedSnapshot();
    first.stop();
    // the tab opened again: a snapshot in `waiting`, a clock that does not move, one reload
    const again = createActor(logic, { input, snapshot: kept, clock: new SimulatedClock() }).start();
    again.send({ type: 'list.reload' });
    await waitFor(again, (s) => s.matches('ready'));
    expect(asked).toEqual([1]);
    again.stop();
  });
});

/** The other kept lists with a first-load delay, by their page effect's name. */
const keptOthers: { name: string; machine: AnyStateMachine; input?: object; effect: string }[] = [
  { name: 'message list', machine: messageListMachine, input: { msgType: 1 }, effect: 'load' },
  { name: 'TV channels', machine: tvChannelsMachine, input: {}, effect: 'loadPage' },
  { name: 'recycle bin', machine: recycleBinMachine, effect: 'loadPage' },
  { name: 'live channels', machine: liveChannelsMachine, effect: 'loadPage' },
];

describe.each(keptOthers)('$name: kept while it waited', ({ machine, input, effect }) => {
  it('left within its first 300 ms and opened again from its snapshot, it loads on the reload it is sent', async () => {
    let asked = 0;
    const logic = machine.provide({
      actors: {
        [effect]: fromPromise(async () => {
          asked += 1;
          return { list: [], total: 0 };
        }),
      },
    });
    const first = createActor(logic, { input, clock: new SimulatedClock() }).start();
    const kept = first.getPersistedSnapshot();
    first.stop();
    const again = createActor(logic, { input, snapshot: kept, clock: new SimulatedClock() }).start();
    again.send({ type: 'list.reload' });
    await waitFor(again, () => asked === 1);
    expect(asked).toBe(1);
    again.stop();
  });
});

describe('content lists: kept while they waited', () => {
  it('left within the first 300 ms and opened again, the list loads on its reload with the search sent meanwhile', async () => {
    const asked: (string | undefined)[] = [];
    const logic = contentListMachine.provide({
      actors: {
        loadPage: fromPromise<ListPage, ListQuery>(async ({ input: q }) => {
          asked.push(q.filters.tag);
          return { list: [row as ContentListItem], total: 1 };
        }),
        ...quietListEffects,
      },
    });
    const first = createActor(logic, { input: { kind: 'items' }, clock: new SimulatedClock() }).start();
    first.send({ type: 'filter.change', filters: { tag: '防汛' } });
    const kept = first.getPersistedSnapshot();
    first.stop();
    const again = createActor(logic, { input: { kind: 'items' }, snapshot: kept, clock: new SimulatedClock() }).start();
    expect(again.getSnapshot().matches('waiting')).toBe(true);
    again.send({ type: 'list.reload' });
    await waitFor(again, (s) => s.matches('idle'));
    expect(asked).toEqual(['防汛']);
    again.stop();
  });
});

describe('collaborative tasks: the remembered filter', () => {
  it('is restored before the first-load delay, so a keyword typed during the delay is the one searched', async () => {
    const asked: string[] = [];
    const clock = new SimulatedClock();
    const a = createActor(
      collabTasksMachine.provide({
        actors: {
          recall: fromPromise<RememberedTasks | null>(async () => ({ filter: { keyword: '旧的', cioStatus: 2 }, pageIndex: 1 })),
          fetchPage: fromPromise<Paged<CollabTask>, TaskPageQuery>(async ({ input: q }) => {
            asked.push(q.keyword);
            return { list: [], total: 0, pageIndex: 1, pageSize: q.pageSize };
          }),
        },
        actions: { remember: () => undefined },
      }),
      { input: {}, clock },
    ).start();
    await waitFor(a, (s) => s.matches('waiting'));
    expect(a.getSnapshot().context.filter).toEqual({ keyword: '旧的', cioStatus: 2 });
    a.send({ type: 'filter.change', patch: { keyword: '两会' } });
    clock.increment(FIRST_LOAD_DELAY);
    await waitFor(a, (s) => s.matches('ready'));
    expect(a.getSnapshot().context.filter).toEqual({ keyword: '两会', cioStatus: 2 });
    expect(asked).toEqual(['两会']);
    a.stop();
  });
});

describe('content lists: the first load', () => {
  it('starts 300 ms after the list appears, with a search sent meanwhile; a later page loads at once', async () => {
    const asked: { pageIndex: number; tag?: string }[] = [];
    const clock = new SimulatedClock();
    const a = createActor(
      contentListMachine.provide({
        actors: {
          loadPage: fromPromise<ListPage, ListQuery>(async ({ input: q }) => {
            asked.push({ pageIndex: q.pageIndex, tag: q.filters.tag });
            return { list: [row as ContentListItem], total: 30 };
          }),
          ...quietListEffects,
        },
      }),
      { input: { kind: 'items' }, clock },
    ).start();
    a.send({ type: 'filter.change', filters: { tag: '防汛' } });
    clock.increment(FIRST_LOAD_DELAY - 1);
    await flush();
    expect(asked).toEqual([]);
    clock.increment(1);
    await waitFor(a, (s) => s.matches('idle'));
    expect(asked).toEqual([{ pageIndex: 1, tag: '防汛' }]);
    a.send({ type: 'page.go', pageIndex: 2 });
    await waitFor(a, (s) => s.matches('idle') && asked.length === 2);
    expect(asked[1]).toEqual({ pageIndex: 2, tag: '防汛' });
    a.stop();
  });
});

describe.each(lists)('$name', ({ machine, input, page, extra }) => {
  it('steps back one page when a later page comes back empty, and keeps a keyword typed while loading', async () => {
    const asked: number[] = [];
    const a = createActor(
      machine.provide({
        actors: {
          ...extra,
          fetchPage: fromPromise(async ({ input: q }: { input: { pageIndex: number } }) => {
            asked.push(q.pageIndex);
            return page(q.pageIndex);
          }),
        },
      }),
      { input },
    ).start();
    a.send({ type: 'filter.keyword', keyWord: '路灯' });
    await waitFor(a, (s) => s.matches('ready'));
    expect(a.getSnapshot().context.keyWord).toBe('路灯');
    a.send({ type: 'page.go', pageIndex: 2 });
    await waitFor(a, (s) => s.matches('ready') && asked.length === 3);
    expect(asked).toEqual([1, 2, 1]);
    expect(a.getSnapshot().context).toMatchObject({ pageIndex: 1, rows: [row] });
    a.stop();
  });
});

describe('collaborative tasks', () => {
  const task = (id: number): CollabTask => ({ id, title: '采访', content: '', cioType: 1, status: 1, overdue: false, startTime: 1, deadline: 2, creatorId: 1, creatorName: '管理员', createTime: 1, members: [], myStatus: 0, isCreator: true });

  it('deleting the last task of a later page loads the page before it, and remembers that page', async () => {
    let onPage2 = [task(13)];
    const asked: number[] = [];
    const remembered: number[] = [];
    const a = createActor(
      collabTasksMachine.provide({
        actors: {
          recall: fromPromise<RememberedTasks | null>(async () => ({ filter: { keyword: '', cioStatus: 0 }, pageIndex: 2 })),
          fetchPage: fromPromise<Paged<CollabTask>, TaskPageQuery>(async ({ input: q }) => {
            asked.push(q.pageIndex);
            return { list: q.pageIndex === 1 ? [task(1)] : onPage2, total: 12 + onPage2.length, pageIndex: q.pageIndex, pageSize: q.pageSize };
          }),
          act: fromPromise<unknown, TaskCommand>(async () => {
            onPage2 = [];
          }),
        },
        actions: { notify: () => undefined, remember: (_, p: RememberedTasks) => void remembered.push(p.pageIndex) },
      }),
      { input: {} },
    ).start();
    await waitFor(a, (s) => s.matches('ready'));
    expect(a.getSnapshot().context.pageIndex).toBe(2);
    a.send({ type: 'task.act', command: { kind: 'delete', id: 13 } });
    a.send({ type: 'delete.confirm' });
    await waitFor(a, (s) => s.matches('ready') && asked.length === 3);
    expect(asked).toEqual([2, 2, 1]);
    expect(remembered.at(-1)).toBe(1);
    expect(a.getSnapshot().context).toMatchObject({ pageIndex: 1, rows: [task(1)] });
    a.stop();
  });
});
