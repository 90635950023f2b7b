// Texts of the public audience page /newsDetails/audience (docs/interaction.md): its forms 我要投稿 /
// 我要报料 / 我要问政, their checks (the audienceForm machine) and the attachments.
import { AUDIENCE_UPLOAD_LIMITS as U, CONTRIBUTION_LIMITS as L, CONTRIBUTION_TEXTS as C } from './contributions.js';
import { QA_LIMITS as Q, QA_TEXTS as QT } from './qa-tasks.js';

export const AUDIENCE_TEXTS = {
  pageTitle: '读者互动',
  tabs: { contribute: '我要投稿', report: '我要报料', question: '我要问政' },
  intro: {
    contribute: '投稿经编辑审核采用后发布。可附图片或视频。',
    report: '新闻线索会分派给记者跟进，请留下联系方式以便核实。',
    question: '向本单位提问，回答公开后可在问政栏目查看。',
  },
  fields: { title: '标题', content: '内容', name: '联系人', phone: '联系电话', nickname: '昵称', questionTitle: '问题标题', questionContent: '问题内容' },
  placeholders: { phone: '选填，便于编辑联系您', content: '请详细描述时间、地点和经过' },
  attach: '添加图片或视频',
  attachHint: `最多${L.files}个；图片不超过${U.imageBytes / 1024 / 1024}MB，视频不超过${U.videoBytes / 1024 / 1024}MB`,
  uploading: (name: string) => `正在上传：${name}`,
  removeFile: (name: string) => `移除附件 ${name}`,
  submit: { contribute: '提交投稿', report: '提交报料', question: '提交问题' },
  submitting: '提交中…',
  again: '继续提交',
  doneTitle: '提交成功',
  back: '返回',
  noDomain: '未指定单位，请从新闻页面进入',
  entry: '我要投稿 · 报料 · 问政',
  // checks (the same rules as the server's)
  titleRequired: C.titleRequired,
  titleTooLong: `标题不能超过${L.title}个字`,
  contentRequired: C.contentRequired,
  contentTooLong: `内容不能超过${L.content}个字`,
  nameRequired: C.nameRequired,
  nameTooLong: `联系人不能超过${L.name}个字`,
  phoneInvalid: C.phoneInvalid,
  nicknameRequired: QT.nicknameRequired,
  nicknameTooLong: `昵称不能超过${Q.nickname}个字`,
  questionTitleRequired: QT.titleRequired,
  questionTitleTooLong: `问题标题不能超过${Q.title}个字`,
  questionContentRequired: QT.contentRequired,
  questionContentTooLong: `问题内容不能超过${Q.content}个字`,
  incomplete: '请按提示修改后再提交',
  tooManyFiles: C.tooManyFiles,
  fileTypeInvalid: C.fileTypeInvalid,
  imageTooLarge: C.imageTooLarge,
  videoTooLarge: C.videoTooLarge,
} as const;
