// The shared dialogs: FormDialog submits on Enter/保存, closes on 取消, shows its error and is
// disabled while busy; ConfirmDialog answers 确定/取消 and is closed while its text is null.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.js';
import { FormDialog } from './form-dialog.js';

const wrap = (ui: ReactNode) => render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);

describe('FormDialog', () => {
  it('submits, cancels and shows the form error', () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    wrap(
      <FormDialog title="新增部门" onSubmit={onSubmit} onClose={onClose} error="名称已存在">
        <input aria-label="名称" />
      </FormDialog>,
    );
    fireEvent.submit(screen.getByRole('button', { name: '保存' }).closest('form')!);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe('名称已存在');
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('disables the submit button while busy', () => {
    wrap(
      <FormDialog title="编辑" submitLabel="确定" busy onSubmit={() => {}} onClose={() => {}}>
        <span>内容</span>
      </FormDialog>,
    );
    expect((screen.getByRole('button', { name: '确定' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '取消' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('ConfirmDialog', () => {
  it('asks, then confirms or cancels', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    wrap(<ConfirmDialog title="请确认" text="确定删除吗？" onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByText('确定删除吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('is closed while the text is null', () => {
    wrap(<ConfirmDialog title="请确认" text={null} onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
