// Model configuration of the interaction machines (docs/interaction.md): the public comments of an
// article, the moderation queue and the forbidden words / users lists. Spread into modelConfigs.
import type { ModelConfig } from './harness';
import { statusQueueConfig } from './list-model';

/** The design-card machines of this area: 100% of states and transitions. */
export const INTERACTION_DESIGN_CARD = ['newsComments', 'newsReactions', 'commentQueue', 'forbiddenList'];

const comment = { id: 1, nickname: '读者', content: '好', reply: '', pinned: 0, createTime: 1 };
const item = { ...comment, contentId: 3, contentTitle: '稿件', status: 0, address: '10.0.0.1', forbidden: false };
const row = { id: 1, label: '坏词', nickname: '', reason: '', createTime: 1 };

const comments = statusQueueConfig(item, '好', '评论不存在');

export const interactionModelConfigs: Record<string, ModelConfig> = {
  newsComments: {
    input: { contentId: 3 },
    outputs: { load: [{ list: [comment], total: 2, pageIndex: 1, pageSize: 10 }], post: [{ msg: '评论已提交，审核通过后显示' }] },
    errors: { load: [new Error('网络错误')], post: [new Error('评论含有违禁词，请修改后再提交')] },
    events: {
      'field.change': [
        { name: 'nickname', value: '读者' },
        { name: 'content', value: '写得好' },
        { name: 'content', value: '' },
      ],
    },
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.nickname, s.context.content, s.context.attempted, s.context.list.length, s.context.error !== '', s.context.notice !== '', s.context.loadError !== '']),
  },
  newsReactions: {
    input: { contentId: 3 },
    outputs: {
      load: [{ likes: 2, collects: 1, liked: false, collected: false, columns: [{ columnId: 7, columnName: '要闻', follows: 4, followed: false }] }],
      react: [{ likes: 3, collects: 2, liked: true, collected: true }],
      follow: [
        { columns: [{ columnId: 7, columnName: '要闻', follows: 5, followed: true }] },
        { columns: [{ columnId: 7, columnName: '要闻', follows: 4, followed: false }] },
      ],
    },
    errors: { load: [new Error('网络错误')], react: [new Error('操作过于频繁，请稍后再试')], follow: [new Error('操作过于频繁，请稍后再试')] },
    events: {
      // 7 is the article's column; 8 is not one of its columns (the guards refuse it).
      'column.follow': [{ columnId: 7 }, { columnId: 8 }],
      'column.unfollow': [{ columnId: 7 }, { columnId: 8 }],
    },
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.likes, s.context.liked, s.context.collected, s.context.columns.map((c: { followed: boolean }) => c.followed), s.context.error !== '']),
  },
  commentQueue: {
    ...comments,
    events: {
      ...comments.events,
      'comment.act': [{ command: { kind: 'approve', id: 1 } }, { command: { kind: 'delete', id: 1 } }],
      'reply.open': [{ id: 1, text: '' }],
      'reply.change': [{ value: '谢谢' }, { value: '长'.repeat(501) }],
    },
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.status, s.context.keyWord, s.context.pageIndex, s.context.rows.length, s.context.pending?.kind ?? null, s.context.replyText.length, s.context.error !== '']),
  },
  forbiddenList: {
    variants: [
      { name: '违禁词', input: { kind: 'words' } },
      { name: '禁言用户', input: { kind: 'users' } },
    ],
    outputs: { fetchPage: [{ list: [row], total: 1, pageIndex: 1, pageSize: 20 }, { list: [], total: 1, pageIndex: 2, pageSize: 20 }], addWords: [{ added: 1, skipped: 0 }], remove: [null] },
    errors: { fetchPage: [new Error('网络错误')], addWords: [new Error('违禁词不能超过32个字')], remove: [new Error('失败')] },
    events: {
      'filter.keyword': [{ keyWord: '坏' }],
      'page.go': [{ pageIndex: 2 }, { pageIndex: 0 }],
      'draft.change': [{ value: '坏词\n脏话' }, { value: '' }],
      'entry.remove': [{ row }],
    },
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.kind, s.context.keyWord, s.context.pageIndex, s.context.rows.length, s.context.draft, s.context.removing?.id ?? null, s.context.error !== '']),
  },
};
