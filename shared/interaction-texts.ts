// Texts the interaction machines show (docs/wiring.md: machines' texts live in shared/*-texts.ts).
import { COMMON_MESSAGES } from './common-messages.js';
import { COMMENT_LIMITS as L } from './interaction.js';

export const INTERACTION_MACHINE_TEXTS = {
  nicknameRequired: '请填写昵称',
  nicknameTooLong: `昵称不能超过${L.nickname}个字`,
  contentRequired: '请填写评论内容',
  contentTooLong: `评论不能超过${L.content}个字`,
  replyTooLong: `回复不能超过${L.reply}个字`,
  wordsRequired: '请填写违禁词',
  done: {
    approve: '已通过',
    hide: '已隐藏',
    delete: COMMON_MESSAGES.removed,
    pin: COMMON_MESSAGES.pinned,
    unpin: COMMON_MESSAGES.unpinned,
    forbid: '已禁言',
    reply: '已回复',
  },
  confirm: {
    delete: '确定删除这条评论吗？删除后不可恢复。',
    forbid: '确定禁言该评论的发表者吗？其后该地址的评论将一律被拒绝。',
  },
  removeWord: '确定删除这个违禁词吗？',
  removeUser: '确定解除该用户的禁言吗？',
  wordsAdded: (n: number) => `已添加${n}个违禁词`,
  removedWord: COMMON_MESSAGES.removed,
  removedUser: '已解除禁言',
} as const;

/** Words typed one per line or separated by commas (ASCII or Chinese). */
export function splitWords(text: string): string[] {
  return [...new Set(text.split(/[\n,，、;；]+/).map((w) => w.trim()).filter(Boolean))];
}
