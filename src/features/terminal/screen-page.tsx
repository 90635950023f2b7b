// The big screens (/bigscreen, /broadcast, /newMediaScreen, /newMediaScreenXy, /mergeScreen):
// full-window dashboards of the tenant's live figures (content, releases, live channels,
// messages, files, terminals, orders), refreshed every 10 seconds from /api/statisticaldata.
import { makeStyles, Text } from '@fluentui/react-components';
import { useLocation } from 'react-router-dom';
import { SCREENS } from '../../../shared/shop.js';
import { FigureTiles, useLiveFigures } from './figures.js';

const useStyles = makeStyles({
  screen: {
    minHeight: '100vh',
    boxSizing: 'border-box',
    padding: '28px 36px',
    background: 'radial-gradient(circle at 30% 0%, #123a7a 0%, #06142e 60%)',
    color: '#ffffff',
    display: 'flex',
    flexDirection: 'column',
    gap: '24px',
  },
  title: { fontSize: '32px', fontWeight: 700, letterSpacing: '4px', textAlign: 'center', color: '#ffffff' },
  error: { color: '#ffb4b4' },
});

export default function ScreenPage() {
  const styles = useStyles();
  const { pathname } = useLocation();
  const screen = SCREENS.find((s) => s.path === pathname) ?? SCREENS[0];
  const { stats, error } = useLiveFigures();
  return (
    <main className={styles.screen} aria-label={screen.title}>
      <h1 className={styles.title}>{screen.title}</h1>
      {error && (
        <Text role="alert" className={styles.error}>
          {error}
        </Text>
      )}
      <FigureTiles stats={stats} dark />
    </main>
  );
}
