// TypeBox schemas of the course routes (web-publish/course.ts).
import { Type } from '@fastify/type-provider-typebox';
import { COURSE_LIMITS as L } from '../../../shared/courses.js';
import { Id, NO_CONTROL_PATTERN } from '../../lib/strict-schema.js';

export const Kind = Type.Union([Type.Literal('course'), Type.Literal('series')], { description: 'course 课程（由视频组成）| series 系列课（由课程组成）' });

const Text = (maxLength: number) => Type.String({ maxLength, pattern: NO_CONTROL_PATTERN });

export const ClassSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  sort: Type.Integer({ description: '排序，小的在前' }),
  courseCount: Type.Integer({ description: '该分类下的课程与系列课数' }),
});

export const ItemSchema = Type.Object(
  {
    id: Type.Integer({ description: '课程中：媒体库视频 fileId；系列课中：课程 id' }),
    name: Type.String(),
    duration: Type.Number({ description: '秒：视频时长，或课程全部视频的总时长' }),
    cover: Type.String({ description: '封面地址（签名，短时有效）；无封面为空串' }),
    count: Type.Integer({ description: '系列课中的课程：视频数；视频为 0' }),
  },
  { description: '按顺序排列；已删除的视频或课程不再列出' },
);

const summaryFields = {
  id: Type.Integer(),
  kind: Type.String({ description: 'course | series' }),
  name: Type.String(),
  summary: Type.String(),
  classId: Type.Integer({ description: '分类 id，0 为未分类' }),
  className: Type.String(),
  itemCount: Type.Integer({ description: '课程的视频数，或系列课的课程数' }),
  duration: Type.Number({ description: '总时长（秒）' }),
  cover: Type.String({ description: '第一个有封面的视频（或课程）的封面' }),
  createdAt: Type.Number(),
  updatedAt: Type.Number(),
};
export const SummarySchema = Type.Object(summaryFields);
export const DetailSchema = Type.Object({ ...summaryFields, items: Type.Array(ItemSchema) });

export const SaveBody = Type.Object({
  id: Type.Optional(Id({ description: '带 id 为修改（类型不能改）' })),
  kind: Kind,
  name: Text(L.nameMax),
  summary: Type.Optional(Text(L.summaryMax)),
  classId: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, default: 0, description: '课程分类 id，0 或不填为未分类' })),
  itemIds: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
    maxItems: L.itemsMax,
    description: '按播放顺序：课程为本单位媒体库中的视频 fileId，系列课为本单位的课程 id。其他单位的视频或课程、非视频文件、重复项均被拒绝（400）',
  }),
});

export const ClassSaveBody = Type.Object({
  id: Type.Optional(Id({ description: '带 id 为修改' })),
  name: Text(L.classNameMax),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999, default: 0 })),
});
