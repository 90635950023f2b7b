// /newsDetails/audience?domain=<tenant> (no sign-in): the readers' page of a unit —
// 我要投稿 (with images and videos), 我要报料 and 我要问政, each an audienceForm machine. Reached from
// the public article page; the server refuses forbidden words and floods (its message stays on
// the form with everything typed).
import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Spinner, Tab, TabList, Text, Textarea, tokens } from '@fluentui/react-components';
import { Attach20Regular, Dismiss16Regular, Video20Regular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AUDIENCE_TEXTS as t } from '../../../shared/audience-texts.js';
import { audienceFormErrors, type AudienceKind } from '../../machines/audience-form.machine.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';

const useStyles = makeStyles({
  page: { minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground1 },
  main: { maxWidth: '720px', margin: '0 auto', padding: '16px', display: 'flex', flexDirection: 'column', gap: '12px', boxSizing: 'border-box' },
  form: { display: 'flex', flexDirection: 'column', gap: '10px' },
  intro: { color: tokens.colorNeutralForeground3 },
  files: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '8px' },
  file: {
    display: 'flex',
    alignItems: 'center',
    gap: '4px',
    padding: '4px 4px 4px 8px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    maxWidth: '100%',
  },
  fileName: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '220px' },
  attach: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' },
  hint: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  hidden: { display: 'none' },
  done: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '12px', padding: '24px 0' },
});

function AudienceForm({ kind, domain }: { kind: AudienceKind; domain: string }) {
  const styles = useStyles();
  const actor = useActorRef(useLogic('audienceForm'), { input: { kind, domain }, inspect: useInspect() });
  const s = useSelector(actor, (x) => x);
  const picker = useRef<HTMLInputElement>(null);
  const { values, attempted, files, queue, error, notice } = s.context;
  const errors = attempted ? audienceFormErrors(kind, values) : { title: '', content: '', name: '', phone: '' };
  const busy = s.matches('submitting');
  const uploading = s.matches('uploading');
  const question = kind === 'question';
  const change = (name: 'title' | 'content' | 'name' | 'phone') => (_: unknown, d: { value: string }) => actor.send({ type: 'field.change', name, value: d.value });

  if (s.matches('done'))
    return (
      <div className={styles.done} role="status" data-testid="audience-done">
        <Text as="h2" size={500} weight="semibold">{t.doneTitle}</Text>
        <Text>{notice}</Text>
        <Button appearance="primary" onClick={() => actor.send({ type: 'form.again' })}>{t.again}</Button>
      </div>
    );

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t.tabs[kind]}
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'form.submit' });
      }}
    >
      <Text className={styles.intro}>{t.intro[kind]}</Text>
      <Field label={question ? t.fields.questionTitle : t.fields.title} required validationMessage={errors.title || undefined}>
        <Input value={values.title} onChange={change('title')} />
      </Field>
      <Field label={question ? t.fields.questionContent : t.fields.content} required validationMessage={errors.content || undefined}>
        <Textarea value={values.content} rows={6} resize="vertical" placeholder={t.placeholders.content} onChange={change('content')} />
      </Field>
      {kind === 'contribute' ? (
        <div className={styles.attach}>
          <input
            ref={picker}
            className={styles.hidden}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/gif,image/webp,video/mp4,video/quicktime,video/webm"
            data-testid="audience-files"
            aria-label={t.attach}
            onChange={(e) => {
              const picked = [...(e.target.files ?? [])];
              e.target.value = '';
              if (picked.length) actor.send({ type: 'files.add', files: picked });
            }}
          />
          <Button icon={<Attach20Regular />} disabled={uploading || busy} onClick={() => picker.current?.click()}>
            {t.attach}
          </Button>
          <Text className={styles.hint}>{t.attachHint}</Text>
          {uploading && queue[0] ? <Spinner size="tiny" label={t.uploading(queue[0].name)} /> : null}
          {files.length ? (
            <ul className={styles.files} aria-label={t.attach}>
              {files.map((f) => (
                <li key={f.fileId} className={styles.file} data-testid="audience-file">
                  {f.fileType === 1 ? <Video20Regular aria-hidden /> : null}
                  <span className={styles.fileName} title={f.fileName}>{f.fileName}</span>
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<Dismiss16Regular />}
                    aria-label={t.removeFile(f.fileName)}
                    disabled={busy}
                    onClick={() => actor.send({ type: 'file.remove', fileId: f.fileId })}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <Field label={question ? t.fields.nickname : t.fields.name} required validationMessage={errors.name || undefined}>
        <Input value={values.name} onChange={change('name')} />
      </Field>
      {question ? null : (
        <Field label={t.fields.phone} validationMessage={errors.phone || undefined}>
          <Input value={values.phone} type="tel" placeholder={t.placeholders.phone} onChange={change('phone')} />
        </Field>
      )}
      {error ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div>
        <Button type="submit" appearance="primary" disabled={busy || uploading}>
          {busy ? t.submitting : t.submit[kind]}
        </Button>
      </div>
    </form>
  );
}

const KINDS: AudienceKind[] = ['contribute', 'report', 'question'];

export default function AudiencePage() {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const domain = params.get('domain') ?? '';
  const asked = params.get('tab') as AudienceKind | null;
  const [kind, setKind] = useState<AudienceKind>(asked && KINDS.includes(asked) ? asked : 'contribute');
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <Text as="h1" size={600} weight="semibold">{t.pageTitle}</Text>
        {!domain ? (
          <MessageBar intent="warning">
            <MessageBarBody>{t.noDomain}</MessageBarBody>
          </MessageBar>
        ) : (
          <>
            <TabList
              selectedValue={kind}
              onTabSelect={(_, d) => {
                const next = d.value as AudienceKind;
                setKind(next);
                setParams({ domain, tab: next }, { replace: true });
              }}
            >
              {KINDS.map((k) => (
                <Tab key={k} value={k}>{t.tabs[k]}</Tab>
              ))}
            </TabList>
            {/* every form keeps its own machine (and what was typed) while another tab is shown */}
            {KINDS.map((k) => (
              <div key={k} role="tabpanel" hidden={k !== kind}>
                <AudienceForm kind={k} domain={domain} />
              </div>
            ))}
          </>
        )}
      </main>
    </div>
  );
}
