import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { DEFAULT_THEME, themeMachine, type ThemeSettings } from './theme.machine.js';

function start(stored: Partial<ThemeSettings> | null = null) {
  const saved: ThemeSettings[] = [];
  const actor = createActor(themeMachine.provide({ actions: { persist: (_, p) => void saved.push(p.settings) } }), { input: { stored } }).start();
  return { actor, saved };
}

describe('theme machine', () => {
  it('defaults: navigation 0, header 1, #3A83FF, light', () => {
    expect(start().actor.getSnapshot().context).toEqual(DEFAULT_THEME);
    expect(start({ navStyle: 7, color: 'red' } as Partial<ThemeSettings>).actor.getSnapshot().context).toEqual(DEFAULT_THEME);
  });

  it('restores the stored choice', () => {
    expect(start({ navStyle: 1, headerStyle: 0, color: '#13c2c2', dark: true }).actor.getSnapshot().context).toEqual({
      navStyle: 1, headerStyle: 0, color: '#13C2C2', dark: true,
    });
  });

  it('opens and closes the drawer; every change is persisted', () => {
    const { actor, saved } = start();
    actor.send({ type: 'drawer.open' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    actor.send({ type: 'theme.headerStyle', value: 0 });
    actor.send({ type: 'theme.color', value: '#52C41A' });
    actor.send({ type: 'theme.dark', value: true });
    actor.send({ type: 'drawer.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(saved.at(-1)).toEqual({ navStyle: 0, headerStyle: 0, color: '#52C41A', dark: true });
    expect(saved).toHaveLength(3);
    actor.send({ type: 'theme.reset' });
    expect(saved.at(-1)).toEqual(DEFAULT_THEME);
  });
});
