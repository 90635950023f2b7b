import { afterEach, describe, expect, it } from 'vitest';
import { answerLeave, confirmLeave, hasUnsavedWork, leaveQuestion, registerLeaveGuard, subscribeLeaveQuestion } from './leave-guard.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  answerLeave(false);
  cleanups.splice(0).forEach((f) => f());
});

function presenter(): { calls: number } {
  const seen = { calls: 0 };
  cleanups.push(subscribeLeaveQuestion(() => void seen.calls++));
  return seen;
}

describe('leave guard', () => {
  it('lets navigation through without asking when nothing is unsaved', async () => {
    const seen = presenter();
    cleanups.push(registerLeaveGuard(() => false));
    expect(hasUnsavedWork()).toBe(false);
    await expect(confirmLeave()).resolves.toBe(true);
    expect(seen.calls).toBe(0);
    expect(leaveQuestion()).toBeNull();
  });

  it('asks while a registered screen is dirty and resolves with the answer', async () => {
    const seen = presenter();
    let dirty = true;
    cleanups.push(registerLeaveGuard(() => dirty, '当前节目单有未保存的修改，确定离开吗？'));
    expect(hasUnsavedWork()).toBe(true);
    const cancelled = confirmLeave();
    expect(leaveQuestion()?.message).toBe('当前节目单有未保存的修改，确定离开吗？');
    answerLeave(false);
    await expect(cancelled).resolves.toBe(false);
    expect(leaveQuestion()).toBeNull();
    const left = confirmLeave();
    answerLeave(true);
    await expect(left).resolves.toBe(true);
    expect(seen.calls).toBe(4);
    dirty = false;
    await expect(confirmLeave()).resolves.toBe(true);
  });

  it('stops asking once the screen unregisters', async () => {
    presenter();
    const off = registerLeaveGuard(() => true);
    expect(hasUnsavedWork()).toBe(true);
    off();
    expect(hasUnsavedWork()).toBe(false);
    await expect(confirmLeave()).resolves.toBe(true);
  });

  it('a newer question cancels the older one; with no dialog mounted the work is kept', async () => {
    const unsubscribe = subscribeLeaveQuestion(() => undefined);
    cleanups.push(registerLeaveGuard(() => true));
    const first = confirmLeave();
    const second = confirmLeave();
    await expect(first).resolves.toBe(false);
    answerLeave(true);
    await expect(second).resolves.toBe(true);
    unsubscribe();
    await expect(confirmLeave()).resolves.toBe(false);
  });
});

describe('leave guard on reload and close', () => {
  it('asks the browser only while a registered screen is dirty', () => {
    let dirty = false;
    const unregister = registerLeaveGuard(() => dirty);
    const fire = () => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(fire()).toBe(false);
    dirty = true;
    expect(fire()).toBe(true);
    unregister();
    expect(fire()).toBe(false);
  });
});
