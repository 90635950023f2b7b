import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazy } from './route-registry.js';

/** A chunk whose arrival the test decides. */
function chunk() {
  let arrive!: () => void;
  const module = { default: function Form({ label }: { label: string }) {
    const [typed, setTyped] = useState('');
    return <input aria-label={label} value={typed} onChange={(e) => setTyped(e.target.value)} />;
  } };
  const arrived = new Promise<typeof module>((resolve) => (arrive = () => resolve(module)));
  return { load: () => arrived, arrive };
}

describe('lazy screens', () => {
  it('a screen whose chunk is already here renders at once: no fallback, so no 300 ms reveal wait', async () => {
    const { load, arrive } = chunk();
    const Screen = lazy(load);
    arrive();
    await Screen.preload();
    render(
      <Suspense fallback={<p>正在加载…</p>}>
        <Screen label="账号" />
      </Suspense>,
    );
    // in the very first commit, without waiting for any promise
    expect(screen.getByLabelText('账号')).toBeTruthy();
    expect(screen.queryByText('正在加载…')).toBeNull();
  });

  it('a screen rendered before its chunk arrives suspends, then keeps what was typed when its parent draws again', async () => {
    const { load, arrive } = chunk();
    const Screen = lazy(load);
    function Parent({ n }: { n: number }) {
      return (
        <Suspense fallback={<p>正在加载…</p>}>
          <p>第 {n} 次</p>
          <Screen label="账号" />
        </Suspense>
      );
    }
    const view = render(<Parent n={1} />);
    expect(screen.getByText('正在加载…')).toBeTruthy();
    await act(async () => arrive());
    const input = await screen.findByLabelText<HTMLInputElement>('账号');
    fireEvent.change(input, { target: { value: 'admin' } });
    expect(screen.getByLabelText<HTMLInputElement>('账号').value).toBe('admin');
    // the chunk is known now; the mounted screen must not switch to it and remount
    view.rerender(<Parent n={2} />);
    expect(screen.getByLabelText<HTMLInputElement>('账号').value).toBe('admin');
  });
});
