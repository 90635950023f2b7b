import { createActor, createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createPanelInspector } from './inspector-panel.js';

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: {
    off: { on: { 'switch.flip': 'on' } },
    on: { initial: 'warming', states: { warming: { on: { 'switch.ready': 'hot' } }, hot: {} }, on: { 'switch.flip': 'off' } },
  },
});

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('the offline inspector panel draws the live chart', () => {
  it('opens a machine on click and lights its active states, redrawn as events arrive', async () => {
    const drawn: string[] = [];
    const render = async () => async (_id: string, text: string) => {
      drawn.push(text);
      return `<svg data-text="${encodeURIComponent(text)}"></svg>`;
    };
    const panel = createPanelInspector(document, () => undefined, render);
    const actor = createActor(toggle, { inspect: panel.inspect }).start();
    actor.send({ type: 'switch.flip' });
    await flush();
    const el = document.querySelector('[data-testid="inspector-panel"]')!;
    expect(el.textContent).toContain('toggle');
    expect(el.textContent).toContain('点击一个状态机查看其状态图');

    (el.querySelector('[data-actor]') as HTMLElement).click();
    await flush();
    await flush();
    expect(drawn.at(-1)).toContain('stateDiagram-v2');
    expect(drawn.at(-1)).toMatch(/class on__warming active/);
    expect(el.querySelector('[data-testid="inspector-chart"]')!.getAttribute('data-state')).toBe('on.warming');

    actor.send({ type: 'switch.ready' });
    await flush();
    await flush();
    expect(drawn.at(-1)).toMatch(/class on__hot active/);
    expect(el.textContent).toContain('switch.ready → on.hot');
    actor.stop();
    el.remove();
  });

  it('draws one chart at a time: a machine changing state faster than the chart draws still gets one, ending on its newest state', async () => {
    const pending: Array<() => void> = [];
    const drawn: string[] = [];
    // each render finishes only when the test lets it, like Mermaid on a loaded machine
    const render = async () => (_id: string, text: string) =>
      new Promise<string>((resolve) => {
        drawn.push(text);
        pending.push(() => resolve(`<svg data-n="${drawn.length}"></svg>`));
      });
    const panel = createPanelInspector(document, () => undefined, render);
    const actor = createActor(toggle, { inspect: panel.inspect }).start();
    await flush();
    const el = panel.panel;
    (el.querySelector('[data-actor]') as HTMLElement).click();
    await flush();
    expect(drawn).toHaveLength(1);
    // three state changes while the first chart is still drawing: none starts a render of its own
    actor.send({ type: 'switch.flip' });
    await flush();
    actor.send({ type: 'switch.ready' });
    await flush();
    expect(drawn).toHaveLength(1);
    const chart = el.querySelector('[data-testid="inspector-chart"]')!;
    pending.shift()!();
    await flush();
    await flush();
    // the finished chart is shown (one state behind) and the newest state is being drawn
    expect(chart.querySelector('svg')).not.toBeNull();
    expect(chart.getAttribute('data-state')).toBe('off');
    expect(drawn).toHaveLength(2);
    expect(drawn[1]).toMatch(/class on__hot active/);
    pending.shift()!();
    await flush();
    await flush();
    expect(chart.getAttribute('data-state')).toBe('on.hot');
    actor.stop();
    el.remove();
  });
});
