// Preview of a left-pane item: a 480 px dialog with a player (hls.js for HLS addresses).
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import type { MaterialItem } from '../../machines/materials.machine.js';
import { LivePlayer } from '../../ui/live-player.js';
import { scheduleText as t } from './messages.js';

/** Spec §9: the preview dialog is 480 px wide. */
export const PREVIEW_WIDTH = 480;

export function PreviewDialog({ item, onClose }: { item: MaterialItem | null; onClose: () => void }) {
  return (
    <Dialog open={item !== null} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface style={{ width: `${PREVIEW_WIDTH}px`, maxWidth: `${PREVIEW_WIDTH}px` }} data-testid="preview-dialog">
        <DialogBody>
          <DialogTitle>{item ? t.previewTitle(item.name) : ''}</DialogTitle>
          <DialogContent>{item ? <LivePlayer src={item.previewUrl} label={item.name} /> : null}</DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t.close}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
