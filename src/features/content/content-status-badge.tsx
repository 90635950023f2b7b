import { Badge } from '@fluentui/react-components';
import { contentStatusName } from '../../../shared/content.js';

const COLORS = ['informative', 'warning', 'danger', 'success', 'brand', 'subtle'] as const;

export function StatusBadge({ status }: { status: number }) {
  return (
    <Badge appearance="tint" color={COLORS[status] ?? 'informative'}>
      {contentStatusName(status)}
    </Badge>
  );
}
