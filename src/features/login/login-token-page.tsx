// /login4token?token=...: signs in with a token handed over by another system (e.g. the CMS).
import { Button, MessageBar, MessageBarBody, makeStyles, Spinner } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SessionContext } from '../../ui/session-context.js';
import { LoginFrame } from './login-frame.js';
import { loginMessages } from './messages.js';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: '16px', alignItems: 'stretch', minHeight: '96px', justifyContent: 'center' },
});

export default function LoginTokenPage() {
  const styles = useStyles();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = SessionContext.useActorRef();
  const failed = SessionContext.useSelector((s) => s.matches('anonymous') && s.context.error !== null);

  // View wiring only: hand the URL's token to the session (it ignores a repeat once signing in).
  useEffect(() => {
    if (token) session.send({ type: 'login.token', token });
  }, [session, token]);

  return (
    <LoginFrame>
      <div className={styles.body}>
        {token && !failed ? (
          <Spinner size="medium" label={loginMessages.tokenLoggingIn} labelPosition="below" />
        ) : (
          <>
            <MessageBar intent="warning">
              <MessageBarBody>{token ? loginMessages.tokenFailed : loginMessages.tokenMissing}</MessageBarBody>
            </MessageBar>
            <Button appearance="primary" size="large" onClick={() => session.send({ type: 'login.page' })}>
              {loginMessages.toLogin}
            </Button>
          </>
        )}
      </div>
    </LoginFrame>
  );
}
