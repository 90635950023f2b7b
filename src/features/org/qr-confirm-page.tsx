// /qrConfirm?ticket=… (inside the console, signed in): confirms a QR sign-in ticket shown on
// another device or tab; that device's waiting screen then signs in by itself.
import { Button, Card, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { QrCodeRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { QR_CONFIRM_TEXTS as t } from '../../machines/qr-confirm.machine.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { orgText } from './messages.js';
import { ErrorBar } from '../../ui/error-bar.js';

const useStyles = makeStyles({
  root: { minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', backgroundColor: tokens.colorNeutralBackground2, padding: '16px' },
  card: { maxWidth: '440px', width: '100%', padding: '32px', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '16px', textAlign: 'center' },
  icon: { fontSize: '48px', color: tokens.colorBrandForeground1 },
  actions: { display: 'flex', gap: '8px' },
});

export default function QrConfirmPage() {
  const styles = useStyles();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const actor = useActorRef(useLogic('qrConfirm'), { input: { ticket: params.get('ticket') ?? '' }, inspect: useInspect() });
  const state = useSelector(actor, (s) => s.value);
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <div className={styles.root}>
      <Card className={styles.card}>
        <QrCodeRegular className={styles.icon} aria-hidden />
        <Text as="h1" size={500} weight="semibold">
          {t.title}
        </Text>
        {state === 'missing' ? <MessageBar intent="warning"><MessageBarBody>{t.missing}</MessageBarBody></MessageBar> : null}
        {state === 'asking' || state === 'confirming' ? <Text>{t.prompt}</Text> : null}
        {state === 'confirmed' ? <MessageBar intent="success"><MessageBarBody>{t.done}</MessageBarBody></MessageBar> : null}
        {state === 'failed' ? <ErrorBar text={error} /> : null}
        <div className={styles.actions}>
          {state === 'asking' || state === 'confirming' ? (
            <Button appearance="primary" disabled={state === 'confirming'} icon={state === 'confirming' ? <Spinner size="tiny" /> : undefined} onClick={() => actor.send({ type: 'qr.confirm' })}>
              {state === 'confirming' ? t.confirming : t.confirm}
            </Button>
          ) : null}
          <Button onClick={() => navigate('/')}>{state === 'asking' ? orgText.cancel : t.back}</Button>
        </div>
      </Card>
    </div>
  );
}
