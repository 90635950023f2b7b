// TypeBox schemas of content answers (OpenAPI and serialisation).
import { Type } from '@fastify/type-provider-typebox';
import { PageOf } from '../../lib/envelope.js';
import { Paging } from '../../lib/strict-schema.js';

export const tags = ['内容生产'];
export const releaseTags = ['融合发布'];
/** The request size of a call that carries a whole draft (a body of up to 3.5 MB of HTML): saving or checking it. */
export const DRAFT_BODY_LIMIT = 4 * 1024 * 1024;

export const FileRef = Type.Object({
  fileId: Type.Integer(),
  fileName: Type.String(),
  fileType: Type.Integer({ description: '1 视频 2 音频 3 图片 4 文档' }),
  duration: Type.Number(),
  url: Type.String(),
  cover: Type.String(),
});

const listFields = {
  id: Type.Integer(),
  type: Type.Integer({ description: '1 文稿 2 视频 3 音频 4 图集 5 外链' }),
  typeName: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  status: Type.Integer({ description: '0 草稿 1 待审核 2 已驳回 3 审核通过 4 已发布 5 已下架' }),
  statusName: Type.String(),
  coverFileId: Type.Integer(),
  coverUrl: Type.String(),
  author: Type.String(),
  source: Type.String(),
  linkUrl: Type.String(),
  creatorId: Type.Integer(),
  creatorName: Type.String(),
  createTime: Type.Number(),
  updateTime: Type.Number(),
  submitTime: Type.Union([Type.Number(), Type.Null()]),
  reviewTime: Type.Union([Type.Number(), Type.Null()]),
  releaseCount: Type.Integer(),
  views: Type.Integer(),
  revision: Type.Integer({ description: '工作副本的版本号（每次保存加一）；保存和审核时原样带回' }),
  update: Type.Union(
    [
      Type.Object(
        {
          status: Type.Integer({ description: '0 草稿 1 待审核 2 已驳回' }),
          revision: Type.Integer(),
          opinion: Type.String({ description: '驳回意见' }),
        },
        { description: '已发布稿件的待审修改：审核通过前，读者看到的仍是上一次审核通过的版本' },
      ),
      Type.Null(),
    ],
  ),
  reviewLevel: Type.Integer({ description: '正在等待的审核级别（从 1 起；审核流程见 review/flow），稿件或其修改待审核时有意义' }),
  reviewLevelName: Type.String({ description: '该级别的名称，如 初审、复审、终审（默认一级流程为 审核）' }),
};
export const ReviewLevel = Type.Object({
  level: Type.Integer({ description: '级别，从 1 起' }),
  name: Type.String({ description: '名称，如 初审' }),
  roleIds: Type.Array(Type.Integer(), { description: '可在该级审核的角色；空表示所有持有该类型审核权限的人' }),
});
export const ReviewFlow = Type.Object({
  type: Type.Integer({ description: '1 文稿 2 视频 3 音频 4 图集 5 外链' }),
  levels: Type.Array(ReviewLevel, { description: '1 至 3 级' }),
});
export const LockHolder = Type.Object(
  { userId: Type.Integer(), userName: Type.String() },
  { description: '编辑锁的持有人' },
);
export const LockAnswer = Type.Object({
  holder: LockHolder,
  expiresAt: Type.Number({ description: '锁到期时间（毫秒）；打开的编辑页每分钟续期一次，不续期则到期后自动释放' }),
});
export const ContentListItem = Type.Object({
  ...listFields,
  lockedBy: Type.Optional(
    Type.Union([LockHolder, Type.Null()], { description: '正在编辑该稿件的人（未到期的编辑锁），列表显示「王晓 正在编辑」；无人编辑时为 null（稿件分页总是给出）' }),
  ),
});

