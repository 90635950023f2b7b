// The content editor ('content/editor', /contentProduction/edit?type=&id=): title, summary,
// author, source, cover and the body of its type (document: Tiptap; video/audio: a library
// file with its probed duration and a player; gallery: ordered images with captions; external
// link: the address). Draft, local copy and autosave live in the contentEditor statechart.
import {
  Button, Field, Input, makeStyles, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, ProgressBar, Spinner, Text, Textarea, tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowUploadRegular, DocumentArrowUpRegular, EyeRegular, GlobeArrowUpRegular, HistoryRegular, SaveRegular, SendRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CAN_RELEASE, CONTENT_STATUS, contentStatusName, contentTypeInfo, CONTENT_TYPES, EDIT_RETURNS_TO_REVIEW, WORD_MAX_BYTES, type ContentType } from '../../../shared/content.js';
import type { ContentDraft } from '../../../shared/content-console.js';
import { validateDraft } from '../../machines/content-editor.machine.js';
import { formatDateTime } from '../../ui/format-time.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { formatDuration } from './format.js';
import { GalleryEditor, toDraftFile } from './gallery-editor.js';
import { MediaPicker } from './media-picker.js';
import { contentMessages as m } from './messages.js';
import { RichText } from './rich-text.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { CoverImage, usePoster } from '../../ui/cover-image.js';
import { ConflictPanel } from './conflict-panel.js';
import { HistoryDialog } from './history-panel.js';
import { historyMessages } from './messages.js';
import { EditorPreview } from './editor-preview.js';
import { useSaveShortcut } from './save-shortcut.js';
import { TagsField } from './tags-field.js';
import { CONTENT_LIMITS } from '../../../shared/content.js';
import { previewDevice } from '../../machines/content-preview.machine.js';
import { LockBanner } from './lock-banner.js';
import { AuditPanel, ProofPanel, ProofreadButton } from './text-checks-panel.js';
import { releaseLink, usePublishButtons } from './publish-buttons.js';
import { ErrorBar } from '../../ui/error-bar.js';
import { LoadFailedBar } from '../../ui/paged-table.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '1080px' },
  head: { display: 'flex', alignItems: 'center', gap: '12px', flexWrap: 'wrap' },
  grow: { flexGrow: 1, display: 'flex', flexDirection: 'column' },
  state: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  grid: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '12px' },
  cover: { display: 'flex', alignItems: 'center', gap: '12px', flexWrap: 'wrap' },
  coverProgress: { width: '160px' },
  coverImg: { width: '160px', height: '90px', objectFit: 'cover', borderRadius: '4px', backgroundColor: tokens.colorNeutralBackground3 },
  media: { display: 'flex', flexDirection: 'column', gap: '8px', alignItems: 'flex-start' },
  player: { maxWidth: '560px', width: '100%', borderRadius: '4px', backgroundColor: '#000' },
  pinned: { position: 'sticky', top: '0', zIndex: 2 },
});

function SaveState({ state, savedAt, error }: { state: string; savedAt: number; error: string | null }) {
  const styles = useStyles();
  const text =
    state === 'saving'
      ? m.saving
      : state === 'failed'
        ? m.saveFailed(error ?? '')
        : state === 'refused'
          ? m.saveRefused
          : state === 'dirty' || state === 'conflict'
            ? m.unsaved
            : savedAt
              ? m.savedAt(formatDateTime(savedAt))
              : '';
  return (
    <Text className={styles.state} role="status" data-testid="save-state">
      {text}
    </Text>
  );
}

