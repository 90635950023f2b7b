// The look of one row of a reorderable list (the gallery's images, a course's items): a bordered
// card laid out on the given grid columns.
import { tokens, type GriffelStyle } from '@fluentui/react-components';

export function sortableRowStyle(gridTemplateColumns: string): GriffelStyle {
  return {
    display: 'grid',
    gridTemplateColumns,
    gap: '10px',
    alignItems: 'center',
    padding: '6px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  };
}
