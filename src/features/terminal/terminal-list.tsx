// The terminal lists (/terminal/app/list, /terminal/shop/list, /terminal/special/publish/list):
// the tenant's terminals from the server as a list screen (ListScreen: the title, the list's
// introduction, the shared paged table with a 序号 column and one merged name cell over the rows
// of the same client; a screen's further lists and dialogs under it).
import { Badge, Text } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { Terminal, TerminalKind } from '../../../shared/shop.js';
import { formatDateTime } from '../../ui/format-time.js';
import { useLogic } from '../../ui/logic.js';
import type { PagedColumn } from '../../ui/paged-table.js';
import { ListScreen } from '../../ui/list-screen.js';
import { usePageFetch } from '../../ui/actor-hooks.js';
import { t } from './messages.js';
import { useCardStyles } from './load-view.js';

/** Rows of one client sit together: the first of them spans them all, the others hide the cell. */
export function clientSpan(rows: readonly Terminal[], i: number): number {
  if (i > 0 && rows[i - 1]!.client === rows[i]!.client) return 0;
  let n = 1;
  while (i + n < rows.length && rows[i + n]!.client === rows[i]!.client) n++;
  return n;
}

const columns: PagedColumn<Terminal>[] = [
  { key: 'client', title: t.client, render: (r) => r.client, rowSpan: (_r, i, rows) => clientSpan(rows, i) },
  { key: 'platform', title: t.platform, render: (r) => r.platform },
  { key: 'version', title: t.version, render: (r) => r.version },
  {
    key: 'status',
    title: t.status,
    render: (r) => (
      <Badge appearance="tint" color={r.online ? 'success' : 'informative'}>
        {r.online ? t.online : t.offline}
      </Badge>
    ),
  },
  { key: 'updatedAt', title: '更新时间', render: (r) => formatDateTime(r.updatedAt) },
];

export function TerminalList({ kind, title, intro, children }: { kind: TerminalKind; title: string; intro: string; children?: ReactNode }) {
  const styles = useCardStyles();
  const fetchPage = usePageFetch(useLogic('terminalPages').terminals, { kind });
  return (
    <ListScreen
      title={title}
      toolbar={<Text className={styles.hint}>{intro}</Text>}
      table={{ ariaLabel: title, rank: true, columns, rowKey: (r) => r.id, pageSize: 10, keepKey: 'list', fetchPage, reloadKey: kind }}
    >
      {children}
    </ListScreen>
  );
}
