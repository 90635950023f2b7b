// Create or edit a TV channel. Closes itself when the list machine reports the save went through.
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Textarea,
} from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import type { TvChannel } from '../../../shared/schedule.js';
import type { TvChannelForm } from '../../machines/tv-channels.machine.js';
import { scheduleText as t } from './messages.js';

export function TvChannelDialog(props: {
  channel: TvChannel | null;
  /** The machine's save counter: when it moves, the save succeeded. */
  saved: number;
  busy: boolean;
  onSubmit: (form: TvChannelForm) => void;
  onClose: () => void;
}) {
  const { channel, saved, busy, onSubmit, onClose } = props;
  const [name, setName] = useState(channel?.liveTvName ?? '');
  const [desc, setDesc] = useState(channel?.liveTvDesc ?? '');
  const [tried, setTried] = useState(false);
  const openedAt = useRef(saved);
  useEffect(() => {
    if (saved !== openedAt.current) onClose();
  }, [saved, onClose]);
  const invalid = tried && !name.trim();
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setTried(true);
            if (name.trim()) onSubmit({ liveTvName: name.trim(), liveTvDesc: desc.trim() });
          }}
        >
          <DialogBody>
            <DialogTitle>{channel ? t.tvEdit : t.tvAdd}</DialogTitle>
            <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: '12px' }}>
              <Field label={t.tvName} required validationMessage={invalid ? t.nameRequired : undefined}>
                <Input value={name} maxLength={64} onChange={(_, d) => setName(d.value)} />
              </Field>
              <Field label={t.tvDesc}>
                <Textarea value={desc} maxLength={512} onChange={(_, d) => setDesc(d.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button type="button" onClick={onClose}>
                {t.cancel}
              </Button>
              <Button type="submit" appearance="primary" disabled={busy}>
                {t.save}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
