// Layout shared by the activities screens.
import { makeStyles, tokens } from '@fluentui/react-components';
import { listPageStyles } from '../../ui/page-styles.js';

export const useActivityStyles = makeStyles({
  ...listPageStyles,
  form: { display: 'flex', flexDirection: 'column', gap: '12px', maxWidth: '720px' },
  prizeRow: { display: 'flex', alignItems: 'flex-end', gap: '8px' },
  row: { display: 'flex', gap: '4px', flexWrap: 'wrap', alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
  mono: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all', fontSize: tokens.fontSizeBase200 },
  card: { display: 'flex', flexDirection: 'column', gap: '8px', padding: '16px', borderRadius: tokens.borderRadiusLarge, border: `1px solid ${tokens.colorNeutralStroke2}` },
  winners: { display: 'flex', flexWrap: 'wrap', gap: '12px' },
  winner: {
    padding: '12px 20px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorPaletteRedBackground2,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  stage: { display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: '24px', minHeight: '420px', padding: '32px', borderRadius: tokens.borderRadiusXLarge, backgroundColor: '#B71C1C', color: '#FFFFFF' },
  stageTitle: { fontSize: '40px', lineHeight: '52px', fontWeight: 700, color: '#FFFFFF', textAlign: 'center' },
  stageName: { fontSize: '56px', lineHeight: '72px', fontWeight: 700, color: '#FFE082', minHeight: '72px', textAlign: 'center' },
  stageWinners: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '16px', fontSize: '32px', lineHeight: '44px', color: '#FFFFFF' },
});
