// Model configuration of the content machines (docs/content.md): the editor's draft/autosave chart
// and the review chart per item (both 100% of states and transitions), the lists, the column tree
// and the read-only screens. Spread into modelConfigs (model-configs.ts).
import type { AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import type { ModelConfig } from './harness';

/** The design-card machines of this area: 100% of states and transitions. */
export const CONTENT_DESIGN_CARD = ['contentEditor', 'contentReview', 'reviewChain', 'reviewFlowSettings', 'contentHistory', 'contentRevisionDiff', 'contentPreview', 'releaseSchedule', 'contentLock', 'contentChecks',
  'publicNews', 'latestNews', 'contentDetail', 'publishStats', 'storyAudit', 'contentReport'];

/** 2026-11-28 14:03:20 Beijing time: the release dialog opens then. */
const SCHEDULE_NOW = Date.UTC(2026, 10, 28, 6, 3, 20);

const draft = {
  id: 5, type: 1, title: '', summary: '', body: '<p>正文</p>', coverFileId: 0, coverUrl: '', files: [], linkUrl: '', author: '', source: '', status: 0,
  revision: 1, update: null, rejection: '', tags: ['两会'],
};
/** A save refused because someone saved since (HTTP 409, services/content/effects.ts). */
const saveConflict = Object.assign(new Error('稿件已被张编辑保存为第 3 版'), { conflict: true });
/** A save the server refuses for good (no right to the item or column). */
const saveRefused = Object.assign(new Error('没有该栏目的发稿权限'), { refused: true });
/** An item waiting at level 2 of a 三审 chain when waiting (a rejection may send it back to level 1). */
const item = (status: number) => ({ item: { id: 5, type: 1, status, revision: 3, level: 2 } });
/** A review refused because the author saved revision 4 after the reviewer read revision 3 (HTTP 409). */
const reviewStale = Object.assign(new Error('稿件已被张编辑保存为第 4 版'), { conflict: true, revision: 4 });
const entries = [
  { revision: 3, savedAt: 300, userId: 2, userName: '张编辑', note: '提交审核' },
  { revision: 3, savedAt: 200, userId: 2, userName: '张编辑', note: '' },
  { revision: 2, savedAt: 150, userId: 1, userName: '管理员', note: '恢复' },
  { revision: 1, savedAt: 100, userId: 1, userName: '管理员', note: '' },
];
const version = (revision: number, title: string) => ({
  id: 5, type: 1, revision, savedAt: revision * 100, userId: 1, userName: '管理员', title, summary: '', body: '<p>正文</p>', coverFileId: 0, coverUrl: '',
  linkUrl: '', author: '', source: '', fileIds: [], files: [],
});
const me = { userId: 1, userName: '张编辑' };
const wang = { userId: 2, userName: '王晓' };

/**
 * The editor's events in state `s`. The lock's reports (lock.state, content.reviewed: the lock
 * itself is inert here) are offered only in a calm editing state, and while the item reloads after
 * a review nothing else is: every transition is still taken without multiplying the traversal by
 * the review region.
 */
function editorEvents(s: AnyMachineSnapshot): Record<string, Record<string, unknown>[]> {
  const events: Record<string, Record<string, unknown>[]> = {
    'field.change': [{ patch: { title: '标题' } }, { patch: { title: '' } }],
    'word.import': [{ file: new Blob(['docx']) }],
    // the cover upload: a PNG (uploaded), a text file (refused with a message); `name` only
    // tells the two apart in the model (a File serialises to {})
    'cover.upload': [
      { name: 'png', file: new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' }) },
      { name: 'txt', file: new File(['x'], 'notes.txt', { type: 'text/plain' }) },
    ],
    'cover.progress': [{ percent: 50 }],
    'editor.leave': [{ to: '/content/list' }],
    // the draft already has 两会 (a repeat is ignored), a new tag, one too long (refused with its
    // message); tags are left out of the serialised state (they would multiply the states)
    'tags.add': [{ tag: '两会' }, { tag: '民生' }, { tag: '很'.repeat(21) }],
    'tags.remove': [{ tag: '两会' }],
    // 仍要提交 (the checks child reports it with the reviewer's reason)
    'content.override': [{ reason: '直接引语' }],
  };
  if (s.matches({ editing: { review: 'reloading' } })) return { ...Object.fromEntries(EDITOR_EVENT_TYPES.map((t) => [t, []])), 'content.reviewed': [{ status: 2 }] };
  const calm = s.matches({ editing: { server: 'saved', local: 'clean', cover: 'idle', review: 'idle' } });
  return { ...events, 'lock.state': calm ? [{ held: false }, { held: true }] : [], 'content.reviewed': calm ? [{ status: 2 }] : [] };
}

/** Every event type the editor takes from outside (none offered while it reloads after a review). */
const EDITOR_EVENT_TYPES = [
  'field.change', 'draft.save', 'draft.restore', 'draft.discard', 'load.retry', 'word.import', 'cover.upload', 'cover.progress',
  'content.submit', 'conflict.keepMine', 'conflict.takeTheirs', 'editor.leave', 'lock.state', 'tags.add', 'tags.remove', 'content.override',
];

/** A submit refused by smart audit (HTTP 422 with its hits, services/http.ts ApiError). */
const auditRefused = Object.assign(new Error('稿件含有违禁词：坏词，请修改后再提交'), { code: 422, data: { hits: [], words: ['坏词'], canOverride: true } });
const checkFields = { type: 1, title: '跑的快', summary: '', body: '<p>的的</p>' };
const proofAnswer = {
  engine: 'builtin', fallback: true, requested: 'kdxf',
  suggestions: [
    { field: 'body', start: 3, end: 5, text: '的的', replacement: '的', reason: '“的”字重复' },
    { field: 'title', start: 1, end: 2, text: '的', replacement: '得', reason: '动词后接程度补语应用“得”' },
  ],
};

export const contentModelConfigs: Record<string, ModelConfig> = {
  contentEditor: {
    input: { type: 1, id: 5 },
    outputs: {
      loadDraft: [
        { draft, serverTime: 100, local: null },
        { draft, serverTime: 100, local: { draft: { ...draft, title: '本机标题' }, savedAt: 200 } },
      ],
      saveDraft: [{ id: 5, status: 0, savedAt: 300, revision: 2 }],
      writeLocal: [300],
      clearLocal: [undefined],
      importWord: ['<p>Word 正文</p>'],
      submitDraft: [{ id: 5, status: 1 }],
      uploadCover: [{ fileId: 42, url: '/files/cover.png' }],
    },
    errors: { uploadCover: [new Error('上传失败')], saveDraft: [new Error('失败'), saveConflict, saveRefused], submitDraft: [new Error('失败'), auditRefused] },
    events: (s) => editorEvents(s),
    serializeState: (s) =>
      JSON.stringify([
        // lockedOut (the lock's report) only gates the autosave: left out, the traversal stays in
        // its limit and still takes every transition (lock.state is one of them)
        s.value,
        s.context.draft?.title ?? null,
        s.context.draft?.body ?? null,
        s.context.draft?.coverFileId ?? null,
        s.context.showErrors,
        s.context.local !== null,
        s.context.error !== null,
        s.context.coverError !== null,
        s.context.savedAt > 0,
        s.context.theirs !== null,
      ]),
    limit: 96000,
  },
  proofDict: {
    outputs: {
      loadDict: [[{ id: 1, wrong: '帐号', correct: '账号', note: '规范用字', createTime: 1 }], []],
      saveEntry: [null],
      removeEntry: [null],
    },
    errors: { loadDict: [new Error('网络错误')], saveEntry: [new Error('纠错词典最多500条')], removeEntry: [new Error('失败')] },
    events: {
      'field.change': [{ patch: { wrong: '帐号', correct: '账号' } }, { patch: { wrong: '', correct: '' } }, { patch: { wrong: '同', correct: '同' } }],
      'entry.edit': [{ row: { id: 1, wrong: '帐号', correct: '账号', note: '', createTime: 1 } }],
      'entry.remove': [{ row: { id: 1, wrong: '帐号', correct: '账号', note: '', createTime: 1 } }],
    },
    serializeState: (s) => JSON.stringify([s.value, s.context.rows.length, s.context.form.wrong, s.context.form.correct, s.context.formError !== '', s.context.error !== '', s.context.removing?.id ?? null]),
  },
  contentChecks: {
    input: {},
    outputs: {
      auditDraft: [{ enabled: true, hits: [{ field: 'body', word: '坏词', start: 3, end: 5, text: '坏词' }] }],
      proofread: [proofAnswer],
    },
    errors: { auditDraft: [new Error('失败')], proofread: [new Error('失败')] },
    events: {
      'audit.run': [{ fields: checkFields }],
      'audit.refused': [{ refusal: { hits: [], words: ['坏词'], canOverride: true } }, { refusal: { hits: [], words: ['坏词'], canOverride: false } }],
      'override.reason': [{ text: '' }, { text: '直接引语' }],
      'proof.run': [{ fields: checkFields }],
      'proof.accept': [{ index: 0, fields: checkFields }],
      'proof.acceptAll': [{ fields: checkFields }],
    },
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.refusal?.canOverride ?? null, s.context.reason, s.context.reasonError !== null, s.context.proof?.suggestions.length ?? null, s.context.error !== null, s.context.audit !== null]),
  },
  contentLock: {
    input: { id: 5 },
    variants: [
      { name: 'existing item', input: { id: 5 } },
      { name: 'new item', input: { id: null } },
    ],
    outputs: {
      takeLock: [
        { mine: true, holder: me, expiresAt: 1000 },
        { mine: false, holder: wang, expiresAt: 1000 },
      ],
    },
    errors: { takeLock: [new Error('网络异常')] },
    events: {
      'lock.changed': [
        { id: 5, holder: null, mine: false },
        { id: 5, holder: wang, mine: false },
        { id: 5, holder: me, mine: true },
        { id: 6, holder: null, mine: false },
      ],
      'content.reviewed': [{ id: 5, status: 2 }, { id: 6, status: 3 }],
    },
    serializeState: (s) => JSON.stringify([s.value, s.context.holder?.userId ?? null, s.context.takenBy?.userId ?? null, s.context.error !== null]),
  },
  contentReview: {
    input: item(0),
    variants: [0, 1, 2, 3, 4, 5].map((status) => ({ name: `status ${status}`, input: item(status) })),
    // a review ending the chain, and one moving the item on to level 3
    outputs: { submitItem: [{ status: 1 }], reviewItem: [{ status: 3, reviewLevel: 1 }, { status: 1, reviewLevel: 3 }], releaseItem: [{ releaseIds: [9] }], takeDown: [undefined] },
    // a refused review (stays waiting with the message) and one refused as stale (→ stale, review.again)
    errors: { reviewItem: [new Error('失败'), reviewStale] },
    events: {
      'opinion.change': [{ opinion: '请补充来源' }, { opinion: '' }],
      // the author, level 1, and the waiting level itself (not offered: back to the author)
      'backTo.change': [{ backTo: 0 }, { backTo: 1 }, { backTo: 2 }],
      'release.start': [{ columnIds: [1, 2] }, { columnIds: [] }],
    },
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.item.status, s.context.item.revision, s.context.item.level, s.context.opinion, s.context.backTo, Math.min(s.context.releaseIds.length, 1), s.context.error !== null, s.context.latest]),
    expectations: {
      // nothing is reviewed unseen: the stale state knows the revision to show and review next
      stale: (real) => expect(real.context.latest).toBe(4),
    },
  },
  // The 三审 chain with one, two and three levels: passes by a holder of the waiting level or of
  // another, send-backs to the author, to an earlier level, to the waiting level (refused) and
  // without a reason (refused).
  reviewChain: {
    input: { names: ['初审', '复审', '终审'] },
    variants: [
      { name: 'one level', input: { names: ['审核'] } },
      { name: 'two levels', input: { names: ['初审', '终审'] } },
      { name: 'three levels', input: { names: ['初审', '复审', '终审'] } },
    ],
    events: (s) => {
      const level = s.context.level as number;
      return {
        'chain.pass': [{ holds: [level] }, { holds: [level + 1] }],
        'chain.back': [
          { holds: [level], to: 0, reason: '标题不准确' },
          { holds: [level], to: level - 1, reason: '导语再核实' },
          { holds: [level], to: level, reason: '退回本级' },
          { holds: [level], to: 0, reason: ' ' },
          { holds: [level + 1], to: 0, reason: '越级' },
        ],
      };
    },
    serializeState: (s) => JSON.stringify([s.value, s.context.names.length, s.context.level, s.context.reason, s.context.error]),
    expectations: {
      // an approved item has passed every level, the last act being the last level's pass
      approved: (real) => expect(real.context.trail.at(-1)).toMatchObject({ level: real.context.names.length, pass: true }),
      // a rejected item carries the reason its author reads
      rejected: (real) => expect(real.context.reason).not.toBe(''),
    },
  },
  // 审核流程 settings: a type with the default one level and one with three; add up to three,
  // remove down to one, an empty name refused before saving, a refused save.
  reviewFlowSettings: {
    input: { type: 1 },
    outputs: {
      loadFlows: [
        {
          flows: [
            { type: 1, levels: [{ level: 1, name: '审核', roleIds: [] }] },
            { type: 2, levels: [{ level: 1, name: '初审', roleIds: [3] }, { level: 2, name: '复审', roleIds: [4] }, { level: 3, name: '终审', roleIds: [5] }] },
          ],
          roles: [{ id: 3, name: '初审' }, { id: 4, name: '复审' }, { id: 5, name: '终审' }],
        },
      ],
      saveFlow: [{ type: 1, levels: [{ level: 1, name: '初审', roleIds: [3] }] }],
    },
    events: {
      'type.pick': [{ flowType: 1 }, { flowType: 2 }],
      'level.remove': [{ index: 0 }],
      'level.rename': [{ index: 0, name: '' }, { index: 0, name: '初审' }],
      'level.roles': [{ index: 0, roleIds: [3] }],
    },
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.type, s.context.levels.length, s.context.levels.some((l: { name: string }) => !l.name.trim()), s.context.error !== null, s.context.dirty]),
  },
  contentHistory: {
    input: { id: 5 },
    outputs: { loadRevisions: [entries, []], restoreRevision: [{ revision: 4 }] },
    events: {
      'revision.pick': [{ revision: 1 }, { revision: 3 }, { revision: 9 }],
      'restore.ask': [{ revision: 1 }, { revision: 9 }],
    },
    serializeState: (s) => JSON.stringify([s.value, s.context.entries.length, s.context.picked, s.context.asked, s.context.error !== null]),
  },
  contentRevisionDiff: {
    input: { id: 5, from: { kind: 'live' }, to: { kind: 'revision', revision: 3 } },
    outputs: { loadVersions: [{ before: version(2, '线上标题'), after: version(3, '修改后的标题') }] },
    events: { 'mode.change': [{ mode: 'char' }, { mode: 'word' }] },
    serializeState: (s) => JSON.stringify([s.value, s.context.mode, s.context.before !== null, s.context.error !== null]),
  },
  contentList: {
    input: { kind: 'items', filters: { type: 1 } },
    // the third page: a media picker's effect opening on the library last used (filters chosen by the
    // effect); the fourth: a release list with a scheduled release (its clock and due reload)
    outputs: { loadPage: [{ list: [], total: 0 }, { list: [{ id: 1 }], total: 11 }, { list: [{ id: 2 }], total: 1, filters: { fileLibId: 4 } }, { list: [{ releaseId: 1, state: 'scheduled', publishAt: 10_000 }], total: 1 }], runOp: [undefined] },
    events: {
      // before the scheduled time, and past it (with the grace)
      'clock.tick': [{ now: 9_000 }, { now: 12_000 }],
      'filter.change': [{ filters: { keyWord: '新闻' } }],
      'page.go': [{ pageIndex: 2 }],
      'page.size': [{ pageSize: 20 }],
      'selection.set': [{ ids: [1] }],
      'list.op': [{ op: { op: 'delete', id: 1 } }],
    },
    serializeState: (s) => JSON.stringify([s.value, s.context.pageIndex, s.context.pageSize, s.context.filters, s.context.selected.length, s.context.error !== null]),
  },
  releaseSchedule: {
    input: { now: SCHEDULE_NOW },
    events: {
      'publish.day': [{ day: '20261201' }, { day: '' }],
      'publish.time': [{ time: '09:00' }],
      'takeDown.day': [{ day: '20261128' }],
      'takeDown.time': [{ time: '10:00' }],
      // now, and two years later (every picked time has passed)
      'schedule.confirm': [{ now: SCHEDULE_NOW }, { now: SCHEDULE_NOW + 2 * 365 * 86_400_000 }],
    },
    serializeState: (s) => JSON.stringify([s.value, s.status, s.context]),
  },
  contentColumns: {
    input: { portal: 'web' },
    outputs: { loadTree: [[]], columnOp: [undefined] },
    errors: { columnOp: [new Error('栏目下还有发布的稿件，不能删除')] },
    events: { 'portal.change': [{ portal: 'app' }], 'column.op': [{ op: { op: 'delete', id: 1 } }] },
    serializeState: (s) => JSON.stringify([s.value, s.context.portal, s.context.error !== null]),
  },
  contentPreview: {},
  // the single records of the read-only screens (content-resources.machine.ts): each loads,
  // fails, and loads again on resource.reload
  publicNews: { input: 1, outputs: { load: [{ id: 1, title: '新闻' }] } },
  latestNews: { input: 'demo', outputs: { load: [[{ id: 1, title: '新闻' }]] } },
  contentDetail: { input: 5, outputs: { load: [draft] } },
  publishStats: { outputs: { load: [{ total: 1 }] } },
  storyAudit: { input: { title: '标题', body: '<p>正文</p>' }, outputs: { load: [{ words: [] }] } },
  contentReport: { input: { source: 'summary' }, outputs: { load: [{ source: 'summary', data: { releases: 1 } }] } },
};
