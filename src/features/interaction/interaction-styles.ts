// Layout shared by the interaction screens.
import { makeStyles, tokens } from '@fluentui/react-components';
import { listPageStyles } from '../../ui/page-styles.js';

export const useInteractionStyles = makeStyles({
  ...listPageStyles,
  filter: { minWidth: '200px' },
  actions: { display: 'flex', gap: '4px', flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
  content: { whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxWidth: '420px' },
  reply: { color: tokens.colorBrandForeground1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
  addBox: { display: 'flex', gap: '12px', alignItems: 'flex-end', flexWrap: 'wrap' },
  textarea: { minWidth: '320px' },
});
