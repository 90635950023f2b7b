// Pieces the three ways of signing in share: a large required field with an icon, the big
// 登录 button, and the wiring that hands a signed-in user's token to the session.
import { Button, Field, Input, makeStyles, Spinner, type InputProps } from '@fluentui/react-components';
import { useEffect, type ReactNode } from 'react';
import { SessionContext } from '../../ui/session-context.js';
import { loginMessages } from './messages.js';

export type LoginFieldProps = Omit<InputProps, 'size' | 'children'> & {
  label: string;
  error?: string;
  /** Shown right of the input, the two in a row of that class (the SMS code's 发送验证码). */
  beside?: { node: ReactNode; rowClassName: string };
};

const useStyles = makeStyles({
  // The <input> would otherwise keep its intrinsic width (size=20 at the large font), which
  // pushed 发送验证码 out of the card and the card out of a phone's screen.
  text: { minWidth: 0, width: '100%' },
});

/** A required, large field of a login form; the error (when there is one) shows under it. */
export function LoginField({ label, error, beside, ...input }: LoginFieldProps) {
  const styles = useStyles();
  const control = <Input size="large" input={{ className: styles.text }} {...input} />;
  return (
    <Field label={label} required validationMessage={error} validationState={error ? 'error' : 'none'}>
      {beside ? (
        <div className={beside.rowClassName}>
          {control}
          {beside.node}
        </div>
      ) : (
        control
      )}
    </Field>
  );
}

/** A login field that takes digits only (mobile number, SMS code): anything else typed is dropped. */
export function DigitsField({ onDigits, ...props }: Omit<LoginFieldProps, 'onChange' | 'inputMode'> & { onDigits: (value: string) => void }) {
  return <LoginField inputMode="numeric" onChange={(_, d) => onDigits(d.value.replace(/\D/g, ''))} {...props} />;
}

/** The big 登录 button; a spinner in it while the login runs. */
export function LoginSubmitButton({ className, busy, disabled }: { className: string; busy: boolean; disabled: boolean }) {
  return (
    <Button
      className={className}
      type="submit"
      appearance="primary"
      size="large"
      disabled={disabled}
      icon={busy ? <Spinner size="tiny" appearance="inverted" /> : undefined}
    >
      {loginMessages.submit}
    </Button>
  );
}

interface EmitsSignedIn {
  on(type: 'signedIn', handler: (emitted: { user: { token: string } }) => void): { unsubscribe(): void };
}

/** View wiring: the machine's signedIn emit is the session's login.token. */
export function useSignedInToSession(actor: EmitsSignedIn) {
  const session = SessionContext.useActorRef();
  useEffect(() => {
    const sub = actor.on('signedIn', ({ user }) => session.send({ type: 'login.token', token: user.token }));
    return () => sub.unsubscribe();
  }, [actor, session]);
}
