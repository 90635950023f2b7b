import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import StatechartsPage, { loadMachines } from './statecharts-page.js';

// Mermaid lays diagrams out with the browser's text measuring, which jsdom lacks: the page's use
// of it is checked here (the text it is given, where the SVG goes); the real rendering is in the
// end-to-end screenshot.
const rendered: string[] = [];
vi.mock('mermaid', () => ({
  default: {
    initialize: () => undefined,
    render: async (_id: string, text: string) => {
      rendered.push(text);
      return { svg: `<svg data-lines="${text.split('\n').length}"><text>${text.split('\n')[0]}</text></svg>` };
    },
  },
}));

describe('状态图评审 page', () => {
  it('loads every machine module of src/machines', async () => {
    const list = await loadMachines();
    const ids = list.map((x) => x.machine.id);
    for (const id of ['session', 'uploader', 'uploadFile', 'schedule', 'messageSocket', 'liveSocket']) expect(ids).toContain(id);
  });

  it('lists the machines, shows the states, events, guards and delays of the chosen one, and its diagram', async () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <StatechartsPage />
      </FluentProvider>,
    );
    const nav = await screen.findByRole('navigation', { name: '状态图评审' });
    fireEvent.click(within(nav).getByRole('button', { name: 'session' }));
    const detail = await screen.findByRole('region', { name: 'session' });
    expect(within(detail).getByText('src/machines/session.machine.ts')).toBeTruthy();
    for (const x of ['loggingIn', 'authenticated.confirmingLogout', 'login.submit', 'hasToken', 'reloginDelay']) expect(within(detail).getAllByText(x).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByTestId('statechart-diagram').querySelector('svg')).not.toBeNull());
    expect(rendered.at(-1)).toMatch(/^stateDiagram-v2/);

    fireEvent.change(screen.getByRole('textbox', { name: '筛选状态机' }), { target: { value: 'socket' } });
    expect(within(nav).queryByRole('button', { name: 'session' })).toBeNull();
    expect(within(nav).getByRole('button', { name: 'messageSocket' })).toBeTruthy();
  });
});
