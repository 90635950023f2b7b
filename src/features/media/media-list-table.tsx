// The table of a media list screen (直播通道, 回收站): a load failure with its retry above, the
// small table (empty while the list machine says so) and the machine's pager under it.
import type { ReactNode } from 'react';
import { DataTable, LoadFailedBar, MachinePager, type DataTableProps, type PageEvent } from '../../ui/paged-table.js';

export interface MediaListTableProps<T> extends Omit<DataTableProps<T>, 'size'> {
  /** The list machine's state: `list.failed`, `list.empty`. */
  failed: boolean;
  empty: boolean;
  failedText: ReactNode;
  retryLabel: ReactNode;
  onRetry: () => void;
  pager: { total: number; pageIndex: number; pageSize: number; send: (event: PageEvent) => void };
}

export function MediaListTable<T>({ failed, empty, failedText, retryLabel, onRetry, pager, rows, ...table }: MediaListTableProps<T>) {
  return (
    <>
      {failed ? <LoadFailedBar text={failedText} retryLabel={retryLabel} onRetry={onRetry} /> : null}
      <DataTable size="small" rows={empty ? [] : rows} {...table} />
      <MachinePager {...pager} />
    </>
  );
}
