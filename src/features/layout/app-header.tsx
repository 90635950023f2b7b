// Header, 56 px: the tenant's logo and title, 首页, 云产品 (from the route tree), the user's
// shortcut entries (overflowing into 快捷导航), 配置中心 (menu item 36), the upload manager,
// the message bell and the user menu. Header style 1: on the theme colour; 0: light.
import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { HomeRegular, SettingsRegular, VideoClipFilled } from '@fluentui/react-icons';
import { useGuardedNavigate } from './use-guarded-navigate.js';
import { PRODUCT_NAME } from '../../ui/messages.js';
import { SessionContext } from '../../ui/session-context.js';
import { ThemeContext } from '../../ui/theme-context.js';
import { useBranding } from '../../ui/use-branding.js';
import { CloudProducts } from './cloud-products.js';
import { MessageBell } from './message-bell/message-bell.js';
import { layoutMessages } from './messages.js';
import { CONFIG_CENTER_ID, findById } from './nav-model.js';
import { ShortcutBar } from './shortcut-bar.js';
import { UploadManager } from './upload-manager/upload-manager.js';
import { UserMenu } from './user-menu.js';

const useStyles = makeStyles({
  root: {
    height: '56px',
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    padding: '0 16px 0 20px',
    boxShadow: '0 2px 8px rgba(13, 38, 92, 0.18)',
    zIndex: 1,
    minWidth: 0,
  },
  brandStyle: {
    backgroundColor: tokens.colorBrandBackground,
    backgroundImage: `linear-gradient(90deg, ${tokens.colorBrandBackgroundPressed} 0%, ${tokens.colorBrandBackground} 60%, ${tokens.colorBrandBackgroundHover} 100%)`,
    color: '#fff',
  },
  lightStyle: { backgroundColor: tokens.colorNeutralBackground1, color: tokens.colorNeutralForeground1 },
  brand: { display: 'flex', alignItems: 'center', gap: '10px', minWidth: '40px', flexShrink: 1, maxWidth: '280px' },
  mark: {
    width: '32px',
    height: '32px',
    borderRadius: '8px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: '20px',
    backgroundColor: 'rgba(255,255,255,0.18)',
    flexShrink: 0,
  },
  markOnLight: { backgroundColor: tokens.colorBrandBackground, color: '#fff' },
  logo: { maxHeight: '36px', maxWidth: '140px', objectFit: 'contain' },
  title: { color: 'inherit', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', letterSpacing: '1px' },
  onBrand: { color: '#fff', flexShrink: 0, ':hover': { color: '#fff', backgroundColor: 'rgba(255,255,255,0.14)' }, ':hover:active': { color: '#fff' } },
  onLight: { color: tokens.colorNeutralForeground1, flexShrink: 0 },
  right: { display: 'flex', alignItems: 'center', gap: '4px', flexShrink: 0 },
  /** The bell's and the upload manager's triggers are white: dark on the light header. */
  rightOnLight: {
    '& button': { color: tokens.colorNeutralForeground1 },
    '& button:hover': { color: tokens.colorNeutralForeground1, backgroundColor: tokens.colorSubtleBackgroundHover },
  },
});

export function AppHeader() {
  const styles = useStyles();
  const branding = useBranding();
  const navigate = useGuardedNavigate();
  const headerStyle = ThemeContext.useSelector((s) => s.context.headerStyle);
  const configCenter = SessionContext.useSelector((s) => findById(s.context.routeTree, CONFIG_CENTER_ID));
  const title = branding.title || PRODUCT_NAME;
  const onBrand = headerStyle === 1;
  const trigger = onBrand ? styles.onBrand : styles.onLight;
  return (
    <header className={mergeClasses(styles.root, onBrand ? styles.brandStyle : styles.lightStyle)} data-header-style={headerStyle}>
      <div className={styles.brand}>
        {branding.logo ? (
          <img className={styles.logo} src={branding.logo} alt="" data-testid="header-logo" />
        ) : (
          <span className={mergeClasses(styles.mark, !onBrand && styles.markOnLight)} aria-hidden>
            <VideoClipFilled />
          </span>
        )}
        <Text as="h1" size={500} weight="semibold" className={styles.title} data-testid="header-title">
          {title}
        </Text>
      </div>
      <Button appearance="transparent" className={trigger} icon={<HomeRegular />} onClick={() => navigate('/')}>
        {layoutMessages.home}
      </Button>
      <CloudProducts triggerClass={trigger} />
      <ShortcutBar triggerClass={trigger} />
      <div className={mergeClasses(styles.right, onBrand ? undefined : styles.rightOnLight)}>
        {configCenter ? (
          <Button
            appearance="transparent"
            className={trigger}
            icon={<SettingsRegular />}
            data-testid="config-center"
            onClick={() => navigate(configCenter.comMicsRedirect || configCenter.comMicsPath)}
          >
            {layoutMessages.configCenter}
          </Button>
        ) : null}
        <UploadManager />
        <MessageBell />
        <UserMenu />
      </div>
    </header>
  );
}