function MediaField({ draft, change }: { draft: ContentDraft; change: (p: Partial<ContentDraft>) => void }) {
  const styles = useStyles();
  const [picking, setPicking] = useState(false);
  const fileType = draft.type === 2 ? 1 : 2;
  const file = draft.files[0];
  const poster = usePoster(file?.cover);
  return (
    <div className={styles.media}>
      {file ? (
        <>
          <Text>{`${file.fileName} · ${m.duration}：${formatDuration(file.duration)}`}</Text>
          {draft.type === 2 ? (
            <video className={styles.player} src={file.url} poster={poster} controls preload="metadata" aria-label={file.fileName} />
          ) : (
            <audio src={file.url} controls preload="metadata" aria-label={file.fileName} />
          )}
        </>
      ) : null}
      <Button onClick={() => setPicking(true)}>{m.pickFile}</Button>
      {picking ? (
        <MediaPicker
          fileType={fileType}
          onClose={() => setPicking(false)}
          onPick={(files) => {
            change({ files: files.slice(0, 1).map((f) => toDraftFile(f)) });
            setPicking(false);
          }}
        />
      ) : null}
    </div>
  );
}

interface CoverUpload {
  uploading: boolean;
  progress: number;
  upload(file: File): void;
}

function CoverField({ draft, change, upload }: { draft: ContentDraft; change: (p: Partial<ContentDraft>) => void; upload: CoverUpload }) {
  const styles = useStyles();
  const [picking, setPicking] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.cover}>
      <CoverImage className={styles.coverImg} src={draft.coverUrl} alt={m.cover} fallback={<Text className={styles.state}>{m.noCover}</Text>} />
      <Button onClick={() => setPicking(true)} disabled={upload.uploading}>
        {m.pickCover}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept="image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp"
        aria-label={m.coverFileLabel}
        data-testid="cover-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) upload.upload(file);
        }}
      />
      <Button icon={upload.uploading ? <Spinner size="extra-tiny" /> : <ArrowUploadRegular />} disabled={upload.uploading} onClick={() => input.current?.click()}>
        {upload.uploading ? m.uploadingCover(upload.progress) : m.uploadCover}
      </Button>
      {upload.uploading ? <ProgressBar className={styles.coverProgress} value={upload.progress / 100} aria-label={m.uploadingCover(upload.progress)} /> : null}
      {draft.coverFileId && !upload.uploading ? <Button onClick={() => change({ coverFileId: 0, coverUrl: '' })}>{m.removeCover}</Button> : null}
      {picking ? (
        <MediaPicker
          fileType={3}
          onClose={() => setPicking(false)}
          onPick={([f]) => {
            if (f) change({ coverFileId: f.fileId, coverUrl: f.lowfile || f.url });
            setPicking(false);
          }}
        />
      ) : null}
    </div>
  );
}

// A restored revision is a new working copy on the server: the editor starts again from it.
export default function ContentEditorPage() {
  const [generation, setGeneration] = useState(0);
  return <EditorScreen key={generation} onReload={() => setGeneration((g) => g + 1)} />;
}

