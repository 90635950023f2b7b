// The create/edit dialog of a live channel. Messages appear once a save was attempted.
import { Field, Input, Radio, RadioGroup, Select, Textarea } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { passagewayStateName, passagewayStates, PASSAGEWAY_TYPE_NAMES } from '../../../shared/live-rules.js';
import { channelErrors, type ChannelValues } from '../../machines/live-channels.machine.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { channelMessages as m } from '../../../shared/media-texts.js';
import { FormDialog } from '../../ui/form-dialog.js';
import { ErrorBar } from '../../ui/error-bar.js';


interface Props {
  open: boolean;
  editing: boolean;
  values: ChannelValues;
  attempted: boolean;
  saving: boolean;
  serverError: string | null;
  onField: (name: keyof ChannelValues, value: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

export function ChannelDialog({ open, editing, values: v, attempted, saving, serverError, onField, onSave, onCancel }: Props) {
  const servers = useSelector(useActorRef(useLogic('liveServers'), { inspect: useInspect() }), (x) => x.context.data ?? []);
  const errors = attempted ? channelErrors(v) : {};
  const type = Number(v.passagewayType);
  const server = servers.find((s) => String(s.serverId) === v.serverId) ?? servers[0];
  return (
    <FormDialog open={open} title={editing ? m.edit : m.add} onSubmit={onSave} onClose={onCancel} busy={saving} cancelDisabled={saving} submitLabel={m.save} surfaceStyle={{ maxWidth: '560px' }}>
      <ErrorBar text={serverError} />
      <Field label={m.name} required validationMessage={errors.livePwName}>
        <Input value={v.livePwName} onChange={(_, d) => onField('livePwName', d.value)} maxLength={64} />
      </Field>
      <Field label={m.type} required validationMessage={errors.passagewayType}>
        <RadioGroup layout="horizontal" value={v.passagewayType} onChange={(_, d) => onField('passagewayType', d.value)}>
          {Object.entries(PASSAGEWAY_TYPE_NAMES).map(([k, name]) => (
            <Radio key={k} value={k} label={name} />
          ))}
        </RadioGroup>
      </Field>
      <Field label={m.state}>
        <Select value={v.passagewayState} onChange={(_, d) => onField('passagewayState', d.value)}>
          {passagewayStates(type).map((st) => (
            <option key={st} value={String(st)}>
              {passagewayStateName(type, st)}
            </option>
          ))}
        </Select>
      </Field>
      {type === 1 ? (
        <Field label={m.pullAddress} required validationMessage={errors.livePullPath}>
          <Input value={v.livePullPath} onChange={(_, d) => onField('livePullPath', d.value)} placeholder="rtmp://… 或 https://….m3u8" />
        </Field>
      ) : null}
      <div style={{ display: 'flex', gap: '12px' }}>
        <Field label={m.server} style={{ flex: 1 }}>
          <Select value={v.serverId || String(server?.serverId ?? '')} onChange={(_, d) => onField('serverId', d.value)}>
            {servers.map((s) => (
              <option key={s.serverId} value={String(s.serverId)}>
                {s.serverName}（{s.usedChannels}/{s.maxChannels}）
              </option>
            ))}
          </Select>
        </Field>
        <Field label={m.port} validationMessage={errors.port} hint={server ? `${server.portMin}–${server.portMax}，留空自动分配` : undefined} style={{ width: '200px' }}>
          <Input value={v.port} onChange={(_, d) => onField('port', d.value)} inputMode="numeric" />
        </Field>
      </div>
      <Field label={m.equipment}>
        <Input value={v.equipment} onChange={(_, d) => onField('equipment', d.value)} maxLength={64} />
      </Field>
      <Field label={m.description}>
        <Textarea value={v.description} onChange={(_, d) => onField('description', d.value)} maxLength={512} />
      </Field>
    </FormDialog>
  );
}
