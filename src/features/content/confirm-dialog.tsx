// A destructive action asks first.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { contentMessages as m } from './messages.js';

export function ConfirmDialog({ text, onConfirm, onClose }: { text: string | null; onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog open={text !== null} onOpenChange={(_, d) => (!d.open ? onClose() : undefined)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{m.confirmTitle}</DialogTitle>
          <DialogContent>{text}</DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{m.cancel}</Button>
            <Button
              appearance="primary"
              onClick={() => {
                onConfirm();
                onClose();
              }}
            >
              {m.confirm}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
