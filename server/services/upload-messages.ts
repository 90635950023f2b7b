// Chinese texts of the chunked upload's refusals (console uploads and audience uploads, local disk
// and S3), one place.

export const UPLOAD_TEXTS = {
  libraryNotFound: '媒体库不存在',
  multipartRequired: '请以 multipart/form-data 上传分片',
  /** The chunk's form field, as a missing parameter names it. */
  chunkField: '分片文件(file)',
  chunkFieldName: '分片文件字段应为 file',
  chunkMd5Invalid: '分片MD5(chunkMd5)格式不正确',
  chunkTooLarge: '分片过大',
  chunkMd5Mismatch: (n: number) => `第${n}片校验失败（MD5 不一致），未保存`,
  tooManyChunks: (max: number) => `文件分片数超过上限（${max} 片），请增大分片大小后重新上传`,
  conflict: (n: number) => `第${n}片与已收到的第${n}片内容不一致（MD5 不同），未保存`,
  count: '分片总数与上传时的分片总数(chunkCount)不一致',
  layout: '分片大小与该文件已上传的分片不一致（同一文件的分片大小须固定），未保存',
  size: (n: number) => `第${n}片的大小不正确，未保存`,
  partTooSmall: (min: number) => `对象存储要求除最后一片外每片不小于 ${min} 字节，请增大分片大小`,
  incomplete: (n: number) => `分片不完整：缺少第${n}片`,
  md5Mismatch: '文件校验失败：合并后的 MD5 与 md5 不一致，已丢弃分片，请重新上传',
  merging: '文件正在合并中，请稍后重试',
} as const;
