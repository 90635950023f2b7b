import { beforeEach, describe, expect, it } from 'vitest';
import { setToastSink, showToast, toast, type ToastRequest } from './toast.js';

describe('toast', () => {
  // a toast another file left waiting for a host (modules are shared between files) is dropped
  beforeEach(() => setToastSink(() => undefined)());

  it('defaults to a 2-second success', () => {
    const shown: ToastRequest[] = [];
    const stop = setToastSink((t) => shown.push(t));
    showToast('保存成功');
    toast.warning('最多添加9个快捷导航!', { timeout: 3000 });
    stop();
    expect(shown).toEqual([
      { type: 'success', text: '保存成功', timeout: 2000 },
      { type: 'warning', text: '最多添加9个快捷导航!', timeout: 3000 },
    ]);
  });

  it('keeps only the last toast asked for before a host is mounted', () => {
    toast.info('一');
    toast.error('二');
    const shown: ToastRequest[] = [];
    const stop = setToastSink((t) => shown.push(t));
    stop();
    expect(shown).toEqual([{ type: 'error', text: '二', timeout: 2000 }]);
  });
});
