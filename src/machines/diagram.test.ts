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
});
