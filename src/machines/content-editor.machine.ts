// The content editor's draft and autosave (docs/content.md): load the item and the tab's own copy;
// offer the local copy when it is newer than the server's; every change is written to the local
// copy at once (after LOCAL_DELAY) and saved to the server after AUTOSAVE_DELAY of quiet; a failed
// save retries after RETRY_DELAY; Word import replaces the body; submit saves, then submits.
// Each save sends the revision the draft started from: when someone saved since (409) the
// user's text stays in the editor beside the server's version, and the user keeps one of them.
import { and, assign, fromCallback, fromPromise, not, or, raise, sendTo, setup, stateIn, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { CONTENT_LIMITS, isBodyEmpty, normalizeTags, type ContentStatus } from '../../shared/content.js';
import {
  isSaveConflict,
  isSaveRefused,
  type ContentDraft,
  type CoverUploadInput,
  type CoverUploadResult,
  type EditorLoadInput,
  type EditorLoadResult,
  type LocalCopy,
  type SaveResult,
} from '../../shared/content-console.js';
import { contentLockMachine, type LockReport } from './content-lock.machine.js';
import { contentChecksMachine, type ChecksReport } from './content-checks.machine.js';
import { auditRefusalOf, type CheckFields } from '../../shared/text-checks.js';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';
import { errorText } from '../../shared/error-text.js';

export const AUTOSAVE_DELAY = 1500;
export const LOCAL_DELAY = 200;
export const RETRY_DELAY = 5000;
/** An uploaded cover: at most this size. */
export const COVER_MAX_BYTES = 10 * 1024 * 1024;
const COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const COVER_EXT = /\.(jpe?g|png|webp)$/i;

export const editorMessages = {
  titleRequired: '请输入标题',
  titleTooLong: `标题不能超过${CONTENT_LIMITS.titleMax}个字`,
  bodyRequired: '请输入正文',
  fileRequired: '请选择文件库中的文件',
  imagesRequired: '请至少选择一张图片',
  linkInvalid: '请输入正确的链接地址（http:// 或 https:// 开头）',
  summaryTooLong: `摘要不能超过${CONTENT_LIMITS.summaryMax}个字`,
  coverWrongType: '封面只能上传 JPG、PNG 或 WebP 格式的图片',
  coverTooLarge: `封面图片不能超过${COVER_MAX_BYTES / 1024 / 1024}MB`,
  coverEmpty: '封面图片是空文件',
  leaveGuard: '稿件有未保存的修改，确定离开吗？',
} as const;

/** Why a file from disk cannot be the cover (null: it can). */
export function coverFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!COVER_TYPES.includes(file.type) || !COVER_EXT.test(file.name)) return editorMessages.coverWrongType;
  if (file.size === 0) return editorMessages.coverEmpty;
  if (file.size > COVER_MAX_BYTES) return editorMessages.coverTooLarge;
  return null;
}

export type DraftErrors = Partial<Record<'title' | 'body' | 'files' | 'linkUrl' | 'summary' | 'tags', string>>;