export const ContentDetail = Type.Object({
  ...listFields,
  body: Type.String(),
  tags: Type.Array(Type.String(), { description: '工作副本的标签（已发布稿件有待审修改时为修改中的标签，线上标签审核通过后才更新）' }),
  fileIds: Type.Array(Type.Integer()),
  files: Type.Array(FileRef),
  reviews: Type.Array(
    Type.Object({
      id: Type.Integer(),
      reviewerId: Type.Integer(),
      reviewerName: Type.String(),
      pass: Type.Integer({ description: '1 通过 0 驳回（退回）' }),
      opinion: Type.String(),
      createTime: Type.Number(),
      level: Type.Integer({ description: '审核时所在的级别' }),
      levelName: Type.String({ description: '该级别的名称' }),
      backTo: Type.Union([Type.Integer(), Type.Null()], { description: '退回到：0 作者，其他为之前的级别；通过时为 null' }),
    }),
  ),
  reviewLevels: Type.Array(ReviewLevel, { description: '该类型的审核流程（1 至 3 级）' }),
  releases: Type.Array(
    Type.Object({ releaseId: Type.Integer(), columnId: Type.Integer(), columnName: Type.String(), portal: Type.String(), createTime: Type.Number() }),
  ),
});

export const ReleaseItem = Type.Object({
  releaseId: Type.Integer(),
  contentId: Type.Integer(),
  columnId: Type.Integer(),
  columnName: Type.String(),
  portal: Type.String({ description: 'web | app' }),
  type: Type.Integer(),
  typeName: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  coverUrl: Type.String(),
  author: Type.String(),
  source: Type.String(),
  linkUrl: Type.String(),
  status: Type.Integer(),
  top: Type.Integer({ description: '1 置顶' }),
  orderNum: Type.Integer(),
  createTime: Type.Number({ description: '发布时间（毫秒）；定时发布为定时的时间' }),
  publisherName: Type.String(),
  views: Type.Integer(),
  state: Type.Union([Type.Literal('live'), Type.Literal('scheduled')], { description: "live 读者可见；scheduled 定时发布，publishAt 之前读者看不到" }),
  publishAt: Type.Optional(Type.Number({ description: '定时发布时间（毫秒），仅 state 为 scheduled 时' })),
  takeDownAt: Type.Optional(Type.Number({ description: '定时下架时间（毫秒），设了定时下架时' })),
});

/** A page of `item` (server/lib/envelope.ts). */
export const Paged = PageOf;
/** A page of releases: with a keyword the total is counted up to KEYWORD_TOTAL_CAP (then `totalCapped`). */
export const ReleasePage = Type.Object({
  ...PageOf(ReleaseItem).properties,
  totalCapped: Type.Optional(Type.Boolean({ description: '关键词检索时命中数只统计到 1000 条：为 true 表示实际多于 total，请缩小范围' })),
});

export const IdStatus = Type.Object({ id: Type.Integer(), status: Type.Integer() });
export const ReviewAnswer = Type.Object({
  id: Type.Integer(),
  status: Type.Integer(),
  reviewLevel: Type.Integer({ description: '审核后等待的级别：进入下一级或退回到之前的级别时为该级别，审核结束（通过或退回作者）时为 1' }),
});
export const SaveAnswer = Type.Object({ id: Type.Integer(), status: Type.Integer(), revision: Type.Integer({ description: '保存后的版本号，下次保存时带回' }) });

export const RevisionEntry = Type.Object({
  revision: Type.Integer(),
  savedAt: Type.Number(),
  userId: Type.Integer(),
  userName: Type.String(),
  note: Type.String({ description: "'' 保存；提交审核、驳回、通过、发布、恢复、仍要提交" }),
  detail: Type.String({ description: '补充说明（仍要提交：违禁词和理由），没有时为空' }),
});
export const RevisionDetail = Type.Object({
  id: Type.Integer(),
  type: Type.Integer(),
  revision: Type.Integer(),
  savedAt: Type.Number(),
  userId: Type.Integer(),
  userName: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  body: Type.String(),
  coverFileId: Type.Integer(),
  coverUrl: Type.String(),
  linkUrl: Type.String(),
  author: Type.String(),
  source: Type.String(),
  tags: Type.Array(Type.String()),
  fileIds: Type.Array(Type.Integer()),
  files: Type.Array(FileRef),
});

export const TypeCounts = Type.Object({
  document: Type.Integer(),
  video: Type.Integer(),
  audio: Type.Integer(),
  gallery: Type.Integer(),
  link: Type.Integer(),
  total: Type.Integer(),
});
export const PublishStatistics = Type.Object({ today: TypeCounts, yesterday: TypeCounts });
export const DayCount = Type.Object({ day: Type.String(), count: Type.Integer() });

export const pageQuery = Paging(10, 100);
