// 租户域名 / 账号 / 密码. The form machine keeps what was typed and whether a submit was tried;
// the session machine decides whether a login may start (snapshot.can) and shows its progress.
import { makeStyles, tokens } from '@fluentui/react-components';
import { GlobeRegular, LockClosedRegular, PersonRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, type KeyboardEvent, type ReactElement } from 'react';
import { SessionContext } from '../../ui/session-context.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { LoginField, LoginSubmitButton } from './login-fields.js';
import { onFormSubmit } from '../../ui/form-submit.js';
import { loginMessages } from './messages.js';
import { loginValues, validateLogin, type LoginValues } from './validate-login.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '18px' },
  submit: { marginTop: '8px', height: '44px', fontSize: '16px' },
  tenant: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '6px',
    marginTop: '-10px',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
});

const SUBMIT_PROBE = { type: 'login.submit', domainName: '', account: '', password: '' } as const;

/** The account form's fields, in order (the domain one only on /login). */
const FIELDS: { name: keyof LoginValues; autoComplete: string; icon: ReactElement; placeholder: string; type?: 'password' }[] = [
  { name: 'domainName', autoComplete: 'organization', icon: <GlobeRegular />, placeholder: loginMessages.domainRequired },
  { name: 'account', autoComplete: 'username', icon: <PersonRegular />, placeholder: loginMessages.accountRequired },
  { name: 'password', autoComplete: 'current-password', icon: <LockClosedRegular />, placeholder: loginMessages.passwordRequired, type: 'password' },
];

export interface LoginFormProps {
  /** The domain of /login/{domain}: the field is then hidden. */
  routeDomain: string;
  /** Pre-fills the domain field on /login. */
  storedDomain: string;
}

export function LoginForm({ routeDomain, storedDomain }: LoginFormProps) {
  const styles = useStyles();
  const session = SessionContext.useActorRef();
  const loggingIn = SessionContext.useSelector((s) => s.matches('loggingIn'));
  const canSubmit = SessionContext.useSelector((s) => s.can(SUBMIT_PROBE));
  const form = useActorRef(useLogic('loginForm'), {
    input: { values: { domainName: routeDomain || storedDomain, account: '', password: '' } },
    inspect: useInspect(),
  });
  // view wiring: a valid submit of the form is the session's login
  useEffect(() => {
    const sub = form.on('form.submitted', ({ values: v }) => session.send({ type: 'login.submit', ...loginValues(v) }));
    return () => sub.unsubscribe();
  }, [form, session]);
  const values = loginValues(useSelector(form, (s) => s.context.values));
  const attempted = useSelector(form, (s) => s.context.attempted);
  const errors = attempted ? validateLogin(values) : {};

  const submit = () => {
    if (canSubmit) form.send({ type: 'form.submit' });
  };
  // Enter submits from any field, but not while an input method is composing Chinese text.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  const change = (name: keyof LoginValues) => (_: unknown, data: { value: string }) =>
    form.send({ type: 'field.change', name, value: data.value });

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Enter in any field submits, as the spec's login form does
    <form className={styles.form} onSubmit={onFormSubmit(submit)} onKeyDown={onKeyDown} noValidate aria-label={loginMessages.submit}>
      {routeDomain ? (
        <div className={styles.tenant}>
          <GlobeRegular aria-hidden />
          <span>
            {loginMessages.domainName}：{routeDomain}
          </span>
        </div>
      ) : null}
      {FIELDS.filter((f) => f.name !== 'domainName' || !routeDomain).map((f) => (
        <LoginField
          key={f.name}
          label={loginMessages[f.name]}
          error={errors[f.name]}
          name={f.name}
          type={f.type}
          autoComplete={f.autoComplete}
          contentBefore={f.icon}
          placeholder={f.placeholder}
          value={values[f.name]}
          onChange={change(f.name)}
        />
      ))}
      <LoginSubmitButton className={styles.submit} busy={loggingIn} disabled={!canSubmit} />
    </form>
  );
}
