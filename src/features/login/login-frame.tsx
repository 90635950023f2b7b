// The login screens' frame: a dark-blue broadcast backdrop (or the tenant's background image),
// a centred card with the tenant's logo and title, and a footer with the statement and version.
import { makeStyles, shorthands, Text, tokens } from '@fluentui/react-components';
import { VideoClipFilled } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { APP_VERSION, PRODUCT_NAME } from '../../ui/messages.js';
import { useBranding } from '../../ui/use-branding.js';
import { loginMessages } from './messages.js';

const useStyles = makeStyles({
  root: {
    position: 'relative',
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    padding: '48px 16px 88px',
    boxSizing: 'border-box',
    overflow: 'hidden',
    backgroundColor: '#061238',
    backgroundImage: [
      'radial-gradient(1200px 600px at 85% -10%, rgba(58, 131, 255, 0.45), transparent 60%)',
      'radial-gradient(900px 500px at -10% 110%, rgba(0, 194, 255, 0.22), transparent 60%)',
      'linear-gradient(135deg, #050d2b 0%, #0a2260 48%, #123a9c 100%)',
    ].join(', '),
  },
  grid: {
    position: 'absolute',
    inset: 0,
    backgroundImage:
      'linear-gradient(rgba(255,255,255,0.04) 1px, transparent 1px), linear-gradient(90deg, rgba(255,255,255,0.04) 1px, transparent 1px)',
    backgroundSize: '48px 48px',
    pointerEvents: 'none',
  },
  backgroundImage: {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    filter: 'brightness(0.55)',
  },
  card: {
    position: 'relative',
    width: '100%',
    maxWidth: '420px',
    boxSizing: 'border-box',
    padding: '40px 40px 32px',
    '@media (max-width: 480px)': { padding: '28px 20px 24px' },
    backgroundColor: tokens.colorNeutralBackground1,
    ...shorthands.borderRadius('14px'),
    boxShadow: '0 24px 64px rgba(2, 8, 30, 0.45), 0 2px 8px rgba(2, 8, 30, 0.25)',
  },
  brand: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '8px',
    marginBottom: '28px',
    textAlign: 'center',
  },
  logoMark: {
    width: '56px',
    height: '56px',
    ...shorthands.borderRadius('14px'),
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: '#fff',
    fontSize: '30px',
    backgroundImage: 'linear-gradient(135deg, #3A83FF 0%, #1B3D7D 100%)',
    boxShadow: '0 8px 20px rgba(58, 131, 255, 0.35)',
  },
  logoImage: { maxHeight: '56px', maxWidth: '220px', objectFit: 'contain' },
  title: { color: tokens.colorNeutralForeground1, margin: 0 },
  subtitle: { color: tokens.colorNeutralForeground3 },
  footer: {
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: '24px',
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: '4px 16px',
    padding: '0 16px',
    color: 'rgba(255, 255, 255, 0.65)',
    fontSize: tokens.fontSizeBase200,
    textAlign: 'center',
  },
});

export function LoginFrame({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const branding = useBranding();
  const title = branding.title || PRODUCT_NAME;
  return (
    <div className={styles.root}>
      {branding.background ? <img className={styles.backgroundImage} src={branding.background} alt="" /> : <div className={styles.grid} />}
      <main className={styles.card}>
        <header className={styles.brand}>
          {branding.logo ? (
            <img className={styles.logoImage} src={branding.logo} alt={title} />
          ) : (
            <div className={styles.logoMark} aria-hidden>
              <VideoClipFilled />
            </div>
          )}
          <Text as="h1" size={600} weight="semibold" className={styles.title}>
            {title}
          </Text>
          <Text size={300} className={styles.subtitle}>
            {loginMessages.subtitle}
          </Text>
        </header>
        {children}
      </main>
      <footer className={styles.footer}>
        {branding.statement ? <span>{branding.statement}</span> : null}
        <span>{loginMessages.version(APP_VERSION)}</span>
      </footer>
    </div>
  );
}
