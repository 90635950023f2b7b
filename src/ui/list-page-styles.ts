// Layout shared by the list screens of the audience areas (interaction, 问政, tasks): page,
// header, filters, row actions, texts.
import { makeStyles, tokens } from '@fluentui/react-components';
import { listPageStyles } from './page-styles.js';

export const useListPageStyles = makeStyles({
  ...listPageStyles,
  filter: { minWidth: '200px' },
  actions: { display: 'flex', gap: '4px', flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
  content: { whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxWidth: '420px' },
  reply: { color: tokens.colorBrandForeground1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
  addBox: { display: 'flex', gap: '12px', alignItems: 'flex-end', flexWrap: 'wrap' },
  textarea: { minWidth: '320px' },
  history: { margin: 0, paddingLeft: '20px', display: 'flex', flexDirection: 'column', gap: '6px' },
  child: { paddingLeft: '24px' },
});
