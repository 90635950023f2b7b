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
});
