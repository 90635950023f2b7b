// 警告 / 确认退出该用户吗？: open while the session is confirming (or performing) a logout.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner } from '@fluentui/react-components';
import { sessionMessages } from '../../../shared/session-texts.js';
import { commonMessages } from '../../ui/messages.js';
import { SessionContext } from '../../ui/session-context.js';

export function LogoutDialog() {
  const session = SessionContext.useActorRef();
  const open = SessionContext.useSelector(
    (s) => s.matches({ authenticated: 'confirmingLogout' }) || s.matches({ authenticated: 'loggingOut' }),
  );
  const loggingOut = SessionContext.useSelector((s) => s.matches({ authenticated: 'loggingOut' }));
  const canConfirm = SessionContext.useSelector((s) => s.can({ type: 'logout.confirm' }));
  const canCancel = SessionContext.useSelector((s) => s.can({ type: 'logout.cancel' }));
  const cancel = () => session.send({ type: 'logout.cancel' });
  return (
    <Dialog modalType="alert" open={open} onOpenChange={(_, data) => (data.open ? undefined : cancel())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{sessionMessages.logoutConfirmTitle}</DialogTitle>
          <DialogContent>{sessionMessages.logoutConfirmText}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={!canCancel} onClick={cancel}>
              {commonMessages.cancel}
            </Button>
            <Button
              appearance="primary"
              disabled={!canConfirm}
              icon={loggingOut ? <Spinner size="tiny" appearance="inverted" /> : undefined}
              onClick={() => session.send({ type: 'logout.confirm' })}
            >
              {commonMessages.confirm}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
