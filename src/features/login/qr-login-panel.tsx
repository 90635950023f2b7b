// 扫码登录: the ticket drawn as a QR code (the `qrcode` library), polled by the qr-login machine
// until a signed-in user confirms it (then the session takes the token, no page load), or it
// expires (then 刷新二维码). The QR holds the console's confirm address /qrConfirm?ticket=….
import { Button, Link, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import QRCode from 'qrcode';
import { useEffect, useRef } from 'react';
import { QR_TEXTS } from '../../machines/qr-login.machine.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { useSignedInToSession } from './login-fields.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '12px', minHeight: '300px', justifyContent: 'center' },
  frame: { position: 'relative', width: '200px', height: '200px' },
  canvas: { width: '200px', height: '200px', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  veil: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '8px',
    backgroundColor: 'rgba(255,255,255,0.92)',
    borderRadius: tokens.borderRadiusMedium,
  },
  hint: { color: tokens.colorNeutralForeground3, textAlign: 'center' },
});

export function confirmUrl(ticket: string): string {
  return `${window.location.origin}/qrConfirm?ticket=${encodeURIComponent(ticket)}`;
}

export function QrLoginPanel({ domainName }: { domainName: string }) {
  const styles = useStyles();
  const actor = useActorRef(useLogic('qrLogin'), { input: { domainName }, inspect: useInspect() });
  useSignedInToSession(actor);
  const ticket = useSelector(actor, (s) => s.context.ticket);
  const error = useSelector(actor, (s) => s.context.error);
  const fetching = useSelector(actor, (s) => s.matches('fetching'));
  const expired = useSelector(actor, (s) => s.matches('expired'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const signedIn = useSelector(actor, (s) => s.matches('signedIn'));
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (ticket && canvas.current) void QRCode.toCanvas(canvas.current, confirmUrl(ticket), { width: 200, margin: 1, errorCorrectionLevel: 'M' });
  }, [ticket]);

  return (
    <div className={styles.root} aria-live="polite">
      <div className={styles.frame}>
        <canvas ref={canvas} className={styles.canvas} role="img" aria-label={QR_TEXTS.scan} data-ticket={ticket} />
        {fetching ? (
          <div className={styles.veil}>
            <Spinner size="small" label={QR_TEXTS.loading} />
          </div>
        ) : null}
        {expired || failed ? (
          <div className={styles.veil}>
            <Text weight="semibold">{expired ? QR_TEXTS.expired : error || QR_TEXTS.failed}</Text>
            <Button appearance="primary" icon={<ArrowClockwiseRegular />} onClick={() => actor.send({ type: 'qr.refresh' })}>
              {QR_TEXTS.refresh}
            </Button>
          </div>
        ) : null}
        {signedIn ? (
          <div className={styles.veil}>
            <Spinner size="small" label={QR_TEXTS.confirmed} />
          </div>
        ) : null}
      </div>
      <Text className={styles.hint}>{QR_TEXTS.scan}</Text>
      {ticket && !expired ? (
        <Link href={confirmUrl(ticket)} target="_blank" rel="noreferrer" data-testid="qr-confirm-link">
          {QR_TEXTS.openConfirm}
        </Link>
      ) : null}
    </div>
  );
}
