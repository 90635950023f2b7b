// The one confirmation dialog of the console: a title, a question and 取消 / 确定. Destructive
// actions ask through it. Esc or a click outside counts as 取消 unless `dismissible` is false.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner } from '@fluentui/react-components';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { commonMessages } from './messages.js';

export interface ConfirmDialogProps {
  /** Shown when true; by default while `text` is not null. */
  open?: boolean;
  title: ReactNode;
  /** The question; null closes the dialog unless `open` says otherwise. */
  text: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Both buttons are disabled while the confirmed action runs; the confirm button spins. */
  busy?: boolean;
  confirmDisabled?: boolean;
  cancelDisabled?: boolean;
  /** role="alertdialog" (a modal the user must answer). */
  alert?: boolean;
  /** Esc and a click outside cancel (default); false: only the buttons answer. */
  dismissible?: boolean;
  surfaceStyle?: CSSProperties;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { text, open = text !== null, onConfirm, onCancel, busy = false, dismissible = true } = props;
  const textId = useId();
  return (
    <Dialog
      open={open}
      modalType={props.alert ? 'alert' : undefined}
      onOpenChange={dismissible ? (_, d) => !d.open && onCancel() : undefined}
    >
      <DialogSurface aria-describedby={textId} style={props.surfaceStyle}>
        <DialogBody>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogContent id={textId}>{text}</DialogContent>
          <DialogActions>
            <Button onClick={onCancel} disabled={busy || props.cancelDisabled}>
              {props.cancelLabel ?? commonMessages.cancel}
            </Button>
            <Button
              appearance="primary"
              onClick={onConfirm}
              disabled={busy || props.confirmDisabled}
              icon={busy ? <Spinner size="tiny" appearance="inverted" /> : undefined}
            >
              {props.confirmLabel ?? commonMessages.confirm}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
