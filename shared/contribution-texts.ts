// Texts the contribution and tip-off machines show (docs/wiring.md: machines' texts live in shared/*-texts.ts).
import { COMMON_MESSAGES } from './common-messages.js';
import { CONTRIBUTION_LIMITS as L, CONTRIBUTION_TEXTS as S } from './contributions.js';

export const CONTRIBUTION_MACHINE_TEXTS = {
  reasonRequired: S.reasonRequired,
  reasonTooLong: `退回原因不能超过${L.reason}个字`,
  done: { pass: S.passed, back: S.returned, delete: S.deleted },
  confirmDelete: '确定删除这条投稿吗？删除后不可恢复。',
  confirmPass: '确定采用这条投稿吗？采用后将在内容生产中生成一篇草稿。',
  confirmDeleteReport: '确定删除这条报料吗？办理记录将一并删除。',
  confirmDeleteClass: '确定删除这个分类吗？',
  targetRequired: S.targetRequired,
  noteRequired: S.noteRequired,
  noteTooLong: `办理情况不能超过${L.note}个字`,
  titleRequired: S.titleRequired,
  contentRequired: S.contentRequired,
  nameRequired: S.nameRequired,
  classNameRequired: S.classNameRequired,
  classNameTooLong: S.classNameTooLong,
  changed: { dispatch: '已分派', follow: '已记录跟进', finish: '已办结' },
  created: S.reportCreated,
  removed: COMMON_MESSAGES.removed,
  saved: S.saved,
} as const;
