// The layout every list screen of an area shares (activities, interaction, organisation): the
// page column, the header (title left, actions right) and the filter row. An area's style hook
// spreads it and adds its own classes.
import type { GriffelStyle } from '@fluentui/react-components';

export const listPageStyles = {
  page: { display: 'flex', flexDirection: 'column', gap: '16px', padding: '4px' },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '12px', flexWrap: 'wrap' },
  filters: { display: 'flex', alignItems: 'flex-end', gap: '12px', flexWrap: 'wrap' },
} satisfies Record<string, GriffelStyle>;
