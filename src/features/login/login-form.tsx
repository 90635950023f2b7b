// 租户域名 / 账号 / 密码. The form machine keeps what was typed and whether a submit was tried;
// the session machine decides whether a login may start (snapshot.can) and shows its progress.
import { Button, Field, Input, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { GlobeRegular, LockClosedRegular, PersonRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, type FormEvent, type KeyboardEvent } from 'react';
import { SessionContext } from '../../ui/session-context.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
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
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  // Enter submits from any field, but not while an input method is composing Chinese text.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  const change = (name: keyof LoginValues) => (_: unknown, data: { value: string }) =>
    form.send({ type: 'field.change', name, value: data.value });
  const state = (message?: string) => (message ? 'error' : 'none');

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Enter in any field submits, as the spec's login form does
    <form className={styles.form} onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate aria-label={loginMessages.submit}>
      {routeDomain ? (
        <div className={styles.tenant}>
          <GlobeRegular aria-hidden />
          <span>
            {loginMessages.domainName}：{routeDomain}
          </span>
        </div>
      ) : (
        <Field label={loginMessages.domainName} required validationMessage={errors.domainName} validationState={state(errors.domainName)}>
          <Input
            name="domainName"
            size="large"
            autoComplete="organization"
            contentBefore={<GlobeRegular />}
            placeholder={loginMessages.domainRequired}
            value={values.domainName}
            onChange={change('domainName')}
          />
        </Field>
      )}
      <Field label={loginMessages.account} required validationMessage={errors.account} validationState={state(errors.account)}>
        <Input
          name="account"
          size="large"
          autoComplete="username"
          contentBefore={<PersonRegular />}
          placeholder={loginMessages.accountRequired}
          value={values.account}
          onChange={change('account')}
        />
      </Field>
      <Field label={loginMessages.password} required validationMessage={errors.password} validationState={state(errors.password)}>
        <Input
          name="password"
          type="password"
          size="large"
          autoComplete="current-password"
          contentBefore={<LockClosedRegular />}
          placeholder={loginMessages.passwordRequired}
          value={values.password}
          onChange={change('password')}
        />
      </Field>
      <Button
        className={styles.submit}
        type="submit"
        appearance="primary"
        size="large"
        disabled={!canSubmit}
        icon={loggingIn ? <Spinner size="tiny" appearance="inverted" /> : undefined}
      >
        {loginMessages.submit}
      </Button>
    </form>
  );
}
