import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { LibraryItem } from '../../shared/media.js';
import type { LibrarySources } from '../services/api/library-api.js';
import { librarySourcesMachine } from '../machines/library-sources.machine.js';
import { LibraryCascader } from './library-cascader.js';
import { LogicContext } from './logic.js';

const lib = (fileLibId: number, fileLibName: string, fileLibType: string, children?: LibraryItem[]): LibraryItem => ({
  fileLibId, fileLibName, fileLibType, parentId: 0, description: '', sort: 0, createTime: 0, fileCount: 0, size: 0, ...(children ? { children } : {}),
});
const sources: LibrarySources = {
  public: [lib(1, '公共资源库', 'public')],
  private: [lib(2, '个人资源库', 'private')],
  group: [lib(3, '新闻中心', 'group', [lib(4, '新闻采编', 'group'), lib(5, '专题节目', 'group')])],
};

const renderPicker = (value: number | null, onChange = vi.fn()) =>
  render(
    // given sources: the machine loads nothing, so its unwired default is enough
    <LogicContext.Provider value={{ librarySources: librarySourcesMachine }}>
      <FluentProvider theme={webLightTheme}>
        <LibraryCascader value={value} onChange={onChange} sources={sources} />
      </FluentProvider>
    </LogicContext.Provider>,
  );

describe('LibraryCascader', () => {
  it('shows the chosen path, or the placeholder', () => {
    renderPicker(5);
    // named by what it shows too (label in name)
    expect(screen.getByRole('button', { name: '文件库：新闻中心 / 专题节目' }).textContent).toContain('新闻中心 / 专题节目');
    renderPicker(null);
    expect(screen.getByRole('button', { name: '文件库：请选择文件库' }).textContent).toContain('请选择文件库');
  });

  it('offers the three sources and answers the id and path of a child library', async () => {
    const onChange = vi.fn();
    renderPicker(null, onChange);
    fireEvent.click(screen.getByRole('button', { name: /^文件库：/ }));
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: '公共资源库' })).toBeTruthy());
    expect(screen.getByRole('menuitemradio', { name: '个人资源库' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: '新闻中心' }));
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: '专题节目' })).toBeTruthy());
    fireEvent.click(screen.getByRole('menuitemradio', { name: '专题节目' }));
    expect(onChange).toHaveBeenCalledWith(5, [sources.group[0], sources.group[0]!.children![1]]);
  });

  it('moves the focus onto the libraries when they arrive while the menu is open (the loading entry held it)', async () => {
    let arrive: (s: LibrarySources) => void = () => undefined;
    const slow = librarySourcesMachine.provide({ actors: { load: fromPromise(() => new Promise<LibrarySources>((resolve) => { arrive = resolve; })) } });
    render(
      <LogicContext.Provider value={{ librarySources: slow }}>
        <FluentProvider theme={webLightTheme}>
          <LibraryCascader value={2} onChange={vi.fn()} />
        </FluentProvider>
      </LogicContext.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /^文件库：/ }));
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '正在加载文件库…' })).toBeTruthy());
    await act(async () => arrive(sources));
    // the chosen library takes the focus, so the arrows work from there
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: '个人资源库' })));
  });
});
