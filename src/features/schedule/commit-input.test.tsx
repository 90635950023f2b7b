// The table's commit field: what is typed is kept until Enter or blur reports it (only when it
// differs), Escape puts the shown value back, and a new value from the machine replaces the
// field's text in the render that brings it (a re-chain draws every moved time at once).
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { CommitInput } from './commit-input.js';

function field(value: string, onCommit: (text: string) => void, commits: { n: number } = { n: 0 }) {
  return (
    <FluentProvider theme={webLightTheme}>
      <Profiler id="field" onRender={() => (commits.n += 1)}>
        <CommitInput value={value} label="结束时间" input={{}} style={{}} resetOnCommit onCommit={onCommit} />
      </Profiler>
    </FluentProvider>
  );
}

const box = () => screen.getByRole<HTMLInputElement>('textbox', { name: '结束时间' });

describe('CommitInput', () => {
  it('reports what was typed on Enter, only when it differs; Escape puts the value back', () => {
    const reported: string[] = [];
    render(field('00:00:08', (text) => reported.push(text)));
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(reported).toEqual([]);
    fireEvent.change(box(), { target: { value: '00:00:09' } });
    expect(box().value).toBe('00:00:09');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(reported).toEqual(['00:00:09']);
    // reset until the machine's answer comes
    expect(box().value).toBe('00:00:08');
    fireEvent.change(box(), { target: { value: '00:00:07' } });
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box().value).toBe('00:00:08');
    fireEvent.blur(box());
    expect(reported).toEqual(['00:00:09']);
  });

  it('shows a new value from the machine in one commit, replacing a draft', () => {
    const commits = { n: 0 };
    const { rerender } = render(field('00:00:08', () => undefined, commits));
    fireEvent.change(box(), { target: { value: '00:00:0' } });
    commits.n = 0;
    rerender(field('00:00:09', () => undefined, commits));
    expect(box().value).toBe('00:00:09');
    expect(commits.n).toBe(1);
  });
});
