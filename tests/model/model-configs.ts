// Per-machine model configuration for the generated-path tests: inputs, outputs of invoked
// actors, event payloads and guard variants (see tests/model/harness.ts). A machine without an
// entry is traversed with bare events.
import { expect } from 'vitest';
import { createActor, createMachine, type AnyMachineSnapshot } from 'xstate';
import { fileLabel } from '../../src/machines/upload-file.machine.js';
import { badgeText, unreadTotal } from '../../src/machines/message-socket.machine.js';
import { sessionPhase } from '../../src/machines/session.machine.js';
import { programmeEntries } from '../../src/testing/programme-fixtures.js';
import { rightsFrame } from '../../shared/rights-frame.js';
import type { ModelConfig } from './harness';
import { ORG_DESIGN_CARD, orgModelConfigs } from './org-model-configs';
import { CONTENT_DESIGN_CARD, contentModelConfigs } from './content-model-configs';
import { INTERACTION_DESIGN_CARD, interactionModelConfigs } from './interaction-model-configs';
import { POLITICS_DESIGN_CARD, politicsModelConfigs } from './politics-model-configs';
import { ACTIVITIES_DESIGN_CARD, activitiesModelConfigs } from './activities-model-configs';
import { TERMINAL_DESIGN_CARD, terminalModelConfigs } from './terminal-model-configs';
import { CONTRIBUTION_DESIGN_CARD, contributionModelConfigs } from './contribution-model-configs';
import { LIVE_DESIGN_CARD, liveModelConfigs } from './live-model-configs';
import { COURSES_DESIGN_CARD, coursesModelConfigs } from './courses-model-configs';
import { TODO_DESIGN_CARD, todoModelConfigs } from './todo-model-configs';
import { TEMPLATES_DESIGN_CARD, templatesModelConfigs } from './schedule-templates-model-configs';

type Snap = AnyMachineSnapshot;

/** The machines of the design card: their generated paths must reach 100% of states and transitions. */
export const DESIGN_CARD = [
  'session', 'uploader', 'uploadFile', 'schedule', 'messageSocket', 'liveSocket',
  'clipboardCopy', 'copySchedule', 'fileBrowser', 'messageList', 'passageways', 'recycleBin',
  'tabs', 'navigator',
  ...ORG_DESIGN_CARD, ...CONTENT_DESIGN_CARD, ...INTERACTION_DESIGN_CARD, ...ACTIVITIES_DESIGN_CARD, ...TERMINAL_DESIGN_CARD, ...POLITICS_DESIGN_CARD,
  ...CONTRIBUTION_DESIGN_CARD, ...LIVE_DESIGN_CARD, ...COURSES_DESIGN_CARD, ...TODO_DESIGN_CARD, ...TEMPLATES_DESIGN_CARD];

const user = { webUserId: 1, webTenId: 1, account: 'admin', userName: '管理员', token: 't' };
const routes = [{ comMicsId: 2, comMicsPid: 1, comMicsPath: '/dashboard/index', webMicsName: '控制台', children: [] }];

const frame = (seq: number, busType: number, operationType = 0, topFlag = 0) =>
  ({ seq, busType, operationType, topFlag, content: `消息${seq}`, nickname: '观众', createTime: 0 });
const channel = {
  livePassagewayId: 1, livePwName: '一套直播', passagewayType: 0, passagewayState: 0, serverId: 1, port: 10001,
  livePullPath: '', equipment: '', description: '', serverName: '服务器', liveTvName: '',
};
/** Bounded numbers for serialisation: 0, 1, many. */
const few = (n: number) => Math.min(n, 2);

/** A 4-byte file in 2-byte chunks: two chunks. */
const smallFile = () => Object.assign(new Blob(['abcd']), { name: '新闻.mp4', lastModified: 0 });

const STATUSES = ['wait', 'hashing', 'uploading', 'pause', 'success'] as const;

/** A programme day as the server sends it: entries [id, seconds] back to back from 00:00:00. */
function programmeDay(items: [number, number][], revision: number, day = '20261122') {
  const list = programmeEntries(items, day);
  return { list, total: list.length, revision };
}
const video = (id: number, duration: number) => ({ id, name: `视频${id}`, addressType: 1, address: `/v/${id}`, duration });

