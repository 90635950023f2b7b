// Layout shared by the course screens.
import { makeStyles, tokens } from '@fluentui/react-components';
import { sortableRowStyle } from '../sortable-row-style.js';

export const useCourseStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px', padding: '4px' },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '12px', flexWrap: 'wrap' },
  form: { display: 'flex', flexDirection: 'column', gap: '12px', maxWidth: '820px' },
  row: { display: 'flex', gap: '4px', flexWrap: 'wrap', alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
  thumb: { width: '80px', height: '45px', objectFit: 'cover', borderRadius: '4px', backgroundColor: tokens.colorNeutralBackground3 },
  list: { display: 'flex', flexDirection: 'column', gap: '8px' },
  item: sortableRowStyle('28px 32px 96px 1fr auto'),
  handle: { cursor: 'grab', minWidth: 'auto' },
  itemThumb: { width: '96px', height: '54px', objectFit: 'cover', borderRadius: '4px', backgroundColor: tokens.colorNeutralBackground3 },
  options: { display: 'flex', flexDirection: 'column', gap: '4px', maxHeight: '50vh', overflowY: 'auto' },
});
