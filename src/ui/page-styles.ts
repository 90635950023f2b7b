// Layouts that screens share. A screen's style hook spreads them and adds its own classes.
import { tokens, type GriffelStyle } from '@fluentui/react-components';

/** A page of its own (no shell) whose content sits in the middle: loading, error pages. */
export const centredPageStyle = {
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: tokens.colorNeutralBackground2,
} satisfies GriffelStyle;

/** The list screens of an area (activities, interaction, organisation): the page column, the
 * header (title left, actions right) and the filter row. */
export const listPageStyles = {
  page: { display: 'flex', flexDirection: 'column', gap: '16px', padding: '4px' },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '12px', flexWrap: 'wrap' },
  filters: { display: 'flex', alignItems: 'flex-end', gap: '12px', flexWrap: 'wrap' },
} satisfies Record<string, GriffelStyle>;
