// Pieces the machine-driven list screens repeat inside ListScreen (./list-screen.tsx): the primary
// 新增 button of a header, row buttons and the actions column, a search field, and the callbacks
// that turn a pager, a confirmation or a dialog into the list machine's events. Screens still
// render machine state and send events only.
import { Button, Input, type ButtonProps } from '@fluentui/react-components';
import { AddRegular, SearchRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import type { PagedColumn } from './paged-table.js';

/** The header's primary 新增… button (an add icon before the label). */
export function AddButton({ disabled, onClick, children }: { disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button appearance="primary" icon={<AddRegular />} disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  );
}

/** The pager's page change as the list machine's `page.go`: `{...pageGoEvents(actor.send)}`. */
export function pageGoEvents(send: (event: { type: 'page.go'; pageIndex: number }) => void) {
  return { onPage: (pageIndex: number) => send({ type: 'page.go', pageIndex }) };
}

/** A confirmation's answers as two events of a machine (by default command.confirm / command.cancel). */
export function confirmEvents<C extends string = 'command.confirm', X extends string = 'command.cancel'>(
  send: (event: NoInfer<{ type: C } | { type: X }>) => void,
  confirm = 'command.confirm' as C,
  cancel = 'command.cancel' as X,
) {
  return { onConfirm: () => send({ type: confirm }), onCancel: () => send({ type: cancel }) };
}

/** A form dialog's submit and close as two events of a machine (by default dialog.submit / dialog.cancel). */
export function dialogEvents<S extends string = 'dialog.submit', X extends string = 'dialog.cancel'>(
  send: (event: NoInfer<{ type: S } | { type: X }>) => void,
  submit = 'dialog.submit' as S,
  close = 'dialog.cancel' as X,
) {
  return { onSubmit: () => send({ type: submit }), onClose: () => send({ type: close }) };
}

/** A small row action of a table (subtle unless told otherwise). */
export function RowButton(props: ButtonProps) {
  return <Button size="small" appearance="subtle" {...props} />;
}

/** The last column of a table: the row's actions under 操作 (or the given title). */
export function actionsColumn<T>(title: ReactNode, width: string, render: (row: T, index: number) => ReactNode): PagedColumn<T> {
  return { key: 'actions', title, width, render };
}

/** A search field (a magnifier before it; its placeholder is its name); Enter runs `onEnter`. */
export function SearchInput({ label, value, onText, onEnter }: { label: string; value: string; onText: (text: string) => void; onEnter?: () => void }) {
  return (
    <Input
      contentBefore={<SearchRegular />}
      placeholder={label}
      aria-label={label}
      value={value}
      onChange={(_, d) => onText(d.value)}
      onKeyDown={onEnter ? (e) => e.key === 'Enter' && onEnter() : undefined}
    />
  );
}
