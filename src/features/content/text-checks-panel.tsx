// Smart audit and proofreading in the content editor (docs/proofreading.md): the forbidden words
// found, listed with their field and marked in their context; after a refused submit, 仍要提交
// with a reason for a reviewer; the 文本纠错 button and its suggestions with 采纳 / 全部采纳,
// naming the engine and saying when the built-in one stood in for a vendor. State: the editor's
// `checks` child (contentChecks machine). The review dialog shows the stored item's forbidden
// words the same way (a storyAudit actor reading content/audit).
import { Badge, Button, Field, makeStyles, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Spinner, Text, Textarea, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, TextProofingToolsRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ContentDraft } from '../../../shared/content-console.js';
import { AUDIT_FIELD_NAMES, AUDIT_TEXTS, PROOF_ENGINE_NAMES, PROOF_TEXTS, type AuditHit, type ProofSuggestion } from '../../../shared/text-checks.js';
import type { ContentDetail } from '../../../shared/content.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { checkFields, type contentEditorMachine } from '../../machines/content-editor.machine.js';
import type { contentChecksMachine } from '../../machines/content-checks.machine.js';
import { checkMessages as m } from './messages.js';

type EditorRef = ActorRefFrom<typeof contentEditorMachine>;
type ChecksRef = ActorRefFrom<typeof contentChecksMachine>;

