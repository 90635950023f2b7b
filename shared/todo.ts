// 待我处理 (docs/todo.md): what the signed-in user can act on, counted by the server
// (GET /api/web-basic/tenant/manager/todo) and shown first on the dashboard. Each row names the
// list it opens, already filtered to exactly the items counted (URL search params the list reads
// on load). The counts move live: a write that changes them pushes { "todoChanged": { at } } to
// the message-centre sockets of the users concerned, and the panel asks again (debounced).

/** The kinds of row, in the order the panel shows them. */
export const TODO_KINDS = ['review', 'rejected', 'contributions', 'tips', 'politics', 'comments', 'uploads', 'gaps'] as const;
export type TodoKind = (typeof TODO_KINDS)[number];

/** Row titles (business words) and the hint under each. */
export const TODO_TEXTS = {
  title: '待我处理',
  labels: {
    review: '待我审核',
    rejected: '我被驳回的稿件',
    contributions: '待审核投稿',
    tips: '待处理报料',
    politics: '待回答问政',
    comments: '待审核评论',
    uploads: '中断的上传',
    gaps: '节目单有空档',
  } satisfies Record<TodoKind, string>,
  hints: {
    review: '正在等待我这一级审核的稿件',
    rejected: '我写的、被退回修改的稿件',
    contributions: '读者投稿，等待采用或退回',
    tips: '读者报料，等待分派，或已分派、等待跟进',
    politics: '分配给我所在单位、尚未回答的问政',
    comments: '读者评论，等待审核',
    uploads: '我上传到一半、超过 15 分钟没有继续的文件',
    gaps: '我负责的频道未来 7 天里没排满的播出日',
  } satisfies Record<TodoKind, string>,
  /** The tip-off row's parts: by the desk's status. */
  tipParts: { waiting: '待分派', dispatched: '已分派' },
  allDone: '都处理完了',
  loadFailed: '待办加载失败',
  open: (label: string) => `打开${label}列表`,
  part: (name: string, count: number) => `${name} ${count}`,
} as const;

/** One list a count opens (a content type's list, one channel's day). */
export interface TodoPart {
  label: string;
  count: number;
  path: string;
}

/** One row: its count and the list that shows exactly those items; `parts` when it spans several lists. */
export interface TodoItem {
  kind: TodoKind;
  label: string;
  count: number;
  path: string;
  parts: TodoPart[];
}

export interface TodoAnswer {
  items: TodoItem[];
}

/** An upload untouched this long counts as interrupted. */
export const STALLED_UPLOAD_MS = 15 * 60_000;
/** Days ahead (today included) whose programme lists are checked for gaps. */
export const GAP_DAYS = 7;
/** A day is fully programmed when its entries cover this many seconds (00:00:00–23:59:59). */
export const FULL_DAY_SECONDS = 86_399;

/** Search params the lists read on load (the rows' links). */
export const TODO_PARAMS = {
  /** Review queue: only the items waiting at a level the caller reviews at. */
  atMyLevel: 'atMyLevel',
  /** Content lists: own=1 (我的稿件) and status. */
  own: 'own',
  status: 'status',
} as const;

/** The frame's text (serialised once per push). */
export const todoFrame = (at: number): string => JSON.stringify({ todoChanged: { at } });

/** Whether a message-socket frame says that the user's 待我处理 counts may have moved. */
export function isTodoFrame(data: string): boolean {
  return data.startsWith('{"todoChanged"');
}
