// The live-message rules of spec §4, as pure functions over the lists: an array replaces the
// lists; normal and pinned questions are kept apart; new items go to the front unless one with
// the same seq exists; removal drops by seq. Tips and auditing notices are kept apart too (the
// machine drops each after 3000 ms).
import { BUS_TYPE, OPERATION_TYPE, TOP_FLAG, type LiveFrame } from '../../shared/live-messages.js';

export interface LiveLists {
  normal: LiveFrame[];
  pinned: LiveFrame[];
  notices: LiveFrame[];
}

export const emptyLists = (): LiveLists => ({ normal: [], pinned: [], notices: [] });

export const isNotice = (f: LiveFrame) => f.busType === BUS_TYPE.tip || f.busType === BUS_TYPE.auditing;

export function parseFrame(data: string): LiveFrame | LiveFrame[] | null {
  try {
    const value: unknown = JSON.parse(data);
    if (Array.isArray(value)) return value.filter(isFrame);
    return isFrame(value) ? value : null;
  } catch {
    return null;
  }
}

function isFrame(v: unknown): v is LiveFrame {
  return !!v && typeof v === 'object' && typeof (v as LiveFrame).seq === 'number' && typeof (v as LiveFrame).busType === 'number';
}

export function applyFrame(lists: LiveLists, frame: LiveFrame | LiveFrame[]): LiveLists {
  if (Array.isArray(frame)) {
    const items = frame.filter((f) => !isNotice(f));
    return {
      normal: items.filter((f) => f.topFlag !== TOP_FLAG.pinned),
      pinned: items.filter((f) => f.topFlag === TOP_FLAG.pinned),
      notices: lists.notices,
    };
  }
  if (frame.operationType === OPERATION_TYPE.remove) {
    const keep = (f: LiveFrame) => f.seq !== frame.seq;
    return { normal: lists.normal.filter(keep), pinned: lists.pinned.filter(keep), notices: lists.notices.filter(keep) };
  }
  const has = (list: LiveFrame[]) => list.some((f) => f.seq === frame.seq);
  if (isNotice(frame)) return has(lists.notices) ? lists : { ...lists, notices: [frame, ...lists.notices] };
  if (has(lists.normal) || has(lists.pinned)) return lists;
  return frame.topFlag === TOP_FLAG.pinned ? { ...lists, pinned: [frame, ...lists.pinned] } : { ...lists, normal: [frame, ...lists.normal] };
}

export function dropNotice(lists: LiveLists, seq: number): LiveLists {
  return { ...lists, notices: lists.notices.filter((f) => f.seq !== seq) };
}
