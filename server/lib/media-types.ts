// File types of the media library: the spec's number for a MIME type, a MIME type from a file
// name, and sniffMedia(), which reads the type of a public upload from its first bytes.
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

/**
 * What the first bytes of a file say it is, for files taken from the public (never the name):
 * JPEG, PNG, GIF and WebP images; MP4 / QuickTime (ISO base media, not HEIC/AVIF or audio-only
 * brands) and WebM / Matroska videos. Null for anything else (SVG, HTML, scripts, archives…).
 */
export function sniffMedia(head: Uint8Array): { mime: string; fileType: 1 | 3 } | null {
  const b = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  const ascii = (from: number, to: number) => b.subarray(from, to).toString('latin1');
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { mime: 'image/jpeg', fileType: 3 };
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { mime: 'image/png', fileType: 3 };
  if (b.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return { mime: 'image/gif', fileType: 3 };
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return { mime: 'image/webp', fileType: 3 };
  if (b.length >= 12 && ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (/^(heic|heix|hevc|heim|heis|mif1|msf1|avif|avis|M4A |M4B |M4P |F4A )$/.test(brand)) return null;
    return { mime: brand === 'qt  ' ? 'video/quicktime' : 'video/mp4', fileType: 1 };
  }
  if (b.length >= 4 && b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) {
    return { mime: ascii(0, Math.min(b.length, 64)).includes('webm') ? 'video/webm' : 'video/x-matroska', fileType: 1 };
  }
  return null;
}
