// Texts of the embedded uploader and the /upload page. The spec's upload texts (上传成功,
// 亲 上传失败了,考虑重试下呦, the buttons and status labels) live once in
// src/services/upload/messages.ts, shared with the shell's upload manager.
export const uploadPageMessages = {
  title: '上传文件',
  pickLibrary: '请选择文件库',
  libraryFirst: '请先选择要上传到的文件库',
  desc: '文件描述',
  tags: '文件标签',
  tagsHint: '多个标签用逗号分隔',
  emptyList: '暂无文件，点击“上传”选择文件',
  columns: { name: '文件名', size: '大小', hash: '解析进度', upload: '上传进度', status: '状态', speed: '速度', eta: '剩余时间' },
  queue: (n: number, speed: string, eta: string) => `共 ${n} 个文件 · 速度 ${speed} · 剩余 ${eta}`,
  chunkHint: (size: string) => `大文件分片上传（每片 ${size}），支持暂停、继续与秒传`,
} as const;
