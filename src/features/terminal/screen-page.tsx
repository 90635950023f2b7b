// The big screens (/bigscreen, /broadcast, /newMediaScreen, /newMediaScreenXy, /mergeScreen):
// full-window boards, each showing what its name says (shared/shop.ts SCREENS): 融媒体数据大屏 the
// tenant's figures from /api/statisticaldata; 广播电视播出大屏 what each channel plays now and next;
// the 新媒体 screens releases per desk and the most-read stories; 融合指挥大屏 both boards. Each
// reloads every 10 seconds (statecharts liveFigures and screenBoard).
import { makeStyles, Text } from '@fluentui/react-components';
import { useLocation } from 'react-router-dom';
import { SCREENS } from '../../../shared/shop.js';
import { FigureTiles, useLiveFigures } from './figures.js';
import { ScreenBoards } from './screen-boards.js';

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

function FiguresBoard() {
  const styles = useStyles();
  const { stats, error } = useLiveFigures();
  return (
    <>
      {error && (
        <Text role="alert" className={styles.error}>
          {error}
        </Text>
      )}
      <FigureTiles stats={stats} dark />
    </>
  );
}

export default function ScreenPage() {
  const styles = useStyles();
  const { pathname } = useLocation();
  const screen = SCREENS.find((s) => s.path === pathname) ?? SCREENS[0];
  return (
    <main className={styles.screen} aria-label={screen.title}>
      <h1 className={styles.title}>{screen.title}</h1>
      {screen.board === 'figures' ? <FiguresBoard /> : <ScreenBoards key={screen.board} kind={screen.board} />}
    </main>
  );
}
