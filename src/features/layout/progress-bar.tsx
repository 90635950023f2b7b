// The page-transition progress bar (spec §9: 500 ms): a thin bar that runs once per route change.
import { makeStyles, tokens } from '@fluentui/react-components';
import { useLocation } from 'react-router-dom';

export const PROGRESS_MS = 500;

const useStyles = makeStyles({
  bar: {
    position: 'fixed',
    top: 0,
    left: 0,
    height: '2px',
    width: '100%',
    zIndex: 10000,
    pointerEvents: 'none',
    backgroundColor: tokens.colorBrandForeground1,
    transformOrigin: 'left',
    animationName: { from: { transform: 'scaleX(0)', opacity: 1 }, '80%': { transform: 'scaleX(1)', opacity: 1 }, to: { transform: 'scaleX(1)', opacity: 0 } },
    animationDuration: `${PROGRESS_MS}ms`,
    animationTimingFunction: 'ease-out',
    animationFillMode: 'forwards',
  },
});

export function ProgressBar() {
  const styles = useStyles();
  const { pathname } = useLocation();
  // a new key restarts the animation on every route change
  return <div key={pathname} className={styles.bar} role="presentation" data-testid="route-progress" />;
}
