// The status badge of a content item in the production, review and release lists, with a second
// badge (有待审修改) when a published item has a pending update (docs/content.md).
import { Badge } from '@fluentui/react-components';
import { contentStatusName, type ContentUpdate } from '../../../shared/content.js';
import { contentMessages as m } from './messages.js';

const COLORS = ['informative', 'warning', 'danger', 'success', 'brand', 'subtle'] as const;

/** The item's status; a published item with a pending update also shows 有待审修改 (its state as the tooltip). */
export function StatusBadge({ status, update }: { status: number; update?: ContentUpdate | null }) {
  return (
    <>
      <Badge appearance="tint" color={COLORS[status] ?? 'informative'}>
        {contentStatusName(status)}
      </Badge>
      {update ? (
        <Badge appearance="outline" color={update.status === 2 ? 'danger' : 'warning'} title={m.updateStatus(update.status)} style={{ marginLeft: 4 }} data-testid="pending-update">
          {m.pendingUpdate}
        </Badge>
      ) : null}
    </>
  );
}
