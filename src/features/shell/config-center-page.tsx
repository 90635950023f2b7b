// 配置中心 (menu item 36, component 'shell/config-center'): an administrator edits the
// tenant's system media (28) and switches (30), uploading images; the branding is reloaded at
// once so the header, the title and the favicon change without a rebuild.
import { Button, Card, Field, Image, Input, makeStyles, MessageBar, MessageBarBody, Spinner, Switch, Text, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import { editFormMachine, type EditValues } from '../../machines/edit-form.machine.js';
import { CONF_TYPE, getTenantConf } from '../../services/api/conf-api.js';
import { saveTenantConf, uploadBrandingImage } from '../../services/api/shell-api.js';
import { mediaUrl } from '../../../shared/media-url.js';
import { loadBranding } from '../../services/branding.js';
import { loadSwitches } from '../../services/tenant-switches.js';
import { toast } from '../../services/toast.js';
import { useInspect } from '../../ui/inspect-context.js';
import { configMessages as m } from './messages.js';

const TEXT_KEYS = ['SystemMediaSign', 'SystemMediaStatement', 'LiveCmsWebUrl'] as const;
const IMAGE_KEYS = ['SystemMediaLogo', 'SystemMediaIcon', 'SystemMediaBackground', 'SystemMediaDefault'] as const;
const SWITCH_KEYS = ['ZsCloudWeatherSwich', 'SmartAuditSwich', 'KdxfTextCorrectionSwich', 'XhzyTextCorrectionSwich', 'TripartPublishSwich'] as const;
const MAX_IMAGE = 2 * 1024 * 1024;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '960px' },
  card: { padding: '20px', display: 'flex', flexDirection: 'column', gap: '14px' },
  images: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: '16px' },
  image: { display: 'flex', flexDirection: 'column', gap: '8px' },
  preview: {
    height: '80px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground3,
    overflow: 'hidden',
  },
  row: { display: 'flex', gap: '8px' },
  actions: { display: 'flex', gap: '8px' },
  hint: { color: tokens.colorNeutralForeground3 },
});

async function loadSettings(): Promise<EditValues> {
  const [media, switches] = await Promise.all([getTenantConf(CONF_TYPE.systemMedia), getTenantConf(CONF_TYPE.switches)]);
  const values: EditValues = {};
  for (const c of [...media, ...switches]) values[c.comConfKey] = c.webConfValue ?? '';
  for (const k of [...TEXT_KEYS, ...IMAGE_KEYS]) values[k] ??= '';
  for (const k of SWITCH_KEYS) values[k] ??= '0';
  return values;
}

async function saveSettings(values: EditValues): Promise<string> {
  const pick = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, values[k] ?? '']));
  await saveTenantConf(CONF_TYPE.switches, pick(SWITCH_KEYS));
  return saveTenantConf(CONF_TYPE.systemMedia, pick([...TEXT_KEYS, ...IMAGE_KEYS]));
}

const liveConfig = editFormMachine.provide({
  actors: { load: fromPromise(loadSettings), save: fromPromise(({ input }: { input: EditValues }) => saveSettings(input)) },
  actions: {
    notify: (_, { kind, text }) => toast[kind](text),
    // the header, title and favicon read the branding store: refresh it now
    saved: () => void Promise.allSettled([loadBranding(), loadSwitches()]),
  },
});

function ImageSetting({ name, value, disabled, onChange }: { name: (typeof IMAGE_KEYS)[number]; value: string; disabled: boolean; onChange: (v: string) => void }) {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return toast.warning(m.notImage);
    if (file.size > MAX_IMAGE) return toast.warning(m.tooBig);
    const { url } = await uploadBrandingImage(file);
    onChange(url);
  };
  return (
    <div className={styles.image}>
      <Text weight="semibold">{m[name]}</Text>
      <div className={styles.preview}>{mediaUrl(value) ? <Image src={mediaUrl(value)} alt={m[name]} fit="contain" style={{ maxHeight: 76 }} /> : <Text className={styles.hint}>—</Text>}</div>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid={`upload-${name}`}
        onChange={(e) => {
          void pick(e.target.files?.[0]).catch(() => undefined);
          e.target.value = '';
        }}
      />
      <div className={styles.row}>
        <Button size="small" icon={<ArrowUploadRegular />} disabled={disabled} onClick={() => input.current?.click()}>
          {m.upload}
        </Button>
        <Button size="small" appearance="subtle" disabled={disabled || !value} onClick={() => onChange('')}>
          {m.clear}
        </Button>
      </div>
    </div>
  );
}

export default function ConfigCenterPage() {
  const styles = useStyles();
  const actor = useActorRef(liveConfig, { inspect: useInspect() });
  const state = useSelector(actor, (s) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : s.matches('saving') ? 'saving' : 'editing'));
  const values = useSelector(actor, (s) => s.context.values);
  const error = useSelector(actor, (s) => s.context.error);
  const set = (name: string, value: string) => actor.send({ type: 'field.change', name, value });
  if (state === 'loading') return <Spinner label={m.title} />;
  if (state === 'failed')
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          {m.loadFailed}：{error} <Button onClick={() => actor.send({ type: 'form.reload' })}>{m.retry}</Button>
        </MessageBarBody>
      </MessageBar>
    );
  const busy = state === 'saving';
  return (
    <div className={styles.page}>
      <Text as="h2" size={600} weight="semibold">
        {m.title}
      </Text>
      <Text className={styles.hint}>{m.intro}</Text>
      <Card className={styles.card}>
        <Text weight="semibold" size={500}>
          {m.media}
        </Text>
        {TEXT_KEYS.map((k) => (
          <Field key={k} label={m[k]}>
            <Input value={values[k] ?? ''} maxLength={k === 'SystemMediaSign' ? 40 : 200} disabled={busy} onChange={(_, d) => set(k, d.value)} />
          </Field>
        ))}
        <Text size={200} className={styles.hint}>
          {m.imageHint}
        </Text>
        <div className={styles.images}>
          {IMAGE_KEYS.map((k) => (
            <ImageSetting key={k} name={k} value={values[k] ?? ''} disabled={busy} onChange={(v) => set(k, v)} />
          ))}
        </div>
      </Card>
      <Card className={styles.card}>
        <Text weight="semibold" size={500}>
          {m.switches}
        </Text>
        {SWITCH_KEYS.map((k) => (
          <Switch key={k} label={m[k]} checked={values[k] === '1'} disabled={busy} onChange={(_, d) => set(k, d.checked ? '1' : '0')} />
        ))}
      </Card>
      <div className={styles.actions}>
        <Button appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" appearance="inverted" /> : undefined} onClick={() => actor.send({ type: 'form.submit' })}>
          {m.save}
        </Button>
        <Button disabled={busy} onClick={() => actor.send({ type: 'form.reset' })}>
          {m.reset}
        </Button>
      </div>
    </div>
  );
}
