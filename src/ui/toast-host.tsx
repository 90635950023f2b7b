// Renders the module-level toasts of src/services/toast.ts with Fluent UI: one at a time.
import { Toast, Toaster, ToastTitle, useId, useToastController } from '@fluentui/react-components';
import { useEffect } from 'react';
import { setToastSink } from '../services/toast.js';
import { toastKindNames } from './messages.js';

const announceNothing = () => undefined;

export function ToastHost() {
  const toasterId = useId('console-toaster');
  const { dispatchToast, dismissAllToasts } = useToastController(toasterId);

  useEffect(
    () =>
      setToastSink(({ type, text, timeout }) => {
        dismissAllToasts();
        dispatchToast(
          <Toast data-testid="toast" data-type={type}>
            <ToastTitle>{text}</ToastTitle>
          </Toast>,
          {
            intent: type,
            timeout,
            position: 'top',
            // Named by its kind (错误提示…) rather than by its text: a message such as
            // 账号或密码错误 must not become the accessible name of a second 账号 element.
            root: { 'aria-labelledby': undefined, 'aria-label': toastKindNames[type] },
          },
        );
      }),
    [dispatchToast, dismissAllToasts],
  );

  // The toast list is the live region: Fluent's default announcer would copy each text into a
  // second, hidden element (screen readers would hear it twice, tests would count it twice).
  return <Toaster toasterId={toasterId} position="top" announce={announceNothing} aria-live="polite" />;
}
