import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadMachines } from './machine-list.js';
import StatechartsPage from './statecharts-page.js';

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

describe('帮助 → 流程图 page', () => {
  it('loads every machine module of src/machines, each with its Chinese name', async () => {
    const list = await loadMachines();
    const ids = list.map((x) => x.machine.id);
    for (const id of ['session', 'uploader', 'uploadFile', 'schedule', 'messageSocket', 'liveSocket']) expect(ids).toContain(id);
    expect(list.find((x) => x.machine.id === 'schedule')?.text).toMatchObject({ name: '节目单编辑', description: '一天节目单的编辑、撤销、校验与保存' });
  });

  it('lists the machines by Chinese name with the id, shows the chosen one’s description, states (Chinese with id), events, guards, delays and its labelled diagram', async () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <StatechartsPage />
      </FluentProvider>,
    );
    const nav = await screen.findByRole('navigation', { name: '流程图' });
    fireEvent.click(within(nav).getByRole('button', { name: '登录会话 session' }));
    const detail = await screen.findByRole('region', { name: '登录会话' });
    expect(within(detail).getByRole('heading', { name: '登录会话' })).toBeTruthy();
    expect(within(detail).getByTestId('machine-description').textContent).toBe('登录、刷新后恢复会话、加载菜单、会话过期与退出登录');
    expect(within(detail).getByText('src/machines/session.machine.ts')).toBeTruthy();
    const states = within(detail).getByTestId('machine-states');
    expect(within(states).getByText('loggingIn').parentElement?.textContent).toBe('登录中loggingIn');
    expect(within(states).getByText('authenticated.confirmingLogout').parentElement?.textContent).toBe('确认退出authenticated.confirmingLogout');
    for (const x of ['login.submit', 'hasToken', 'reloginDelay']) expect(within(detail).getAllByText(x).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByTestId('statechart-diagram').querySelector('svg')).not.toBeNull());
    const text = rendered.at(-1)!;
    expect(text).toMatch(/^stateDiagram-v2/);
    // generated from the definition, each state captioned in Chinese above its id
    expect(text).toContain('state "登录中<br/><small>loggingIn</small>" as loggingIn');
    expect(text).toContain('state "已登录 <small>authenticated</small>" as authenticated {');

    // the filter finds a machine by its Chinese name, its description or its id
    const filter = screen.getByRole('textbox', { name: '筛选流程（名称、说明或英文名）' });
    fireEvent.change(filter, { target: { value: 'socket' } });
    expect(within(nav).queryByRole('button', { name: '登录会话 session' })).toBeNull();
    expect(within(nav).getByRole('button', { name: '消息中心连接 messageSocket' })).toBeTruthy();
    fireEvent.change(filter, { target: { value: '节目单' } });
    expect(within(nav).getByRole('button', { name: '节目单编辑 schedule' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: '复制节目单 copySchedule' })).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: '消息中心连接 messageSocket' })).toBeNull();
    fireEvent.change(filter, { target: { value: '撤销' } });
    expect(within(nav).getByRole('button', { name: '节目单编辑 schedule' })).toBeTruthy();
    // every machine module is loaded and rendered first: slow on a busy machine
  }, 20_000);
});
