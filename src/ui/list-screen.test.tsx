import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { renderWithTable as wrap } from '../testing/render-with-table.js';
import { ListScreen, machinePager } from './list-screen.js';
import type { PagedColumn } from './paged-table.js';

interface Row {
  id: number;
  name: string;
}
const columns: PagedColumn<Row>[] = [{ key: 'name', title: '名称', render: (r) => r.name }];

describe('ListScreen: one composition for every list', () => {
  it('a machine list: header, filters, toolbar, rows, the pager as page events, dialogs under it', () => {
    const send = vi.fn();
    wrap(
      <ListScreen
        title="演示列表"
        actions={<button type="button">新增</button>}
        filters={<form aria-label="筛选" />}
        toolbar={<div>批量操作</div>}
        table={{ ariaLabel: '演示列表', columns, rows: [{ id: 1, name: '第一行' }], rowKey: (r) => r.id, pager: machinePager({ total: 45, pageIndex: 1, pageSize: 20 }, send) }}
      >
        <div role="dialog" aria-label="对话框" />
      </ListScreen>,
    );
    expect(screen.getByRole('heading', { name: '演示列表' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(screen.getByRole('form', { name: '筛选' })).toBeTruthy();
    expect(screen.getByText('批量操作')).toBeTruthy();
    expect(screen.getByText('第一行')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '对话框' })).toBeTruthy();
    // the pager is named after its table and sends the list kit's events
    expect(screen.getByRole('navigation', { name: '演示列表：分页' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(send).toHaveBeenLastCalledWith({ type: 'page.go', pageIndex: 2 });
  });

  it('a failed load: 加载失败 with the error and 重试 (the machine’s list.reload); a refused step: its text alone', () => {
    const onRetry = vi.fn();
    const { rerender } = wrap(
      <ListScreen table={{ ariaLabel: '演示', columns, rows: [], rowKey: (r) => r.id, problem: { failed: true, error: '网络错误', onRetry } }} />,
    );
    expect(screen.getByRole('alert').textContent).toBe('加载失败：网络错误');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
    // no empty state under it: the list is not empty, it did not load
    expect(screen.queryByTestId('table-empty')).toBeNull();
    rerender(
      <FluentProvider theme={webLightTheme}>
        <ListScreen table={{ ariaLabel: '演示', columns, rows: [], rowKey: (r) => r.id, problem: { failed: false, error: '该用户不存在', onRetry } }} />
      </FluentProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('该用户不存在');
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(screen.getByTestId('table-empty').textContent).toContain('暂无数据');
  });

  it('a page source: the table loads itself; a failed load shows the same line, and 重试 loads again', async () => {
    let fail = true;
    const fetchPage = vi.fn(async () => {
      if (fail) throw new Error('服务不可用');
      return { list: [{ id: 7, name: '第七行' }], total: 1 };
    });
    const source = { logic: fromPromise(() => fetchPage()), filter: () => ({}) };
    wrap(<ListScreen title="自载列表" table={{ ariaLabel: '自载列表', columns, rowKey: (r: Row) => r.id, fetchPage: source }} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('加载失败：服务不可用'));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByText('第七行')).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});
