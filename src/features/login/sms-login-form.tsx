// 短信登录: mobile number and SMS code (the sms-login machine: 60 s resend countdown, 5-minute
// code validity, the server's messages). On success the session takes the token, no page load.
import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { PhoneRegular, ShieldKeyholeRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { SMS_TEXTS } from '../../machines/sms-login.machine.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { DigitsField, LoginSubmitButton, useSignedInToSession } from './login-fields.js';
import { onFormSubmit } from '../../ui/form-submit.js';
import { loginMessages } from './messages.js';
import { AlertText } from '../../ui/alert-text.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '18px' },
  codeRow: { display: 'flex', gap: '8px', alignItems: 'flex-start' },
  codeInput: { flexGrow: 1, minWidth: 0 },
  send: { minWidth: '136px', height: '40px', whiteSpace: 'nowrap', flexShrink: 0 },
  submit: { marginTop: '8px', height: '44px', fontSize: '16px' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export function SmsLoginForm({ domainName }: { domainName: string }) {
  const styles = useStyles();
  const actor = useActorRef(useLogic('smsLogin'), { input: { domainName }, inspect: useInspect() });
  useSignedInToSession(actor);
  const mobile = useSelector(actor, (s) => s.context.mobile);
  const code = useSelector(actor, (s) => s.context.code);
  const error = useSelector(actor, (s) => s.context.error);
  const remaining = useSelector(actor, (s) => s.context.remaining);
  const sentOnce = useSelector(actor, (s) => s.context.sentOnce);
  const sending = useSelector(actor, (s) => s.matches({ sender: 'sending' }));
  const canSend = useSelector(actor, (s) => s.can({ type: 'code.send' }));
  const signingIn = useSelector(actor, (s) => s.matches({ form: { hasCode: 'signingIn' } }) || s.matches({ form: 'signedIn' }));
  const sendLabel = remaining > 0 ? SMS_TEXTS.resendIn(remaining) : sentOnce ? SMS_TEXTS.resend : SMS_TEXTS.send;

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={loginMessages.smsTab}
      onSubmit={onFormSubmit(() => actor.send({ type: 'login.submit' }))}
    >
      <DigitsField label={loginMessages.mobile} name="mobile" autoComplete="tel" maxLength={11} contentBefore={<PhoneRegular />}
        placeholder={SMS_TEXTS.mobileRequired} value={mobile} onDigits={(value) => actor.send({ type: 'mobile.change', value })} />
      <DigitsField label={loginMessages.smsCode} name="code" autoComplete="one-time-code" maxLength={6} contentBefore={<ShieldKeyholeRegular />}
        className={styles.codeInput} placeholder={SMS_TEXTS.codeRequired} value={code} onDigits={(value) => actor.send({ type: 'code.change', value })}
        beside={{
          rowClassName: styles.codeRow,
          node: (
            <Button className={styles.send} type="button" disabled={!canSend} onClick={() => actor.send({ type: 'code.send' })} aria-live="polite">
              {sending ? <Spinner size="tiny" /> : sendLabel}
            </Button>
          ),
        }}
      />
      <AlertText text={error} className={styles.error} />
      <LoginSubmitButton className={styles.submit} busy={signingIn} disabled={signingIn} />
    </form>
  );
}