const isHttpUrl = (s: string) => {
  try {
    const u = new URL(s.trim());
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Text of an HTML body without tags (for "is it empty"). */

/** What keeps a draft from being submitted (empty when none). */
export function validateDraft(d: ContentDraft): DraftErrors {
  const e: DraftErrors = {};
  if (!d.title.trim()) e.title = editorMessages.titleRequired;
  else if (d.title.length > CONTENT_LIMITS.titleMax) e.title = editorMessages.titleTooLong;
  if (d.summary.length > CONTENT_LIMITS.summaryMax) e.summary = editorMessages.summaryTooLong;
  if (d.type === 1 && isBodyEmpty(d.body)) e.body = editorMessages.bodyRequired;
  if ((d.type === 2 || d.type === 3) && d.files.length === 0) e.files = editorMessages.fileRequired;
  if (d.type === 4 && d.files.length === 0) e.files = editorMessages.imagesRequired;
  if (d.type === 5 && !isHttpUrl(d.linkUrl)) e.linkUrl = editorMessages.linkInvalid;
  const tagError = normalizeTags(d.tags).error;
  if (tagError) e.tags = tagError;
  return e;
}

/** The fields that matter for "are these the same text" (ignores signed URLs). */
export function sameDraft(a: ContentDraft, b: ContentDraft): boolean {
  const key = (d: ContentDraft) =>
    JSON.stringify([d.title, d.summary, d.body, d.coverFileId, d.files.map((f) => [f.fileId, f.caption]), d.linkUrl, d.author, d.source, d.tags]);
  return key(a) === key(b);
}

export interface ContentEditorContext {
  input: EditorLoadInput;
  draft: ContentDraft | null;
  /** The server's copy when the local copy is offered instead. */
  local: LocalCopy | null;
  serverTime: number;
  /** Epoch ms of the last server save (0 none this session). */
  savedAt: number;
  error: string | null;
  /** Submit was asked for: show the validation messages. */
  showErrors: boolean;
  /** The draft changed while a server save was in flight: save again when it ends. */
  resave: boolean;
  /** The cover upload's progress (0–100) while it runs. */
  coverProgress: number;
  /** Why the last cover upload was refused or failed (the old cover stays). */
  coverError: string | null;
  /** After a refused save (someone saved since): the server's version, shown beside the user's. */
  theirs: ContentDraft | null;
  /** Someone else holds the edit lock (contentLock): autosave waits; 保存 still saves (a 409 keeps both versions). */
  lockedOut: boolean;
  /** Why the last tag typed was not added (too many, too long, a comma…). */
  tagError: string | null;
  /** 仍要提交's reason while that submit runs (smart audit found forbidden words). */
  override: string | null;
}

/** What submit sends: the draft and, for 仍要提交, the reason. */
export type SubmitInput = ContentDraft & { overrideReason?: string };

/** The fields smart audit and proofreading read. */
export const checkFields = (d: ContentDraft): CheckFields => ({ type: d.type, title: d.title, summary: d.summary, body: d.body });

/** The draft's tags with `tag` added (normalised), and why it cannot be added. */
export function tagsWith(d: ContentDraft, tag: string): { tags: string[]; error: string | null } {
  return normalizeTags([...d.tags, tag]);
}

/** The draft after a server save: its id, status and revision; a published item now has a pending update. */
function afterSave(d: ContentDraft, out: SaveResult): ContentDraft {
  const update = out.status === 4 ? { status: d.update?.status ?? 0, revision: out.revision, opinion: d.update?.opinion ?? '' } : d.update;
  return { ...d, id: out.id, status: out.status, revision: out.revision, update };
}

/**
 * A submit saves first: when the submit itself is then refused (smart audit, a rule), the error
 * carries that save (`saved`), and the draft takes its id and revision, so the next save does not
 * run into the user's own revision as a conflict.
 */
function withSaveBeforeRefusal(d: ContentDraft, error: unknown): ContentDraft {
  const saved = error && typeof error === 'object' && 'saved' in error ? (error as { saved: SaveResult }).saved : null;
  return saved ? afterSave(d, saved) : d;
}

export type ContentEditorEvent =
  | { type: 'field.change'; patch: Partial<Omit<ContentDraft, 'id' | 'type' | 'status'>> }
  | { type: 'draft.save' }
  | { type: 'draft.restore' }
  | { type: 'draft.discard' }
  | { type: 'load.retry' }
  | { type: 'word.import'; file: File }
  | { type: 'cover.upload'; file: File }
  | { type: 'cover.progress'; percent: number }
  | { type: 'content.submit' }
  /** After a refused save: save the user's text over the server's newer version (seen beside it). */
  | { type: 'conflict.keepMine' }
  /** After a refused save: take the server's version instead of the user's text. */
  | { type: 'conflict.takeTheirs' }
  /** A tag typed into 标签 (checked: count, length, characters; a repeat is ignored). */
  | { type: 'tags.add'; tag: string }
  | { type: 'tags.remove'; tag: string }
  | { type: 'editor.leave'; to: string }
  /** From the edit lock (contentLock): whether this user holds it; the item was reviewed meanwhile. */
  | LockReport
  /** From smart audit and proofreading (contentChecks): 仍要提交 with a reason (采纳 sends field.change). */
  | Extract<ChecksReport, { type: 'content.override' }>;

export const contentEditorMachine = setup({
  types: typesOf<ContentEditorContext, ContentEditorEvent, EditorLoadInput>(),
  actors: {
    loadDraft: fromPromise<EditorLoadResult, EditorLoadInput>(async () => notProvided('contentEditor.loadDraft')),
    saveDraft: fromPromise<SaveResult, ContentDraft>(async () => notProvided('contentEditor.saveDraft')),
    writeLocal: fromPromise<number, ContentDraft>(async () => notProvided('contentEditor.writeLocal')),
    clearLocal: fromPromise<void, ContentDraft>(async () => notProvided('contentEditor.clearLocal')),
    importWord: fromPromise<string, File>(async () => notProvided('contentEditor.importWord')),
    submitDraft: fromPromise<{ id: number; status: ContentStatus }, SubmitInput>(async () => notProvided('contentEditor.submitDraft')),
    uploadCover: fromPromise<CoverUploadResult, CoverUploadInput>(async () => notProvided('contentEditor.uploadCover')),
    /** While running: unsaved work (`dirty()`) makes the shell's navigation and a reload ask first. */
    guardLeave: fromCallback<EventObject, { dirty: () => boolean; message: string }>(() => notProvided('contentEditor.guardLeave')),
    /** The item's edit lock and presence (its effects are provided on it in the wiring). */
    contentLock: contentLockMachine,
    /** Smart audit after each save, 仍要提交, proofreading (its effects are provided on it in the wiring). */
    contentChecks: contentChecksMachine,
  },
  delays: { autosave: AUTOSAVE_DELAY, local: LOCAL_DELAY, retry: RETRY_DELAY },
  actions: {
    /** Goes to `to` once the leave check (the shell's leave dialog) agrees. */
    leave: (_, _params: { to: string }) => notProvided('contentEditor.leave'),
    /** The saved draft goes to smart audit (its hits are listed). */
    auditSaved: sendTo('checks', ({ context }) => ({ type: 'audit.run' as const, fields: checkFields(context.draft!) })),
    /** A field change into the draft. */
    applyChange: assign({
      draft: ({ context, event }) => (event.type === 'field.change' ? { ...context.draft!, ...event.patch } : context.draft),
    }),
  },
  guards: {
    localIsNewer: (_, out: EditorLoadResult) => !!out.local && out.local.savedAt > out.serverTime && !sameDraft(out.local.draft, out.draft),
    coverIdle: stateIn({ editing: { cover: 'idle' } }),
    coverUploading: stateIn({ editing: { cover: 'uploading' } }),
    /** A save is under way or was refused: leaving `editing` now would lose its new revision (or save over a newer one). */
    serverBusy: or([stateIn({ editing: { server: 'saving' } }), stateIn({ editing: { server: 'conflict' } })]),
    coverFileOk: ({ event }) => event.type === 'cover.upload' && coverFileProblem(event.file) === null,
    isValid: ({ context }) => !!context.draft && Object.keys(validateDraft(context.draft)).length === 0,
    isConflict: ({ event }) => isSaveConflict((event as { error?: unknown }).error),
    isRefused: ({ event }) => isSaveRefused((event as { error?: unknown }).error),
    hasTheirs: ({ context }) => context.theirs !== null,
    tagRefused: ({ context, event }) => event.type === 'tags.add' && tagsWith(context.draft!, event.tag).error !== null,
    tagIsNew: ({ context, event }) => event.type === 'tags.add' && tagsWith(context.draft!, event.tag).tags.length > context.draft!.tags.length,
    isLockedOut: ({ context }) => context.lockedOut,
    isAuditRefused: ({ event }) => auditRefusalOf((event as { error?: unknown }).error) !== null,
  },
}).createMachine({
  id: 'contentEditor',
  context: ({ input }) => ({
    input, draft: null, local: null, serverTime: 0, savedAt: 0, error: null, showErrors: false, resave: false, coverProgress: 0, coverError: null, theirs: null, tagError: null, lockedOut: false, override: null,
  }),
  invoke: [
    {
      id: 'leaveGuard',
      src: 'guardLeave',
      input: ({ self }) => ({ dirty: () => editorHasUnsavedWork(self.getSnapshot()), message: editorMessages.leaveGuard }),
    },
    {
      id: 'lock',
      src: 'contentLock',
      input: ({ context, self }) => ({ id: context.input.id, report: (e: LockReport) => self.send(e) }),
      // the lock is soft: when it breaks down the editor goes on as without one
      onError: { actions: assign({ lockedOut: false }) },
    },
    { id: 'checks', src: 'contentChecks', input: ({ self }) => ({ report: (e: ChecksReport) => self.send(e) }) },
  ],
  on: {
    'editor.leave': { actions: { type: 'leave', params: ({ event }) => ({ to: event.to }) } },
    'lock.state': { actions: assign({ lockedOut: ({ event }) => !event.held }) },
  },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'loadDraft',
        input: ({ context }) => context.input,
        onDone: [
          {
            guard: { type: 'localIsNewer', params: ({ event }) => event.output },
            target: 'offer',
            actions: assign({ draft: ({ event }) => event.output.draft, local: ({ event }) => event.output.local, serverTime: ({ event }) => event.output.serverTime }),
          },
          { target: 'editing', actions: assign({ draft: ({ event }) => event.output.draft, serverTime: ({ event }) => event.output.serverTime }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { 'load.retry': 'loading' } },
    /** A newer copy of this draft is in the tab's storage: restore it or keep the server's. */
    offer: {
      on: {
        'draft.restore': {
          target: ['#contentEditor.editing.server.dirty', '#contentEditor.editing.local.pending'],
          actions: assign({
            draft: ({ context }) => {
              const { id, status, revision, update, rejection } = context.draft!;
              return { ...context.local!.draft, id, status, revision, update, rejection };
            },
            local: null,
          }),
        },
        'draft.discard': { target: 'discarding', actions: assign({ local: null }) },
      },
    },
    discarding: {
      invoke: { src: 'clearLocal', input: ({ context }) => context.draft!, onDone: 'editing', onError: 'editing' },
    },
    editing: {
      type: 'parallel',
      on: {
        // leaving `editing` would cancel a cover upload under way: import and submit wait for it
        'word.import': { guard: and(['coverIdle', not('serverBusy')]), target: 'importing' },
        'content.submit': [
          { guard: 'coverUploading' },
          { guard: 'serverBusy' },
          { guard: 'isValid', target: 'submitting', actions: assign({ override: null }) },
          { actions: assign({ showErrors: true }) },
        ],
        // 仍要提交 (smart audit found forbidden words; the reviewer gave a reason)
        'content.override': [
          { guard: 'coverUploading' },
          { guard: 'serverBusy' },
          { guard: 'isValid', target: 'submitting', actions: assign({ override: ({ event }) => event.reason }) },
        ],
        // tags go into the draft through the same field.change as every other field
        'tags.add': [
          { guard: 'tagRefused', actions: assign({ tagError: ({ context, event }) => tagsWith(context.draft!, event.tag).error }) },
          {
            guard: 'tagIsNew',
            actions: [assign({ tagError: null }), raise(({ context, event }) => ({ type: 'field.change' as const, patch: { tags: tagsWith(context.draft!, event.tag).tags } }))],
          },
          { actions: assign({ tagError: null }) },
        ],
        'tags.remove': {
          actions: [assign({ tagError: null }), raise(({ context, event }) => ({ type: 'field.change' as const, patch: { tags: context.draft!.tags.filter((t) => t !== event.tag) } }))],
        },
      },
      states: {
        server: {
          initial: 'saved',
          states: {
            saved: { on: { 'field.change': 'dirty' } },
            dirty: {
              // while someone else holds the lock nothing is saved on its own (保存 still saves)
              after: { autosave: { guard: not('isLockedOut'), target: 'saving' } },
              on: { 'draft.save': 'saving', 'field.change': { target: 'dirty', reenter: true } },
            },
            // A change during a save does not cancel it (the request is under way and may create
            // the item): it is remembered and saved again, with the id, when this save ends.
            saving: {
              on: { 'field.change': { actions: assign({ resave: true }) } },
              invoke: {
                src: 'saveDraft',
                input: ({ context }) => context.draft!,
                onDone: [
                  {
                    guard: ({ context }) => context.resave,
                    target: 'dirty',
                    actions: assign({
                      draft: ({ context, event }) => afterSave(context.draft!, event.output),
                      savedAt: ({ event }) => event.output.savedAt,
                      error: null,
                      resave: false,
                    }),
                  },
                  {
                    target: 'saved',
                    actions: [
                      assign({
                        draft: ({ context, event }) => afterSave(context.draft!, event.output),
                        savedAt: ({ event }) => event.output.savedAt,
                        error: null,
                      }),
                      'auditSaved',
                    ],
                  },
                ],
                onError: [
                  { guard: 'isConflict', target: 'conflict', actions: assign({ error: ({ event }) => errorText(event.error), resave: false, theirs: null }) },
                  { guard: 'isRefused', target: 'refused', actions: assign({ error: ({ event }) => errorText(event.error), resave: false }) },
                  { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error), resave: false }) },
                ],
              },
            },
            // Someone saved since this draft's revision: nothing is saved automatically any more;
            // the user's text stays (changes still go to the local copy), the server's version is
            // loaded beside it, and the user keeps one of them.
            conflict: {
              invoke: {
                src: 'loadDraft',
                input: ({ context }) => ({ type: context.draft!.type, id: context.draft!.id }),
                onDone: { actions: assign({ theirs: ({ event }) => event.output.draft }) },
                onError: { actions: assign({ theirs: null }) },
              },
              on: {
                'conflict.keepMine': {
                  guard: 'hasTheirs',
                  target: 'saving',
                  actions: assign({
                    draft: ({ context }) => ({ ...context.draft!, revision: context.theirs!.revision, status: context.theirs!.status, update: context.theirs!.update }),
                    theirs: null,
                    error: null,
                  }),
                },
                'conflict.takeTheirs': { guard: 'hasTheirs', target: 'saved', actions: assign({ draft: ({ context }) => context.theirs!, theirs: null, error: null }) },
              },
            },
            // The server refused the save (no right, a rule broken): nothing is saved on its own
            // any more, the reason stays on screen, the user's text stays (the local copy keeps
            // every change); 保存 tries again once the user has put it right.
            refused: {
              on: { 'draft.save': 'saving' },
            },
            failed: {
              after: { retry: { guard: not('isLockedOut'), target: 'saving' } },
              on: { 'draft.save': 'saving', 'field.change': 'dirty' },
            },
          },
        },
        local: {
          initial: 'clean',
          states: {
            // the local region applies each change to the draft (the server region only follows)
            clean: { on: { 'field.change': { target: 'pending', actions: 'applyChange' } } },
            pending: {
              after: { local: 'writing' },
              on: { 'field.change': { target: 'pending', reenter: true, actions: 'applyChange' } },
            },
            writing: {
              on: { 'field.change': { target: 'pending', actions: 'applyChange' } },
              invoke: { src: 'writeLocal', input: ({ context }) => context.draft!, onDone: 'clean', onError: 'clean' },
            },
          },
        },
        // The item approved or rejected meanwhile (the lock's socket): its status, pending update
        // and rejection reason are loaded again; the user's fields stay as they are.
        review: {
          initial: 'idle',
          states: {
            idle: { on: { 'content.reviewed': 'reloading' } },
            reloading: {
              on: { 'content.reviewed': { target: 'reloading', reenter: true } },
              invoke: {
                src: 'loadDraft',
                input: ({ context }) => ({ type: context.draft!.type, id: context.draft!.id }),
                onDone: {
                  target: 'idle',
                  actions: assign({
                    draft: ({ context, event }) => {
                      const { status, update, rejection } = event.output.draft;
                      return { ...context.draft!, status, update, rejection };
                    },
                  }),
                },
                onError: 'idle',
              },
            },
          },
        },
        // "上传封面": the file is checked here, uploaded into the personal library, and the saved
        // file becomes the cover through the same field.change a library pick sends.
        cover: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'cover.upload': [
                  { guard: 'coverFileOk', target: 'uploading', actions: assign({ coverError: null, coverProgress: 0 }) },
                  { actions: assign({ coverError: ({ event }) => coverFileProblem(event.file) }) },
                ],
              },
            },
            uploading: {
              on: { 'cover.progress': { actions: assign({ coverProgress: ({ event }) => Math.max(0, Math.min(100, event.percent)) }) } },
              invoke: {
                src: 'uploadCover',
                input: ({ event, self }) => ({
                  file: (event as Extract<ContentEditorEvent, { type: 'cover.upload' }>).file,
                  progress: (percent: number) => self.send({ type: 'cover.progress', percent }),
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({ coverProgress: 100 }),
                    raise(({ event }) => ({ type: 'field.change' as const, patch: { coverFileId: event.output.fileId, coverUrl: event.output.url } })),
                  ],
                },
                onError: { target: 'idle', actions: assign({ coverError: ({ event }) => errorText(event.error), coverProgress: 0 }) },
              },
            },
          },
        },
      },
    },
    importing: {
      invoke: {
        src: 'importWord',
        input: ({ event }) => (event as Extract<ContentEditorEvent, { type: 'word.import' }>).file,
        onDone: {
          target: ['#contentEditor.editing.server.dirty', '#contentEditor.editing.local.pending'],
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft!, body: event.output }), error: null }),
        },
        onError: { target: '#contentEditor.editing.server.dirty', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    submitting: {
      invoke: {
        src: 'submitDraft',
        input: ({ context }) => (context.override === null ? context.draft! : { ...context.draft!, overrideReason: context.override }),
        onDone: {
          target: 'submitted',
          actions: assign({
            draft: ({ context, event }) => ({
              ...context.draft!,
              id: event.output.id,
              status: event.output.status,
              update: event.output.status === 4 ? { status: 1 as const, revision: context.draft!.revision, opinion: '' } : null,
              rejection: '',
            }),
            error: null,
            override: null,
          }),
        },
        onError: [
          // smart audit refused it: the words are listed in the checks panel (not again as an
          // error), a reviewer may 仍要提交
          {
            guard: 'isAuditRefused',
            target: '#contentEditor.editing.server.dirty',
            actions: [
              assign({ draft: ({ context, event }) => withSaveBeforeRefusal(context.draft!, event.error), error: null, override: null }),
              sendTo('checks', ({ event }) => ({ type: 'audit.refused' as const, refusal: auditRefusalOf(event.error)! })),
            ],
          },
          {
            target: '#contentEditor.editing.server.dirty',
            actions: assign({ draft: ({ context, event }) => withSaveBeforeRefusal(context.draft!, event.error), error: ({ event }) => errorText(event.error), override: null }),
          },
        ],
      },
    },
    submitted: { type: 'final' },
  },
});

/** Unsaved work: anything not yet on the server. */
export function editorHasUnsavedWork(s: Pick<AnyMachineSnapshot, 'matches'>): boolean {
  return s.matches('offer') || s.matches('importing') || s.matches({ editing: { cover: 'uploading' } }) || s.matches({ editing: { server: 'dirty' } }) || s.matches({ editing: { server: 'saving' } }) || s.matches({ editing: { server: 'failed' } }) || s.matches({ editing: { server: 'refused' } }) || s.matches({ editing: { server: 'conflict' } });
}