const useStyles = makeStyles({
  list: { margin: '4px 0 0', paddingLeft: '20px', display: 'flex', flexDirection: 'column', gap: '4px' },
  mark: { backgroundColor: tokens.colorPaletteYellowBackground3, color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  row: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' },
  reason: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  override: { display: 'flex', flexDirection: 'column', gap: '8px', marginTop: '8px', minWidth: '320px' },
  from: { textDecorationLine: 'line-through', color: tokens.colorPaletteRedForeground1 },
  to: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
});

const stripTags = (html: string) => html.replace(/<\/(p|h[1-6]|li|div|figcaption|td|th)>/gi, ' ').replace(/<[^>]*>?/g, '').replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** The hit in its context: a few characters either side, the word marked. */
export function HitLine({ hit, draft }: { hit: AuditHit; draft: Pick<ContentDraft, 'title' | 'summary' | 'body'> }) {
  const styles = useStyles();
  const value = hit.field === 'title' ? draft.title : hit.field === 'summary' ? draft.summary : draft.body;
  const matches = value.slice(hit.start, hit.end) === hit.text;
  const before = matches ? stripTags(value.slice(Math.max(0, hit.start - 60), hit.start)).slice(-12) : '';
  const after = matches ? stripTags(value.slice(hit.end, hit.end + 60)).slice(0, 12) : '';
  return (
    <li data-testid="audit-hit">
      <Badge appearance="tint" color="danger" size="small">
        {AUDIT_FIELD_NAMES[hit.field]}
      </Badge>{' '}
      {before}
      <mark className={styles.mark}>{stripTags(hit.text)}</mark>
      {after}（{hit.word}）
    </li>
  );
}

/** The editor's text checks (its `checks` child) and the draft they check; undefined until the editor has them. */
function useChecks(editor: EditorRef) {
  const checks = useSelector(editor, (s) => s.children.checks as ChecksRef | undefined);
  const draft = useSelector(editor, (s) => s.context.draft);
  return { checks, draft };
}

/** The forbidden words found on save or on submit, and 仍要提交 for a reviewer. */
export function AuditPanel({ editor }: { editor: EditorRef }) {
  const { checks, draft } = useChecks(editor);
  return checks && draft ? <AuditState checks={checks} draft={draft} /> : null;
}

function AuditState({ checks, draft }: { checks: ChecksRef; draft: ContentDraft }) {
  const styles = useStyles();
  const snap = useSelector(checks, (s) => s);
  const { audit, refusal, reason, reasonError } = snap.context;
  const refused = snap.matches({ audit: 'refused' }) || snap.matches({ audit: 'overriding' });
  const hits = refused && refusal ? refusal.hits : audit?.enabled ? audit.hits : [];
  if (!hits.length) return null;
  return (
    <MessageBar intent={refused ? 'error' : 'warning'} layout="multiline" data-testid="audit-hits">
      <MessageBarBody>
        {/* a refused submit says so here, once (no toast or error bar besides) */}
        <MessageBarTitle>{refused && refusal ? AUDIT_TEXTS.refused(refusal.words) : m.auditTitle}</MessageBarTitle>
        {refused ? null : m.auditHelp}
        <ul className={styles.list}>
          {hits.map((h, i) => (
            <HitLine key={i} hit={h} draft={draft} />
          ))}
        </ul>
        {snap.matches({ audit: 'overriding' }) ? (
          <div className={styles.override}>
            <Field label={m.overrideReason} hint={m.overrideHelp} required validationMessage={reasonError ?? undefined}>
              <Textarea value={reason} onChange={(_, d) => checks.send({ type: 'override.reason', text: d.value })} />
            </Field>
            <div className={styles.row}>
              <Button appearance="primary" onClick={() => checks.send({ type: 'override.confirm' })}>
                {m.overrideConfirm}
              </Button>
              <Button onClick={() => checks.send({ type: 'override.cancel' })}>{m.cancel}</Button>
            </div>
          </div>
        ) : null}
      </MessageBarBody>
      {snap.can({ type: 'override.open' }) ? (
        <MessageBarActions>
          <Button onClick={() => checks.send({ type: 'override.open' })}>{m.override}</Button>
        </MessageBarActions>
      ) : null}
    </MessageBar>
  );
}

/** The review dialog's smart audit: the stored working copy's forbidden words, marked in context (nothing while 智能审核 is off). */
export function ReviewAuditHits({ detail }: { detail: ContentDetail }) {
  const styles = useStyles();
  const fields = { type: detail.type, title: detail.title, summary: detail.summary, body: detail.body };
  const audit = useActorRef(useLogic('storyAudit'), { input: fields, inspect: useInspect() });
  const answer = useSelector(audit, (s) => s.context.data);
  if (!answer?.enabled || !answer.hits.length) return null;
  return (
    <MessageBar intent="warning" layout="multiline" data-testid="review-audit-hits" style={{ marginBottom: 8 }}>
      <MessageBarBody>
        <MessageBarTitle>{m.auditTitle}</MessageBarTitle>
        {m.reviewAuditHelp}
        <ul className={styles.list}>
          {answer.hits.map((h, i) => (
            <HitLine key={i} hit={h} draft={fields} />
          ))}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}

/** The header's 文本纠错 button: proofreads the draft as it is now. */
export function ProofreadButton({ editor }: { editor: EditorRef }) {
  const { checks, draft } = useChecks(editor);
  const running = useSelector(checks, (s) => !!s?.matches({ proof: 'running' }));
  if (!checks || !draft) return null;
  return (
    <Button icon={running ? <Spinner size="extra-tiny" /> : <TextProofingToolsRegular />} disabled={running} onClick={() => checks.send({ type: 'proof.run', fields: checkFields(draft) })}>
      {running ? m.proofreading : m.proofread}
    </Button>
  );
}

function SuggestionLine({ s, stale, onAccept }: { s: ProofSuggestion; stale: boolean; onAccept: () => void }) {
  const styles = useStyles();
  return (
    <li data-testid="proof-suggestion">
      <div className={styles.row}>
        <Badge appearance="tint" size="small">
          {s.field === 'text' ? AUDIT_FIELD_NAMES.body : AUDIT_FIELD_NAMES[s.field]}
        </Badge>
        <span className={styles.from}>{stripTags(s.text)}</span>→<span className={styles.to}>{s.replacement ? stripTags(s.replacement) : m.removeChar}</span>
        <Text className={styles.reason}>{stale ? m.stale : s.reason}</Text>
        <Button size="small" icon={<CheckmarkRegular />} disabled={stale} onClick={onAccept}>
          {m.accept}
        </Button>
      </div>
    </li>
  );
}

/** The suggestions of the last 文本纠错, with 采纳 and 全部采纳. */
export function ProofPanel({ editor }: { editor: EditorRef }) {
  const { checks, draft } = useChecks(editor);
  const snap = useSelector(checks, (s) => s);
  const styles = useStyles();
  if (!checks || !snap || !draft || !snap.matches({ proof: 'shown' })) return null;
  const { proof, stale, error } = snap.context;
  const fields = checkFields(draft);
  if (!proof)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{error}</MessageBarBody>
      </MessageBar>
    );
  return (
    <MessageBar intent="info" layout="multiline" data-testid="proof-panel">
      <MessageBarBody>
        <MessageBarTitle>{m.proofTitle}</MessageBarTitle>
        <Text className={styles.reason} data-testid="proof-engine">
          {m.engine(PROOF_ENGINE_NAMES[proof.engine])}
          {proof.fallback && proof.requested ? `。${PROOF_TEXTS.fallback(PROOF_ENGINE_NAMES[proof.requested])}` : ''}
        </Text>
        {proof.suggestions.length ? (
          <ul className={styles.list}>
            {proof.suggestions.map((s, i) => (
              <SuggestionLine key={`${s.field}-${s.start}-${i}`} s={s} stale={stale.includes(i)} onAccept={() => checks.send({ type: 'proof.accept', index: i, fields })} />
            ))}
          </ul>
        ) : (
          <div>{m.proofNone}</div>
        )}
      </MessageBarBody>
      <MessageBarActions>
        {proof.suggestions.length > 1 ? <Button onClick={() => checks.send({ type: 'proof.acceptAll', fields })}>{m.acceptAll}</Button> : null}
        <Button onClick={() => checks.send({ type: 'proof.close' })}>{m.close}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
