// Schemas of the contribution and tip-off calls (contribute.ts, audience.ts, audience-upload.ts,
// root/reportsubject.ts).
import { Type } from '@fastify/type-provider-typebox';
import { CONTRIBUTION_LIMITS as L } from '../../../shared/contributions.js';
import { Id } from '../../lib/strict-schema.js';

export const contributionTags = ['投稿与报料'];

/** The path of the audience's public calls: the unit, named by its domain. */
export const AudienceParams = Type.Object({ domain: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$', description: '单位域名' }) });

export const SubmitterFields = {
  title: Type.String({ maxLength: L.title, description: '标题' }),
  content: Type.String({ maxLength: L.content, description: '内容' }),
  name: Type.String({ maxLength: L.name, description: '联系人' }),
  phone: Type.Optional(Type.String({ maxLength: L.phone, description: '联系电话' })),
};
export const ContributionFields = {
  ...SubmitterFields,
  ticket: Type.Optional(Type.String({ maxLength: 64, description: '附件的上传凭证（upload/ticket）' })),
  fileIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems: L.files, description: '该凭证下上传的附件' })),
};
export const TipFields = { ...SubmitterFields, classId: Type.Optional(Id({ description: '报料分类' })) };

const File = Type.Object({ fileId: Type.Integer(), fileName: Type.String(), fileType: Type.Integer(), url: Type.String(), cover: Type.String() });
export const ContributionItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  files: Type.Array(File),
  status: Type.Integer({ description: '0 待审核，1 已采用，2 已退回' }),
  reason: Type.String(),
  contentId: Type.Integer({ description: '采用后生成的草稿' }),
  createTime: Type.Number(),
});

const reportFields = {
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  source: Type.String(),
  classId: Type.Integer(),
  className: Type.String(),
  status: Type.Integer({ description: '0 待分派，1 已分派，2 跟进中，3 已办结' }),
  deptId: Type.Integer(),
  deptName: Type.String(),
  userId: Type.Integer(),
  userName: Type.String(),
  createTime: Type.Number(),
  updateTime: Type.Number(),
};
export const ReportItem = Type.Object(reportFields);
export const ReportDetail = Type.Object({
  ...reportFields,
  logs: Type.Array(
    Type.Object({ id: Type.Integer(), action: Type.String(), status: Type.Integer(), note: Type.String(), userName: Type.String(), target: Type.String(), createTime: Type.Number() }),
  ),
});
export const ReportClass = Type.Object({ id: Type.Integer(), parentId: Type.Integer(), name: Type.String(), count: Type.Integer() });
