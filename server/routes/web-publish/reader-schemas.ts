// Schemas shared by the public reader calls on a released item (点赞 / 收藏: news-reactions.ts; 关注: news-follows.ts).
import { Type } from '@fastify/type-provider-typebox';
import { REACTION_LIMITS as L } from '../../../shared/reactions.js';

export const ReaderId = Type.String({ pattern: L.readerIdPattern, description: '读者标识（页面随机生成并保存在本地，8–64 位字母、数字、- 或 _）' });
