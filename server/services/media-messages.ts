// Chinese texts of the media library's answers and refusals (libraries, folders, files, tags, the
// recycle bin, signed media links, watermarked copies), one place; the ones the console shows too
// come from shared/media-texts.ts.
import { COMMON_MESSAGES } from '../../shared/common-messages.js';
import { fileMessages, recycleMessages } from '../../shared/media-texts.js';

export const MEDIA_TEXTS = {
  // a watermarked copy's name (photo-水印.jpg, photo-水印2.jpg) and description
  watermarkedName: (stem: string, n: string, ext: string) => `${stem}-水印${n}${ext}`,
  watermarkedDesc: (name: string, watermark: string) => `${name} 加水印「${watermark}」`,
  // the uploader's message when a file is registered (services/event-messages.ts)
  uploadedTitle: '文件上传完成',
  uploaded: (name: string) => `《${name}》已上传到媒体库`,
  libraryNotFound: '文件库不存在',
  libraryNameTaken: '文件库名称已存在',
  parentNotGroup: '上级文件库必须是组资源库',
  childOfGroupOnly: '子库只能属于组资源库',
  privateUndeletable: '个人资源库不能删除',
  libraryHasChildren: '请先删除该文件库的子库',
  libraryHasFiles: '文件库中还有文件（含回收站），不能删除',
  folderNotFound: '文件夹不存在',
  parentOutsideLibrary: '上级文件夹不在该文件库中',
  folderNameTaken: '同级已存在同名文件夹',
  folderNotEmpty: '文件夹不为空，不能删除',
  folderMoveAcrossLibraries: '只能在同一文件库内移动文件夹',
  folderMoveIntoItself: '不能移动到自身或其子文件夹中',
  folderTargetTaken: '目标位置已存在同名文件夹',
  tagNameComma: '标签名称不能包含逗号',
  tagTaken: '标签已存在',
  tagNotFound: '标签不存在',
  tagPinned: '置顶成功',
  tagUnpinned: COMMON_MESSAGES.unpinned,
  fileNotFound: '文件不存在',
  contentNotFound: '文件内容不存在',
  resourceNotFound: '文件资源不存在',
  fileNameTaken: '该位置已存在同名文件',
  fileTargetTaken: (name: string) => `目标位置已存在同名文件：${name}`,
  fileNameTakenInLibrary: '该文件库中已存在同名文件',
  tooManySameNames: '同名文件过多',
  renamed: fileMessages.done.rename,
  recycled: fileMessages.done.delete,
  restored: recycleMessages.restored,
  recycleCleared: recycleMessages.cleared,
  noCover: '该文件没有封面',
  linkExpired: '链接无效或已过期',
  pickFiles: fileMessages.pickFiles,
  tooManyFiles: '一次最多操作500个文件',
  watermarkRequired: '请先设置默认水印或选择一个水印',
  watermarkDisabled: '该水印已停用',
  watermarked: '已生成加水印的新文件',
} as const;
