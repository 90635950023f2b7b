// 配置中心 (menu item 36, component 'shell/config-center'): an administrator edits the
// tenant's system media (28) and switches (30), uploading images; the branding is reloaded at
// once so the header, the title and the favicon change without a rebuild. Below the form, the
// tenant's proofreading dictionary (纠错词典, proof-dict-card.tsx) keeps its own entries.
import { Button, Card, Field, Image, Input, makeStyles, Spinner, Switch, Text, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { SETTING_IMAGE_KEYS as IMAGE_KEYS, SETTING_SWITCH_KEYS as SWITCH_KEYS, SETTING_TEXT_KEYS as TEXT_KEYS, type SettingImageKey } from '../../../shared/tenant-settings.js';
import { mediaUrl } from '../../../shared/media-url.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { FormActions } from './form-actions.js';
import { ProofDictCard } from './proof-dict-card.js';
import { configMessages as m } from './messages.js';
import { LoadFailedBar } from '../../ui/paged-table.js';

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
  hint: { color: tokens.colorNeutralForeground3 },
});

function ImageSetting({ name, value, disabled, onUpload, onChange }: { name: SettingImageKey; value: string; disabled: boolean; onUpload: (file: File) => void; onChange: (v: string) => void }) {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
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
          const file = e.target.files?.[0];
          if (file) onUpload(file);
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
  const actor = useActorRef(useLogic('configCenter'), { inspect: useInspect() });
  const state = useSelector(actor, (s) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : s.matches('saving') ? 'saving' : s.matches('uploading') ? 'uploading' : 'editing'));
  const values = useSelector(actor, (s) => s.context.values);
  const error = useSelector(actor, (s) => s.context.error);
  const set = (name: string, value: string) => actor.send({ type: 'field.change', name, value });
  if (state === 'loading') return <Spinner label={m.title} />;
  if (state === 'failed') return <LoadFailedBar text={<>{m.loadFailed}：{error}</>} retryLabel={m.retry} onRetry={() => actor.send({ type: 'form.reload' })} />;
  const busy = state === 'saving' || state === 'uploading';
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
            <ImageSetting key={k} name={k} value={values[k] ?? ''} disabled={busy} onUpload={(file) => actor.send({ type: 'field.upload', name: k, file })} onChange={(v) => set(k, v)} />
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
      <FormActions busy={busy} send={(e) => actor.send(e)} />
      <ProofDictCard />
    </div>
  );
}
