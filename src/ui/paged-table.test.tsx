import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { renderWithTable as wrap } from '../testing/render-with-table.js';
import { DataTable, PagedTable, TablePager, type PagedColumn } from './paged-table.js';

interface Row {
  id: number;
  group: string;
  name: string;
}
const rows: Row[] = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, group: i < 2 ? '甲' : `组${i}`, name: `第${i + 1}行` }));
const columns: PagedColumn<Row>[] = [
  { key: 'group', title: '分组', render: (r) => r.group, rowSpan: (r, i, all) => (i > 0 && all[i - 1]!.group === r.group ? 0 : all.filter((x) => x.group === r.group).length) },
  { key: 'name', title: '名称', render: (r) => r.name },
];

describe('shared paged table', () => {
  it('loads page 1 of 20 (after the first-load delay), ranks rows, merges rows, shows the total', async () => {
    const fetchPage = vi.fn(async ({ pageIndex, pageSize }: { pageIndex: number; pageSize: number }) => ({
      list: rows.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
      total: rows.length,
    }));
    // the screen's page logic, with its filter
    const source = { logic: fromPromise(({ input }: { input: { pageIndex: number; pageSize: number } }) => fetchPage(input)), filter: () => ({ kind: 'demo' }) };
    wrap(<PagedTable ariaLabel="演示" rank columns={columns} rowKey={(r) => r.id} fetchPage={source} />);
    expect(screen.getByTestId('table-loading')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(21));
    expect(fetchPage).toHaveBeenCalledWith({ kind: 'demo', pageIndex: 1, pageSize: 20 });
    expect(screen.getByText('共 45 条')).toBeTruthy();
    expect(screen.getByText('序号')).toBeTruthy();
    // row merging: one 甲 cell over two rows
    expect(screen.getAllByText('甲')).toHaveLength(1);
    expect(screen.getByText('甲').closest('td')!.getAttribute('rowspan')).toBe('2');
    // the jumper
    const jumper = screen.getByRole('textbox', { name: '前往' });
    fireEvent.change(jumper, { target: { value: '3' } });
    fireEvent.keyDown(jumper, { key: 'Enter' });
    await waitFor(() => expect(screen.getByText('第41行')).toBeTruthy());
    expect(fetchPage).toHaveBeenLastCalledWith({ kind: 'demo', pageIndex: 3, pageSize: 20 });
    // ranks continue across pages
    expect(within(screen.getByText('第41行').closest('tr')!).getByText('41')).toBeTruthy();
  });

  it('shows the empty-state picture and 暂无数据', () => {
    wrap(<DataTable ariaLabel="空" columns={columns} rows={[]} rowKey={(r) => r.id} />);
    expect(screen.getByTestId('table-empty').textContent).toContain('暂无数据');
    expect(screen.getByTestId('table-empty').querySelector('svg')).toBeTruthy();
  });

  it('draws the rows as cards in place of the table, under the same empty state; names its box', () => {
    const { rerender } = wrap(
      <DataTable ariaLabel="卡片" testId="cards-box" columns={columns} rows={rows.slice(0, 2)} rowKey={(r) => r.id} cards={<ul aria-label="卡片列表"><li>第1行</li></ul>} />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(screen.getByTestId('cards-box')).getByRole('list', { name: '卡片列表' })).toBeTruthy();
    rerender(
      <FluentProvider theme={webLightTheme}>
        <DataTable ariaLabel="卡片" testId="cards-box" columns={columns} rows={[]} rowKey={(r) => r.id} emptyText="没有卡片" cards={<ul aria-label="卡片列表" />} />
      </FluentProvider>,
    );
    expect(screen.getByTestId('table-empty').textContent).toContain('没有卡片');
  });

  it('the pager: previous/next, page x / y, a page-size selector', () => {
    const onPage = vi.fn();
    const onPageSize = vi.fn();
    wrap(<TablePager total={45} pageIndex={2} pageSize={20} onPage={onPage} onPageSize={onPageSize} />);
    expect(screen.getByText('2 / 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '上一页' }));
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
    expect(screen.getByRole('combobox', { name: '每页条数' })).toBeTruthy();
  });

  it('the pager waits while its page loads: the arrows are disabled and send nothing', () => {
    const onPage = vi.fn();
    wrap(<TablePager total={45} pageIndex={2} pageSize={20} onPage={onPage} busy />);
    for (const name of ['上一页', '下一页']) {
      const button = screen.getByRole('button', { name });
      expect(button.hasAttribute('disabled')).toBe(true);
      fireEvent.click(button);
    }
    expect(onPage).not.toHaveBeenCalled();
  });
});
