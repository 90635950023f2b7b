// Layout shared by the organisation screens.
import { makeStyles, tokens } from '@fluentui/react-components';
import { listPageStyles } from '../../ui/page-styles.js';

export const useOrgStyles = makeStyles({
  ...listPageStyles,
  filter: { minWidth: '180px' },
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
  row: { display: 'flex', gap: '4px', flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  remark: { color: tokens.colorNeutralForeground3, marginLeft: '12px' },
  error: { color: tokens.colorPaletteRedForeground1 },
  empty: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '8px', padding: '40px 0', color: tokens.colorNeutralForeground3 },
});