function EditorScreen({ onReload }: { onReload: () => void }) {
  const styles = useStyles();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const type = (contentTypeInfo(Number(params.get('type')))?.type ?? CONTENT_TYPES[0].type) as ContentType;
  const idParam = Number(params.get('id'));
  const [input] = useState(() => ({ type, id: Number.isInteger(idParam) && idParam > 0 ? idParam : null }));
  const editor = useActorRef(useLogic('contentEditor'), { input, inspect: useInspect() });
  const snap = useSelector(editor, (s) => s);
  const { draft, error, savedAt, showErrors, local, coverProgress, coverError, theirs, tagError } = snap.context;
  const preview = useActorRef(useLogic('contentPreview'), { inspect: useInspect() });
  const device = useSelector(preview, previewDevice);
  useSaveShortcut(editor);
  const coverUpload: CoverUpload = {
    uploading: snap.matches({ editing: { cover: 'uploading' } }),
    progress: coverProgress,
    upload: (file) => editor.send({ type: 'cover.upload', file }),
  };
  const info = contentTypeInfo(draft?.type ?? type) ?? CONTENT_TYPES[0];
  const publishButtons = usePublishButtons(info.type);
  const fileInput = useRef<HTMLInputElement>(null);
  const serverState = snap.matches({ editing: { server: 'saving' } })
    ? 'saving'
    : snap.matches({ editing: { server: 'failed' } })
      ? 'failed'
      : snap.matches({ editing: { server: 'refused' } })
        ? 'refused'
        : snap.matches({ editing: { server: 'dirty' } })
          ? 'dirty'
          : snap.matches({ editing: { server: 'conflict' } })
            ? 'conflict'
            : 'saved';

  const change = (patch: Partial<ContentDraft>) => editor.send({ type: 'field.change', patch });
  // unsaved work is never lost silently: the machine asks with the shell's leave dialog first;
  // once submitted the editor has ended (nothing left to save) and 返回列表 simply goes back
  const back = () => (snap.status === 'done' ? navigate(info.path) : editor.send({ type: 'editor.leave', to: info.path }));
  const errors = draft && showErrors ? validateDraft(draft) : {};

  if (snap.matches('loading')) return <Spinner label={m.loading} />;
  if (snap.matches('failed') || !draft)
    return <LoadFailedBar text={<>{m.loadFailed}：{error}</>} retryLabel={m.retry} onRetry={() => editor.send({ type: 'load.retry' })} />;

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={back}>
          {m.back}
        </Button>
        <div className={styles.grow}>
          <Text as="h2" size={600} weight="semibold">
            {m.editorTitle(info.name, draft.id === null)}
          </Text>
          <Text className={styles.state} data-testid="editor-status">
            {m.statusLine(contentStatusName(draft.status))}
            {draft.update ? ` · ${m.pendingUpdate}（${m.updateStatus(draft.update.status)}）` : ''}
            {draft.status === CONTENT_STATUS.published ? ` · ${m.liveKept}` : EDIT_RETURNS_TO_REVIEW.includes(draft.status) ? ` · ${m.backToReview}` : ''}
          </Text>
        </div>
        <SaveState state={serverState} savedAt={savedAt} error={error} />
        {draft.type === 1 ? (
          <>
            <input
              ref={fileInput}
              type="file"
              hidden
              accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              data-testid="word-file"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file && file.size <= WORD_MAX_BYTES) editor.send({ type: 'word.import', file });
              }}
            />
            <Button icon={snap.matches('importing') ? <Spinner size="extra-tiny" /> : <DocumentArrowUpRegular />} disabled={!snap.can({ type: 'word.import', file: new File([], 'x') })} onClick={() => fileInput.current?.click()}>
              {snap.matches('importing') ? m.wordImporting : m.wordImport}
            </Button>
          </>
        ) : null}
        {draft.id !== null ? (
          <Button icon={<HistoryRegular />} onClick={() => setHistoryOpen(true)}>
            {historyMessages.history}
          </Button>
        ) : null}
        {draft.id !== null && CAN_RELEASE.includes(draft.status)
          ? publishButtons.map((b) => (
              // the list of this type opens its release dialog (columns, 定时发布, 定时下架) for this item
              <Button key={b.key} icon={<GlobeArrowUpRegular />} onClick={() => navigate(releaseLink(info.path, draft.id!, b.key))}>
                {b.label}
              </Button>
            ))
          : null}
        <ProofreadButton editor={editor} />
        <Button icon={<EyeRegular />} onClick={() => preview.send({ type: 'preview.open' })}>
          {m.preview}
        </Button>
        <Button icon={<SaveRegular />} title={m.saveShortcut} disabled={!snap.can({ type: 'draft.save' })} onClick={() => editor.send({ type: 'draft.save' })}>
          {m.saveNow}
        </Button>
        <Button appearance="primary" icon={<SendRegular />} disabled={!snap.can({ type: 'content.submit' }) || snap.matches('submitted')} onClick={() => editor.send({ type: 'content.submit' })}>
          {m.submit}
        </Button>
      </div>

      {draft.rejection ? (
        <MessageBar intent="warning" layout="multiline" className={styles.pinned} data-testid="rejection-reason">
          <MessageBarBody>
            <MessageBarTitle>{m.rejectedTitle}</MessageBarTitle>
            {draft.rejection}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <LockBanner editor={editor} />
      {serverState === 'conflict' ? (
        <ConflictPanel
          message={error}
          mine={draft}
          theirs={theirs}
          canChoose={snap.can({ type: 'conflict.keepMine' })}
          onKeepMine={() => editor.send({ type: 'conflict.keepMine' })}
          onTakeTheirs={() => editor.send({ type: 'conflict.takeTheirs' })}
        />
      ) : null}
      {serverState !== 'failed' && serverState !== 'conflict' ? <ErrorBar text={error} /> : null}
      <AuditPanel editor={editor} />
      <ProofPanel editor={editor} />
      {snap.matches('submitted') ? (
        <MessageBar intent="success">
          <MessageBarBody>
            {m.submittedTitle}：{m.submittedBody}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => navigate(info.path)}>{m.back}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}

      <Field label={m.title} required validationMessage={errors.title}>
        <Input value={draft.title} placeholder={m.titlePlaceholder} maxLength={100} onChange={(_, d) => change({ title: d.value })} />
      </Field>
      <Field label={m.summary} validationMessage={errors.summary}>
        <Textarea value={draft.summary} placeholder={m.summaryPlaceholder} resize="vertical" onChange={(_, d) => change({ summary: d.value })} />
      </Field>
      <div className={styles.grid}>
        <Field label={m.author}>
          <Input value={draft.author} maxLength={32} onChange={(_, d) => change({ author: d.value })} />
        </Field>
        <Field label={m.source}>
          <Input value={draft.source} maxLength={64} onChange={(_, d) => change({ source: d.value })} />
        </Field>
      </div>
      <Field label={m.tags} hint={m.tagsHint(CONTENT_LIMITS.tagsMax, CONTENT_LIMITS.tagMax)} validationMessage={tagError ?? errors.tags}>
        <TagsField tags={draft.tags} onAdd={(tag) => editor.send({ type: 'tags.add', tag })} onRemove={(tag) => editor.send({ type: 'tags.remove', tag })} />
      </Field>
      <Field label={m.cover} validationMessage={coverError ?? undefined}>
        <CoverField draft={draft} change={change} upload={coverUpload} />
      </Field>
      {draft.type === 1 ? (
        <Field label={m.body} required validationMessage={errors.body}>
          <RichText value={draft.body} ariaLabel={m.body} onChange={(body) => change({ body })} />
        </Field>
      ) : null}
      {draft.type === 2 || draft.type === 3 ? (
        <Field label={m.mediaFile(info.name)} required validationMessage={errors.files}>
          <MediaField draft={draft} change={change} />
        </Field>
      ) : null}
      {draft.type === 4 ? (
        <Field label={m.images} required validationMessage={errors.files}>
          <GalleryEditor files={draft.files} onChange={(files) => change({ files })} />
        </Field>
      ) : null}
      {draft.type === 5 ? (
        <Field label={m.linkUrl} required validationMessage={errors.linkUrl}>
          <Input type="url" value={draft.linkUrl} placeholder={m.linkPlaceholder} onChange={(_, d) => change({ linkUrl: d.value })} />
        </Field>
      ) : null}

      {historyOpen && draft.id !== null ? (
        <HistoryDialog
          id={draft.id}
          canRestore={serverState === 'saved'}
          published={draft.status === CONTENT_STATUS.published}
          onClose={() => setHistoryOpen(false)}
          onRestored={onReload}
        />
      ) : null}
      <EditorPreview
        draft={draft}
        device={device}
        onDevice={(d) => preview.send({ type: d === 'phone' ? 'preview.phone' : 'preview.desktop' })}
        onClose={() => preview.send({ type: 'preview.close' })}
      />
      <ConfirmDialog
        open={snap.matches('offer')}
        dismissible={false}
        title={m.restoreTitle}
        text={local ? m.restoreBody(formatDateTime(local.savedAt)) : null}
        cancelLabel={m.discard}
        confirmLabel={m.restore}
        onCancel={() => editor.send({ type: 'draft.discard' })}
        onConfirm={() => editor.send({ type: 'draft.restore' })}
      />
    </div>
  );
}
