// Texts of the upload manager popup. The spec's labels and messages (待上传 上传中 成功 失败
// 已秒传 暂停 恢复, 最多支持选择20个文件, 上传成功, 亲 上传失败了,考虑重试下呦) are in
// src/services/upload/messages.ts, shared with the embedded uploader.
export const managerMessages = {
  open: '上传管理',
  title: '上传列表',
  choose: '选择文件',
  retryAll: '全部重试',
  pauseAll: '全部暂停',
  clearAll: '全部清空',
  pause: '暂停',
  resume: '恢复',
  remove: '删除',
  close: '关闭',
  empty: '暂无上传任务',
  pickLibrary: '上传到',
  libraryFirst: '请先选择文件库',
  folder: (name: string) => `文件夹「${name}」`,
  summary: (n: number, speed: string, eta: string) => `${n} 个文件 · ${speed} · 剩余 ${eta}`,
} as const;
