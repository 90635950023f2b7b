/** File types by MIME (spec: video 1, audio 2, image 3, document 4); 0 other. */
export function fileTypeOf(mime: string): number {
  if (mime.startsWith('video/')) return 1;
  if (mime.startsWith('audio/')) return 2;
  if (mime.startsWith('image/')) return 3;
  if (
    mime.startsWith('text/') ||
    /pdf|msword|officedocument|ms-excel|ms-powerpoint|opendocument|rtf/.test(mime)
  ) {
    return 4;
  }
  return 0;
}

const MIME_BY_EXT: Record<string, string> = {
  mp4: 'video/mp4', m4v: 'video/mp4', mov: 'video/quicktime', mkv: 'video/x-matroska', webm: 'video/webm',
  ts: 'video/mp2t', flv: 'video/x-flv', avi: 'video/x-msvideo', mxf: 'application/mxf',
  mp3: 'audio/mpeg', m4a: 'audio/mp4', aac: 'audio/aac', wav: 'audio/wav', flac: 'audio/flac', ogg: 'audio/ogg',
  jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp', bmp: 'image/bmp', svg: 'image/svg+xml',
  pdf: 'application/pdf', doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint', pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain', srt: 'text/plain', xml: 'application/xml', json: 'application/json',
};

/** MIME type from a file name's extension. */
export function mimeOf(fileName: string): string {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  return MIME_BY_EXT[ext] ?? 'application/octet-stream';
}
