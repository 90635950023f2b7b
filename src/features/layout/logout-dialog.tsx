// 警告 / 确认退出该用户吗？: open while the session is confirming (or performing) a logout.
import { sessionMessages } from '../../../shared/session-texts.js';
import { SessionContext } from '../../ui/session-context.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';

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
    <ConfirmDialog
      alert
      open={open}
      title={sessionMessages.logoutConfirmTitle}
      text={sessionMessages.logoutConfirmText}
      busy={loggingOut}
      cancelDisabled={!canCancel}
      confirmDisabled={!canConfirm}
      onCancel={cancel}
      onConfirm={() => session.send({ type: 'logout.confirm' })}
    />
  );
}
