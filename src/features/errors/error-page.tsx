// The 404, 403 and 500 pages of the console (routes in app/app-routes.tsx), with a way back to
// the home of the user (控制台, or the first page their role opens), and 无可用菜单 for a role
// that opens no page at all.
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, DocumentErrorRegular, ErrorCircleRegular, PersonProhibitedRegular, ShieldErrorRegular, SignOutRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { SessionContext } from '../../ui/session-context.js';
import { centredPageStyle } from '../../ui/page-styles.js';
import { errorMessages, type ErrorStatus } from './messages.js';

const useStyles = makeStyles({
  root: {
    ...centredPageStyle,
    padding: '24px',
    boxSizing: 'border-box',
  },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '12px',
    textAlign: 'center',
    maxWidth: '440px',
  },
  icon: { fontSize: '72px', color: tokens.colorBrandForeground1 },
  code: {
    fontSize: '64px',
    lineHeight: '72px',
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
    letterSpacing: '4px',
  },
  text: { color: tokens.colorNeutralForeground3 },
  action: { marginTop: '12px' },
});

const icons = { 404: DocumentErrorRegular, 403: ShieldErrorRegular, 500: ErrorCircleRegular };

export function ErrorPage({ status }: { status: ErrorStatus }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const Icon = icons[status];
  const { title, text } = errorMessages[status];
  return (
    <main className={styles.root}>
      <section className={styles.panel} aria-labelledby="error-title">
        <Icon className={styles.icon} aria-hidden />
        <div className={styles.code}>{status}</div>
        <Text as="h1" id="error-title" size={600} weight="semibold">
          {title}
        </Text>
        <Text className={styles.text}>{text}</Text>
        <Button
          className={styles.action}
          appearance="primary"
          size="large"
          icon={<ArrowLeftRegular />}
          // '/' is the home of the user (控制台, or the first page their role opens)
          onClick={() => navigate('/', { replace: true })}
        >
          {errorMessages.backHome}
        </Button>
      </section>
    </main>
  );
}

/** 无可用菜单，请联系管理员: the landing of a user whose route tree holds no page, with sign-out. */
export function NoMenuPage() {
  const styles = useStyles();
  const session = SessionContext.useActorRef();
  const signOut = () => {
    session.send({ type: 'logout.request' });
    session.send({ type: 'logout.confirm' });
  };
  return (
    <main className={styles.root}>
      <section className={styles.panel} aria-labelledby="error-title">
        <PersonProhibitedRegular className={styles.icon} aria-hidden />
        <Text as="h1" id="error-title" size={600} weight="semibold">
          {errorMessages.noMenu.title}
        </Text>
        <Text className={styles.text}>{errorMessages.noMenu.text}</Text>
        <Button className={styles.action} appearance="primary" size="large" icon={<SignOutRegular />} onClick={signOut}>
          {errorMessages.signOut}
        </Button>
      </section>
    </main>
  );
}
