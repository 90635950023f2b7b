// Schemas and row mappers of the comment calls (shared by news-comments.ts and comments.ts).
import { Type } from '@fastify/type-provider-typebox';
import type { CommentItem as CommentItemT, PublicComment as PublicCommentT } from '../../../shared/interaction.js';
import type { CommentRow } from '../../repositories/comments.js';

const publicFields = {
  id: Type.Integer(),
  nickname: Type.String(),
  content: Type.String(),
  reply: Type.String(),
  pinned: Type.Integer(),
  createTime: Type.Number(),
};
export const PublicComment = Type.Object(publicFields);
export const CommentItem = Type.Object({
  ...publicFields,
  contentId: Type.Integer(),
  contentTitle: Type.String(),
  status: Type.Integer(),
  address: Type.String(),
  forbidden: Type.Boolean(),
});

type Base = { id: number; nickname: string; content: string; reply: string; pinned: number; created_at: number | string };

export const publicComment = (c: Base): PublicCommentT => ({
  id: c.id,
  nickname: c.nickname,
  content: c.content,
  reply: c.reply,
  pinned: Number(c.pinned),
  createTime: Number(c.created_at),
});

export const commentItem = (c: CommentRow): CommentItemT => ({
  ...publicComment(c),
  contentId: c.content_id,
  contentTitle: c.content_title,
  status: c.status,
  address: c.address,
  forbidden: Boolean(Number(c.forbidden)),
});
