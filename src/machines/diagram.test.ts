import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { machineFacts, toMermaid } from './diagram';

const door = createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { 'door.open': { target: 'open', guard: 'isUnlocked' } } },
    open: {
      initial: 'swinging',
      states: { swinging: { after: { 500: 'still' } }, still: {} },
      on: { 'door.close': 'closed' },
    },
    gone: { type: 'final' },
  },
});

describe('machine diagrams', () => {
  it('lists states, events, guards and delays', () => {
    expect(machineFacts(door)).toEqual({
      id: 'door',
      states: ['closed', 'open', 'open.swinging', 'open.still', 'gone'],
      events: ['door.close', 'door.open'],
      guards: ['isUnlocked'],
      delays: ['500ms'],
    });
  });

  it('draws nested states, initial states, guarded and delayed transitions', () => {
    const text = toMermaid(door);
    expect(text).toContain('stateDiagram-v2');
    expect(text).toContain('[*] --> closed');
    expect(text).toContain('state "open" as open {');
    expect(text).toContain('[*] --> open__swinging');
    expect(text).toContain('closed --> open: door.open [isUnlocked]');
    expect(text).toContain('open__swinging --> open__still: after 500ms');
    expect(text).toContain('gone --> [*]');
  });

  it('puts a caption above a state’s key in smaller text when given one, and the key alone otherwise', () => {
    const captions: Record<string, string> = { closed: '已关门', open: '已开门', 'open.swinging': '摆动中: "快"' };
    const text = toMermaid(door, undefined, (path) => captions[path]);
    expect(text).toContain('state "已关门<br/><small>closed</small>" as closed');
    expect(text).toContain('state "摆动中∶ ＂快＂<br/><small>swinging</small>" as open__swinging');
    // a composite state's title is one line: the caption, then its key
    expect(text).toContain('state "已开门 <small>open</small>" as open {');
    expect(text).toContain('state "still" as open__still');
    // the transitions are the same as without captions
    const edges = (t: string) => t.split('\n').filter((l) => l.includes('-->'));
    expect(edges(text)).toEqual(edges(toMermaid(door)));
  });
});
