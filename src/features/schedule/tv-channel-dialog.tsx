// Create or edit a TV channel. The form machine keeps what was typed and whether a submit was
// tried; a valid submit goes to the list machine. Closes itself when the list reports the save.
import { Field, Input, Textarea } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { TvChannel } from '../../../shared/schedule.js';
import type { TvChannelForm } from '../../machines/tv-channels.machine.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { scheduleText as t } from './messages.js';
import { isValidTvChannel, tvChannelValues } from './validate-tv-channel.js';
import { FormDialog } from '../../ui/form-dialog.js';

export function TvChannelDialog(props: {
  channel: TvChannel | null;
  /** The machine's save counter: when it moves, the save succeeded. */
  saved: number;
  busy: boolean;
  onSubmit: (form: TvChannelForm) => void;
  onClose: () => void;
}) {
  const { channel, saved, busy, onSubmit, onClose } = props;
  const form = useActorRef(useLogic('tvChannelForm'), {
    input: { values: { liveTvName: channel?.liveTvName ?? '', liveTvDesc: channel?.liveTvDesc ?? '' } },
    inspect: useInspect(),
  });
  const values = useSelector(form, (s) => s.context.values);
  const attempted = useSelector(form, (s) => s.context.attempted);
  useEffect(() => {
    const sub = form.on('form.submitted', (e) => onSubmit(tvChannelValues(e.values)));
    return () => sub.unsubscribe();
  }, [form, onSubmit]);
  const openedAt = useRef(saved);
  useEffect(() => {
    if (saved !== openedAt.current) onClose();
  }, [saved, onClose]);
  const invalid = attempted && !isValidTvChannel(values);
  const change = (name: string) => (_: unknown, d: { value: string }) => form.send({ type: 'field.change', name, value: d.value });
  return (
    <FormDialog title={channel ? t.tvEdit : t.tvAdd} noValidate={false} onSubmit={() => form.send({ type: 'form.submit' })} onClose={onClose} busy={busy}>
      <Field label={t.tvName} required validationMessage={invalid ? t.nameRequired : undefined}>
        <Input value={values.liveTvName ?? ''} maxLength={64} onChange={change('liveTvName')} />
      </Field>
      <Field label={t.tvDesc}>
        <Textarea value={values.liveTvDesc ?? ''} maxLength={512} onChange={change('liveTvDesc')} />
      </Field>
    </FormDialog>
  );
}
