// A destructive step's confirmation (a machine's `confirming` state).
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { interactionText as t } from './messages.js';

export function ConfirmDialog({ open, question, onConfirm, onCancel }: { open: boolean; question: string; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, d) => !d.open && onCancel()}>
      <DialogSurface aria-describedby="interaction-confirm-text">
        <DialogBody>
          <DialogTitle>{t.confirmTitle}</DialogTitle>
          <DialogContent id="interaction-confirm-text">{question}</DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>{t.cancel}</Button>
            <Button appearance="primary" onClick={onConfirm}>
              {t.confirm}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