const pendingEntry = { id: 'p1', name: 'a.mp4', size: 10, lastModified: 1, md5: 'abc', curChunk: 1, chunkSize: 5, fileLibId: 3, firstChunkMd5: 'x' };
const pendingFile = Object.assign(new Blob(['0123456789']), { name: 'a.mp4', lastModified: 1 });

export const modelConfigs: Record<string, ModelConfig> = {
  ...orgModelConfigs,
  ...contentModelConfigs,
  ...interactionModelConfigs,
  ...politicsModelConfigs,
  ...contributionModelConfigs,
  ...activitiesModelConfigs,
  ...coursesModelConfigs,
  ...todoModelConfigs,
  ...terminalModelConfigs,
  ...liveModelConfigs,
  ...templatesModelConfigs,
  schedule: {
    input: { liveTvId: 1, day: '20261122' },
    outputs: {
      // loadDay also serves the conflict's reload (invoke loadServerDay)
      loadDay: [programmeDay([[1, 100], [2, 100]], 1)],
      loadDraft: [null, { liveTvId: 1, day: '20261122', revision: 1, ops: [{ t: 'remove', key: '1:1#1' }], savedAt: 0 }],
      saveDay: [{ revision: 2 }],
      loadChannelName: ['综合频道'],
      // editable, or view only (per-channel role rights): every edit refused
      loadEditable: [true, false],
    },
    errors: { saveDay: [{ status: 409, code: 409, message: '节目单已被他人修改' }, new Error('网络异常')] },
    events: (s) => ({
      'entry.add': s.context.list.entries.length < 3 ? [{ material: video(5, 60) }, { material: video(6, 0) }, { material: video(7, 90000), index: 0 }] : [],
      'entry.remove': s.context.list.entries.length ? [{ index: 0 }] : [],
      'entry.move': s.context.list.entries.length > 1 ? [{ from: 0, to: 1 }] : [],
      'time.change': s.context.list.entries.length ? [{ index: 0, start: 0, end: 70 }, { index: 0, start: 50, end: 10 }] : [],
      // the first start moves (its duration kept); 整体平移 either way, refused before 00:00:00; a display title
      'start.change': s.context.list.entries.length ? [{ start: 3600 }, { start: 86399 }, { start: s.context.list.start }] : [],
      'day.shift': s.context.list.entries.length ? [{ by: 600 }, { by: -86399 }, { by: 0 }] : [],
      'meta.change': s.context.list.entries.length ? [{ index: 0, meta: { programTitle: '标题' } }, { index: 0, meta: { episode: '长'.repeat(65) } }, { index: 0, meta: { rating: '' } }] : [],
      // 固定开始: pinned after a gap or into the first entry (an overlap: saving refused), unpinned,
      // out of the day (refused)
      'fixed.change': s.context.list.entries.length > 1 ? [{ index: 1, at: 3600 }, { index: 1, at: 50 }, { index: 1, at: null }, { index: 1, at: 90000 }] : [],
      'day.select': [{ day: '20261123' }, { day: '20261122' }, { day: '20270601' }],
      'editor.leave': [{ to: '/contentManagement/cloudLiveBroadcast/tvLiveBroadcast' }],
      'schedule.export': [{ days: 1 }],
    }),
    serializeState: (s) =>
      JSON.stringify([
        s.value, s.context.day, s.context.list.entries.length, s.context.ops.length > 0, s.context.past.length > 0,
        s.context.future.length > 0, s.context.conflict !== null, s.context.pendingDay, s.context.editable,
      ]),
    limit: 60000,
  },
  uploadManager: {
    events: {
      'queue.idle': [{ paused: 0 }, { paused: 1 }],
      'queue.finished': [{ status: 'success', error: '' }],
      // a request from the 文件库 (files are the queue's business, here none) and a picked library
      'upload.request': [{ fileLibId: 3, folderId: 7, folderName: '素材', files: [] }],
      'library.pick': [{ fileLibId: 4 }],
      'files.choose': [{ files: [] }],
    },
    // its value, whether transfers run, whether a file finished and whether a library is picked
    // (the queue's child refs are not part of the state)
    serializeState: (s) => JSON.stringify([s.value, s.context.busy, s.context.finished > 0, s.context.fileLibId !== null]),
  },
  // the resumable-upload list: one entry, found again through a handle or not, matching or not
  pendingUploads: {
    input: { owner: 'upload-manager', uploader: createActor(createMachine({})).start() },
    outputs: {
      loadPending: [[pendingEntry], []],
      // the server holds two chunks of it, or cannot tell
      probeStored: [[{ id: 'p1', md5: 'abc', curChunk: 2 }], []],
      fileFromHandle: [null, pendingFile],
      matchesPending: [true, false],
    },
    events: (s) => ({
      'pending.continue': s.context.pending.length ? [{ id: 'p1', md5: 'abc' }] : [],
      'pending.drop': s.context.pending.length ? [{ id: 'p1', md5: 'abc' }] : [],
      'file.chosen': s.context.target ? [{ file: pendingFile }, { file: null }] : [],
    }),
  },
  // The queue decides from its children's `file.status` reports only (its children are inert here):
  // two files, each reporting any status, drive every decision.
  uploader: {
    input: { fileLibId: 3, chunkSize: 2, limit: 2 },
    events: (s) => {
      const ids = s.context.files.map((f: { id: string }) => f.id) as string[];
      const file = smallFile();
      return {
        // at most two files (finished files no longer count for the limit, so the queue would grow
        // without end); three at once exceed the limit of 2 while one is open
        'files.add': s.context.files.length < 2 ? [{ files: [file] }, { files: [file, file, file] }] : [],
        'files.restore': s.context.files.length < 2 ? [{ entries: [{ file, md5: 'abc', curChunk: 1, id: 'r1' }] }] : [],
        'library.set': [{ fileLibId: 4 }],
        'file.status': ids.flatMap((id) => STATUSES.map((status) => ({ id, status }))),
        'item.pause': ids.map((id) => ({ id })),
        'item.resume': ids.map((id) => ({ id })),
        'item.remove': ids.slice(0, 1).map((id) => ({ id })),
      };
    },
    // files by position (ids grow with every add), the current one by position
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.files.map((f: { id: string }) => s.context.statuses[f.id]),
        s.context.files.findIndex((f: { id: string }) => f.id === s.context.currentId),
        s.context.kick,
        s.status,
      ]),
    limit: 60000,
  },
  uploadFile: {
    variants: [
      { name: '新文件', input: { id: 'f1', file: smallFile(), fileLibId: 3, chunkSize: 2 } },
      { name: '续传', input: { id: 'f1', file: smallFile(), fileLibId: 3, chunkSize: 2, md5: 'abc', curChunk: 1 } },
    ],
    outputs: {
      checkFile: [
        { fileResId: 9, curChunk: 0 }, // already stored: second pass
        { fileResId: 0, curChunk: 0 }, // the same name in the library
        { fileResId: -1, curChunk: 1 }, // one chunk on the server
      ],
      mergeFile: [{ fileResId: 9 }],
      saveFile: [null],
    },
    events: {
      'hash.progress': [{ loaded: 2 }],
      'hash.done': [{ md5: 'abc' }],
      'hash.failed': [{ error: '读取文件失败' }],
      'chunk.progress': [{ index: 2, loaded: 1, at: 1000 }],
      'chunk.done': [{ index: 2, at: 2500 }],
      'chunks.failed': [{ error: '网络异常' }],
    },
    expectations: {
      wait: (s: Snap) => expect(fileLabel(s as never)).toBe('wait'),
      hashing: (s: Snap) => expect(fileLabel(s as never)).toBe(s.context.uploadProgress > 0 || s.context.curChunk > 0 ? 'verifying' : 'analysis'),
      uploading: (s: Snap) => expect(fileLabel(s as never)).toBe('uploading'),
      merging: (s: Snap) => expect([s.context.uploadProgress, s.context.curChunk]).toEqual([100, s.context.chunkCount]),
      success: (s: Snap) => expect([fileLabel(s as never), s.context.uploadProgress]).toEqual(['success', 100]),
      secondPass: (s: Snap) => expect([fileLabel(s as never), s.context.fileResId]).toEqual(['secondPass', 9]),
      error: (s: Snap) => expect([fileLabel(s as never), typeof s.context.error]).toEqual(['error', 'string']),
      pause: (s: Snap) => expect(fileLabel(s as never)).toBe('pause'),
    },
    serializeState: (s) =>
      JSON.stringify([
        s.value, s.context.md5 !== null, s.context.started, s.context.checked, s.context.curChunk, s.context.fileResId > 0,
        s.context.error !== null, s.context.uploadProgress, Object.keys(s.context.inFlight).length, s.context.hashProgress,
      ]),
  },
  copySchedule: {
    input: { liveTvId: 1, today: '20261124' },
    outputs: {
      copyProgram: [{ days: 2 }],
      previewCopy: [[{ day: '20261127', existing: { total: 0, seconds: 0, startTime: null, endTime: null }, incoming: { total: 1, seconds: 60, startTime: '00:00:00', endTime: '00:01:00' } }]],
    },
    events: {
      'copy.mode': [{ mode: 'day' }, { mode: 'week' }],
      // a day within reach, and one more than 60 days ahead (refused: 不能超过60天)
      'copy.source': [{ day: '20261125' }, { day: '20270301' }],
      'copy.pending': [{ day: '20261127' }],
      'copy.targets': [{ days: ['20261127', '20261128'] }],
    },
    serializeState: (s) =>
      JSON.stringify([
        s.value, s.context.mode, s.context.source, s.context.targets.length, s.context.pendingTarget, s.context.error !== null, s.context.copied, s.context.preview !== null,
      ]),
  },
  clipboardCopy: {
    outputs: { writeClipboard: [undefined] },
    events: { 'copy.request': [{ text: '' }, { text: 'rtmp://127.0.0.1/live/a' }] },
  },
  // Screens provide their validity guard: both answers are traversed.
  form: {
    simple: true,
    input: { values: { name: '' } },
    variants: [
      { name: '有效', guards: { isValid: () => true } },
      { name: '无效', guards: { isValid: () => false } },
    ],
  },
  editForm: {
    outputs: { load: [{ name: '频道' }], save: ['保存成功'], upload: ['/api/file/7'] },
    errors: { upload: [new Error('只能上传图片')] },
    events: { 'field.upload': [{ name: 'SystemMediaLogo', file: new Blob(['x'], { type: 'image/png' }) }] },
    variants: [
      { name: '有效', guards: { valid: () => true } },
      { name: '无效', guards: { valid: () => false } },
    ],
  },
  fileTags: {
    outputs: { loadTags: [{ list: [{ tagId: 1, tagName: '新闻', top: 0 }], total: 1 }, { list: [], total: 0 }], runAction: [undefined] },
    events: {
      'draft.change': [{ value: '体育' }],
      'edit.start': [{ tag: { tagId: 1, tagName: '新闻', top: 0 } }],
      'edit.change': [{ value: '财经' }],
      'tag.delete': [{ tagId: 1 }],
      'tag.top': [{ tagId: 1, top: 1 }],
    },
    serializeState: (s) => JSON.stringify([s.value, s.context.draft, s.context.editing?.name ?? null, s.context.pending?.kind ?? null, (s.context.tags ?? s.context.list ?? []).length]),
  },
  libraryEditor: {
    outputs: { save: ['保存成功'] },
    events: {
      'library.add': [{ parent: null }],
      'library.rename': [{ library: { fileLibId: 3, fileLibName: '新闻库' } }],
      'library.delete': [{ library: { fileLibId: 3, fileLibName: '新闻库' } }],
      'name.change': [{ value: '' }],
    },
  },
  librarySources: {
    simple: true,
    variants: [
      { name: '已给出', input: { sources: { public: [], private: [], group: [] } } },
      { name: '需加载', input: undefined },
    ],
    outputs: { load: [{ public: [], private: [], group: [] }] },
  },
  liveViewChannels: { outputs: { load: [[{ livePassagewayId: 1, livePwName: '一套直播' }]] }, events: { 'channel.select': [{ passagewayId: 1 }] } },
  liveViewInfo: {
    simple: true,
    variants: [
      { name: '频道', input: { passagewayId: 'AbCdEfGhIjKlMnOpQrStUv' } },
      { name: '无频道', input: { passagewayId: '' } },
    ],
    outputs: { load: [{ publicId: 'AbCdEfGhIjKlMnOpQrStUv', liveMessageUrl: '/websocket/live/AbCdEfGhIjKlMnOpQrStUv' }] },
  },
  materials: {
    outputs: { loadMaterials: [{ list: [{ id: 1, name: '视频1' }], total: 2 }, { list: [], total: 0 }] },
    events: {
      'tab.select': [{ tab: 'video' }, { tab: 'audio' }],
      'keyword.change': [{ value: '新闻' }],
      'library.select': [{ fileLibId: 3 }, { fileLibId: null }],
    },
    serializeState: (s) => JSON.stringify([s.value, s.context.tab, s.context.fileLibId, s.context.keyword, Math.min(s.context.items.length, 3), s.context.total]),
  },
  pagedTable: {
    input: { pageSize: 10 },
    outputs: { fetchPage: [{ list: [{ id: 1 }], total: 11 }, { list: [], total: 0 }] },
    errors: { fetchPage: [new Error('加载失败')] },
    events: { 'page.go': [{ pageIndex: 2 }, { pageIndex: 0 }], 'page.size': [{ pageSize: 20 }], 'list.reload': [{}] },
    serializeState: (s) => JSON.stringify([s.value, s.context.pageIndex > 1, s.context.pageSize, s.context.rows.length]),
  },
  sendNotice: {
    outputs: { send: [{ count: 3 }] },
    events: {
      'field.change': [
        { name: 'title', value: '停机通知' },
        { name: 'viewContent', value: '今晚停机维护' },
      ],
    },
  },
  shortcuts: {
    variants: [
      { name: '空', input: { entries: [] } },
      {
        name: '已满',
        input: { entries: Array.from({ length: 9 }, (_, i) => ({ comMicsId: 10 + i, comMicsPath: `/p${i}`, webMicsName: `页面${i}` })) },
      },
    ],
    outputs: { loadShortcuts: [[{ comMicsId: 2, comMicsPath: '/dashboard/index', webMicsName: '控制台' }]], saveShortcuts: ['保存成功'] },
    events: {
      'editor.search': [{ text: '控制' }],
      'entry.toggle': [{ entry: { comMicsId: 2, comMicsPath: '/dashboard/index', webMicsName: '控制台' } }, { entry: { comMicsId: 5, comMicsPath: '/upload', webMicsName: '上传' } }],
      'entry.remove': [{ comMicsId: 2 }],
      'entry.move': [{ from: 0, to: 1 }],
    },
    serializeState: (s) => JSON.stringify([s.value, s.context.entries.map((e: { comMicsId: number }) => e.comMicsId), s.context.search]),
  },
  // the open tab closes after the leave check (agreed or not); a kept screen state goes with its tab
  tabs: {
    input: { tabs: [] },
    outputs: { confirmLeave: [true, false] },
    errors: { confirmLeave: [new Error('离开检查失败')] },
    events: {
      'tab.visit': [{ path: '/message/settings', title: '消息设置' }, { path: '/login', title: '登录' }],
      'tab.close': [
        { path: '/message/settings', current: '/message/settings' },
        { path: '/message/settings', current: '/dashboard/index' },
        { path: '/dashboard/index', current: '/dashboard/index' },
      ],
      'tab.closeOthers': [{ current: '/dashboard/index' }],
      'tab.keep': [{ path: '/message/settings', key: 'list', snapshot: { page: 2 } }],
      // the rights changed: 消息设置 is still served, or no longer
      'routes.change': [{ pages: ['/message/settings'] }, { pages: [] }],
    },
  },
  // the shell's navigation: a leave question asked, replaced, answered or gone
  navigator: {
    events: {
      'nav.go': [{ to: '/message/settings' }],
      'nav.open': [{ url: 'https://example.com', newWindow: true }],
      'leave.asked': [{ message: '有未保存的修改' }, { message: null }],
      'leave.answer': [{ ok: true }, { ok: false }],
    },
  },
  tvChannels: {
    outputs: { loadPage: [{ list: [{ liveTvId: 1, liveTvName: '一套' }], total: 1 }, { list: [], total: 0 }] },
    events: {
      'keyword.change': [{ value: '一套' }],
      'page.go': [{ pageIndex: 2 }],
      'page.size': [{ pageSize: 10 }, { pageSize: 7 }],
      'channel.save': [{ liveTvId: 1, form: { liveTvName: '一套' } }],
      'channel.delete': [{ liveTvId: 1 }],
    },
    serializeState: (s) => JSON.stringify([s.value, s.context.keyword, s.context.draftKeyword, s.context.pageIndex > 1, s.context.list.length, s.context.error !== null, s.context.saved > 0]),
  },
  fileBrowser: {
    // the drop region (files dragged over the screen or not) doubles the states
    limit: 8000,
    variants: [
      { name: '未选媒资库', input: undefined },
      { name: '已选媒资库', input: { libraryId: 3 } },
    ],
    outputs: {
      loadPage: [
        { files: [{ fileId: 1, fileName: '视频1.mp4' }], folders: [], total: 1 },
        { files: [], folders: [], total: 0 },
      ],
      runDialog: ['操作成功'],
    },
    events: {
      'library.select': [{ libraryId: 3 }],
      'files.uploaded': [{}],
      'files.upload': [{ files: [smallFile()] }],
      'folder.open': [{ folder: { folderId: 7, folderName: '新闻' } }],
      'folder.up': [{ depth: 0 }],
      'search.submit': [{ keyword: '新闻' }],
      'filter.type': [{ fileType: 1 }],
      'page.go': [{ pageIndex: 2 }],
      'page.size': [{ pageSize: 10 }],
      'file.toggle': [{ fileId: 1 }],
      'dialog.open': [{ kind: 'delete', fileIds: [1] }, { kind: 'folderAdd' }],
      'dialog.name': [{ value: '' }],
    },
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.query?.folderId ?? null, s.context.files.length, s.context.selected.length, s.context.dialog?.kind ?? null, s.context.dialog?.name ?? null, s.context.trail.length > 0]),
  },
  passageways: {
    outputs: {
      loadPage: [{ list: [channel], total: 1, pageIndex: 1 }, { list: [], total: 0, pageIndex: 1 }],
      save: [null],
      remove: [null],
    },
    events: {
      'search.submit': [{ keyword: ' 一套 ' }],
      'page.size': [{ pageSize: 10 }],
      'filter.change': [{ type_: 1, status: '' }],
      'page.go': [{ pageIndex: 2 }],
      'editor.edit': [{ channel }],
      'field.change': [{ name: 'livePwName', value: '' }],
      'remove.request': [{ channel }],
    },
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.filter.pageIndex > 1, s.context.channels.length, !!s.context.editing, !s.context.values.livePwName, !!s.context.removing]),
  },
  recycleBin: {
    outputs: {
      loadPage: [
        { list: [{ fileId: 1, fileName: '视频1.mp4' }], total: 1, pageIndex: 1 },
        { list: [], total: 0, pageIndex: 1 },
      ],
      runAction: ['恢复成功'],
    },
    events: {
      'search.submit': [{ keyword: ' 新闻 ' }],
      'page.go': [{ pageIndex: 2 }],
      'page.size': [{ pageSize: 10 }],
      'file.toggle': [{ fileId: 1 }],
      'action.request': [{ action: { kind: 'restore', fileIds: [1] } }, { action: { kind: 'clear' } }],
    },
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.pageIndex > 1, s.context.files.length, s.context.selected.length, s.context.total > 0, s.context.pending?.kind ?? null, s.context.keyword]),
  },
  changePassword: {
    outputs: { changePassword: ['修改成功'] },
    events: {
      'field.change': [
        { name: 'oldPassword', value: 'Old_1234' },
        { name: 'password', value: 'New_1234' },
        { name: 'repeatPassword', value: 'New_1234' },
      ],
    },
  },
  messageList: {
    input: { msgType: 1 },
    outputs: { load: [{ list: [{ msgId: 1, viewContent: '通知' }], total: 1, pageIndex: 1 }, { list: [], total: 1, pageIndex: 2 }] },
    events: {
      'page.go': [{ pageIndex: 2 }],
      'page.size': [{ pageSize: 10 }],
      'item.read': [{ msgId: 1 }],
      'item.delete': [{ msgId: 1 }],
      'invite.answer': [{ msgId: 1, accept: true }],
    },
    serializeState: (s) => JSON.stringify([s.value, s.context.pageIndex > 1, s.context.list.length, s.context.pendingDelete]),
  },
  messageSettings: {
    simple: true,
    outputs: { load: [{ msgTypes: '1', list: [{ msgType: 1, name: '邀请', enabled: true }, { msgType: 2, name: '评论', enabled: false }] }] },
    events: { 'type.toggle': [{ msgType: 2 }] },
  },
  messageBell: { input: { socket: null }, events: { 'item.open': [{ msgId: 1, reachable: true }, { msgId: 1, reachable: false }] } },
  theme: { input: { stored: null } },
  messageSocket: {
    input: { url: 'ws://127.0.0.1/websocket/message' },
    events: {
      'socket.message': [
        { data: JSON.stringify([{ msgType: 1, msgTypeName: '系统消息', unReadCount: 3 }]) },
        { data: JSON.stringify({ msgId: 7, msgType: 1, viewContent: '新消息', msgTitle: '通知' }) },
        { data: rightsFrame(1) },
        { data: 'not json' },
      ],
      'socket.closed': [{ code: 4401 }, { code: 1006 }],
    },
    expectations: {
      'active.open': (s: Snap) => {
        expect(s.context.attempt).toBe(0);
        expect(badgeText(unreadTotal(s.context.summary))).toBe(s.context.summary.length ? '3' : '0');
      },
      waiting: (s: Snap) => expect(s.context.attempt).toBeGreaterThan(0),
    },
    serializeState: (s) => JSON.stringify([s.value, few(s.context.attempt), s.context.summary.length, !!s.context.last, s.status]),
  },
  liveSocket: {
    input: { url: 'ws://127.0.0.1/websocket/live/1' },
    events: {
      'socket.message': [
        { data: JSON.stringify([frame(1, 0), frame(2, 0, 0, 1)]) },
        { data: JSON.stringify(frame(3, 2)) },
        { data: JSON.stringify(frame(1, 0, 1)) },
      ],
      'socket.closed': [{ code: 1006 }],
      'notice.expire': [{ seq: 3 }],
      'live.ask': [{ content: ' 你好 ', nickname: '观众' }, { content: '  ' }],
      'live.reply': [{ seq: 1, content: '回复' }],
      'live.pin': [{ seq: 1, topFlag: 1 }],
      'live.remove': [{ seq: 1 }],
    },
    expectations: {
      // on close the message state is emptied
      waiting: (s: Snap) => expect([s.context.normal, s.context.pinned]).toEqual([[], []]),
      'active.open': (s: Snap) => {
        expect(s.context.attempt).toBe(0);
        for (const f of s.context.pinned) expect(f.topFlag).toBe(1);
      },
    },
    serializeState: (s) =>
      JSON.stringify([s.value, few(s.context.attempt), s.context.normal.length, s.context.pinned.length, s.context.notices.length, s.status]),
  },
  session: {
    outputs: { login: [user], loadUser: [user], loadRoutes: [routes], logout: [{}] },
    // raised by the chart itself once both regions of the restore are done, never sent
    skip: ['xstate.done.state.session.authenticated.restoring'],
    events: {
      'login.submit': [{ domainName: 'demo', account: 'admin', password: 'Admin_123' }],
      'login.token': [{ token: 't' }],
      'session.expired': [{ msg: '登录已过期' }],
      'user.avatar': [{ avatar: '/api/web-conf/configuration/manager/image/a.png' }],
    },
    expectations: {
      anonymous: (s: Snap) => expect(sessionPhase(s as never)).toBe('anonymous'),
      loggingIn: (s: Snap) => expect(sessionPhase(s as never)).toBe('anonymous'),
      'authenticated.restoring': (s: Snap) => expect(sessionPhase(s as never)).toBe('loading'),
      'authenticated.loadingRoutes': (s: Snap) => expect([sessionPhase(s as never), s.context.user?.account]).toEqual(['loading', 'admin']),
      'authenticated.ready': (s: Snap) => expect([sessionPhase(s as never), s.context.knownPaths]).toEqual(['ready', ['/dashboard/index']]),
      'authenticated.confirmingLogout': (s: Snap) => expect(sessionPhase(s as never)).toBe('ready'),
      // the rights changed: the console keeps running on the old tree while the new one loads
      'authenticated.reloadingRights': (s: Snap) => expect(sessionPhase(s as never)).toBe('ready'),
      expired: (s: Snap) => expect(sessionPhase(s as never)).toBe('leaving'),
      loggedOut: (s: Snap) => expect(sessionPhase(s as never)).toBe('leaving'),
    },
    variants: [
      { name: '无令牌', guards: { hasToken: () => false } },
      { name: '有令牌', guards: { hasToken: () => true } },
    ],
  },
};
