// Texts of the uploaders. The spec's texts are copied exactly (spec 000 §8, spec 001 §4–5);
// the others are our wording where the spec leaves them open.
const FAILED = '亲 上传失败了,考虑重试下呦';

export const uploadMessages = {
  success: '上传成功',
  failed: FAILED,
  /** The spec: the chunk-failure message is followed by the error. */
  failedWith: (error: string) => (error.startsWith(FAILED) ? error : `${FAILED} ${error}`.trimEnd()),
  tooMany: '最多支持选择20个文件',
  /** Spec 001 §8: a failing chunk verification is logged only. */
  chunkCheckFailed: '切片检验失败',
  duplicateName: '该媒体库中已有同名文件',
  /** The server cannot be reached during the chunks (a restart, a network gap): tried again for up to 2 minutes. */
  reconnecting: '连接中断，正在重连…',
  transfersRunning: '文件正在上传，离开页面将中断上传',
  reselect: (name: string) => `请重新选择文件「${name}」以继续上传`,
  reselectMismatch: '所选文件与未完成的上传不一致',
} as const;

/**
 * Status labels of the upload manager popup (spec 001 "Upload manager item status"); 恢复 (resume)
 * is the action on a paused file (the popup's button), not a status. 校验中: a resumed or restored
 * upload being hashed or checked against the server before it goes on.
 */
export const statusLabels = {
  wait: '待上传',
  uploading: '上传中',
  success: '成功',
  error: '失败',
  secondPass: '已秒传',
  pause: '暂停',
  analysis: '解析中',
  verifying: '校验中',
} as const;

/** Buttons of the embedded uploader (spec 000 §2). */
export const uploaderButtons = {
  upload: '上传',
  pause: '暂停',
  resume: '继续',
  clear: '清空',
} as const;
