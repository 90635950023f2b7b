// Cached tabs (docs/wiring.md): useKeptState keeps a screen's view value (a filter) in its tab
// when the screen is left, restores it when the tab is opened again, and starts fresh once the
// tab was closed; the paged table keeps its page under its keepKey the same way.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { pagedTableMachine } from '../machines/paged-table.machine.js';
import { tabsMachine } from '../machines/tabs.machine.js';
import { pagedTableEffects } from '../services/shell/effects.js';
import { KeptScreensContext, useKeptActor, useKeptState, type KeptScreens } from './kept-actor.js';
import { useSelector } from '@xstate/react';
import { LogicContext, type Logic } from './logic.js';
import { PagedTable } from './paged-table.js';

/** The tabs machine with two open tabs, and the kept-state store of a tab as the main layout gives it. */
function tabs() {
  const actor = createActor(
    tabsMachine.provide({ actors: { confirmLeave: fromPromise(async () => true) }, actions: { persist: () => undefined, navigate: () => undefined } }),
    { input: { tabs: [{ path: '/a', title: 'A' }, { path: '/b', title: 'B' }] } },
  ).start();
  const storeOf = (path: string): KeptScreens => ({
    restore: (key) => actor.getSnapshot().context.kept[path]?.[key],
    keep: (key, value) => actor.send({ type: 'tab.keep', path, key, snapshot: value }),
  });
  return { actor, storeOf };
}

function Filter() {
  const [keyword, setKeyword] = useKeptState('keyword', '');
  return <input aria-label="关键词" value={keyword} onChange={(e) => setKeyword(e.target.value)} />;
}

const logic = { pagedTable: pagedTableMachine.provide(pagedTableEffects) } as Partial<Logic>;
const rows = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `第${i + 1}行` }));
const source = {
  logic: fromPromise(async ({ input }: { input: { pageIndex: number; pageSize: number } }) => ({
    list: rows.slice((input.pageIndex - 1) * input.pageSize, input.pageIndex * input.pageSize),
    total: rows.length,
  })),
  filter: () => ({}),
};

/** A screen in the tab of `store`: the filter and a paged table keeping its page. */
const screenIn = (store: KeptScreens | null) => (
  <FluentProvider theme={webLightTheme}>
    <LogicContext.Provider value={logic}>
      <KeptScreensContext.Provider value={store}>
        <Filter />
        <PagedTable ariaLabel="演示" keepKey="list" pageSize={10} columns={[{ key: 'name', title: '名称', render: (r: { id: number; name: string }) => r.name }]} rowKey={(r) => r.id} fetchPage={source} />
      </KeptScreensContext.Provider>
    </LogicContext.Provider>
  </FluentProvider>
);

describe('kept tab state', () => {
  it('restores a left screen\'s filter and page in its tab, keeps them apart per tab, and starts fresh after the tab closed', async () => {
    const { actor, storeOf } = tabs();
    const first = render(screenIn(storeOf('/a')));
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '新闻' } });
    await waitFor(() => expect(screen.getByText('1 / 3')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(screen.getByText('第11行')).toBeTruthy());
    first.unmount();
    expect(actor.getSnapshot().context.kept['/a']).toEqual({ keyword: { value: '新闻' }, list: { pageIndex: 2, pageSize: 10 } });

    // another tab starts fresh
    const other = render(screenIn(storeOf('/b')));
    expect((screen.getByLabelText('关键词') as HTMLInputElement).value).toBe('');
    other.unmount();

    // back to the first tab: the filter and the page as they were left
    const back = render(screenIn(storeOf('/a')));
    expect((screen.getByLabelText('关键词') as HTMLInputElement).value).toBe('新闻');
    await waitFor(() => expect(screen.getByText('第11行')).toBeTruthy());
    expect(screen.getByText('2 / 3')).toBeTruthy();
    back.unmount();

    // the tab closed (from the other tab) and opened again: fresh
    act(() => {
      actor.send({ type: 'tab.close', path: '/a', current: '/b' });
      actor.send({ type: 'tab.visit', path: '/a', title: 'A' });
    });
    render(screenIn(storeOf('/a')));
    expect((screen.getByLabelText('关键词') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(screen.getByText('第1行')).toBeTruthy());
    expect(screen.getByText('1 / 3')).toBeTruthy();
  });

  it('is plain useState outside a tab', () => {
    render(screenIn(null));
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '体育' } });
    expect((screen.getByLabelText('关键词') as HTMLInputElement).value).toBe('体育');
  });

  it('brings a kept list back with its page and loads its rows again (what changed while away shows)', async () => {
    const { storeOf } = tabs();
    const server = { rows: ['甲'], loads: 0 };
    const listMachine = setup({
      types: {} as { context: { pageIndex: number; rows: string[] }; events: { type: 'list.reload' } | { type: 'page.go'; pageIndex: number } },
      actors: { load: fromPromise(async () => (server.loads++, [...server.rows])) },
    }).createMachine({
      context: { pageIndex: 1, rows: [] },
      initial: 'loading',
      states: {
        loading: { invoke: { src: 'load', onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output }) } } },
        ready: { on: { 'list.reload': 'loading', 'page.go': { target: 'loading', actions: assign({ pageIndex: ({ event }) => event.pageIndex }) } } },
      },
    });
    function List() {
      const actor = useKeptActor('list', listMachine);
      const { rows, pageIndex } = useSelector(actor, (s) => s.context);
      return (
        <>
          <p>{`第${pageIndex}页：${rows.join('、')}`}</p>
          <button onClick={() => actor.send({ type: 'page.go', pageIndex: 2 })}>下一页</button>
        </>
      );
    }
    const inTab = () => (
      <KeptScreensContext.Provider value={storeOf('/a')}>
        <List />
      </KeptScreensContext.Provider>
    );
    const first = render(inTab());
    await waitFor(() => expect(screen.getByText('第1页：甲')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(screen.getByText('第2页：甲')).toBeTruthy());
    first.unmount();
    server.rows.push('乙');
    render(inTab());
    await waitFor(() => expect(screen.getByText('第2页：甲、乙')).toBeTruthy());
    expect(server.loads).toBe(3);
  });
});
