import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { isSaveShortcut, useSaveShortcut } from './save-shortcut.js';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe('the save shortcut', () => {
  it('is Ctrl+S or Cmd+S, in either case, and nothing else', () => {
    expect(isSaveShortcut(key('s', { ctrlKey: true }))).toBe(true);
    expect(isSaveShortcut(key('S', { ctrlKey: true }))).toBe(true);
    expect(isSaveShortcut(key('s', { metaKey: true }))).toBe(true);
    expect(isSaveShortcut(key('s'))).toBe(false);
    expect(isSaveShortcut(key('d', { ctrlKey: true }))).toBe(false);
    expect(isSaveShortcut(key('s', { ctrlKey: true, altKey: true }))).toBe(false);
  });
});

describe('useSaveShortcut', () => {
  it('sends draft.save and keeps the browser from opening its save dialog', () => {
    const sent: string[] = [];
    const target = { send: (e: { type: 'draft.save' }) => void sent.push(e.type) };
    const hook = renderHook(() => useSaveShortcut(target));
    const press = (init: KeyboardEventInit) => {
      const e = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
      document.body.dispatchEvent(e);
      return e;
    };
    expect(press({ key: 's', ctrlKey: true }).defaultPrevented).toBe(true);
    expect(press({ key: 's', metaKey: true }).defaultPrevented).toBe(true);
    expect(press({ key: 's' }).defaultPrevented).toBe(false);
    expect(sent).toEqual(['draft.save', 'draft.save']);
    hook.unmount();
    press({ key: 's', ctrlKey: true });
    expect(sent).toHaveLength(2);
  });
});
