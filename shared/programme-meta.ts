// Programme metadata apart from the media file (contract "Programme metadata, fixed starts"):
// the title viewers see, episode, description, category and rating of an entry. Shared by the
// editor (its table column and side panel), the save rules of the server and the XMLTV export.

/** The metadata fields an entry may carry, besides the spec's. Empty or absent: not set. */
export interface ProgrammeMeta {
  /** What viewers see; absent: the file name without its extension. */
  programTitle?: string;
  episode?: string;
  programDesc?: string;
  category?: string;
  rating?: string;
  /** 1: the entry must start exactly at its start time; 0 or absent: chained. */
  fixedStart?: 0 | 1;
}

export type ProgrammeMetaText = Exclude<keyof ProgrammeMeta, 'fixedStart'>;

/** Each text field's label (the editor's column and panel, the server's messages) and longest length. */
export const PROGRAMME_META_FIELDS: Record<ProgrammeMetaText, { label: string; max: number }> = {
  programTitle: { label: '节目名称', max: 200 },
  episode: { label: '集数', max: 64 },
  programDesc: { label: '简介', max: 2000 },
  category: { label: '分类', max: 64 },
  rating: { label: '分级', max: 32 },
};

export const PROGRAMME_META_KEYS = Object.keys(PROGRAMME_META_FIELDS) as ProgrammeMetaText[];

/** The message when a field is longer than allowed. */
export const metaTooLong = (field: ProgrammeMetaText) => `${PROGRAMME_META_FIELDS[field].label}长度不能超过${PROGRAMME_META_FIELDS[field].max}个字符`;

/** Extensions of media files (lower case), stripped from a title that falls back to a file name. */
const MEDIA_EXTENSIONS = new Set([
  'mp4', 'm4v', 'mov', 'mkv', 'avi', 'flv', 'f4v', 'wmv', 'asf', 'webm', 'ts', 'mts', 'm2ts', 'mpg', 'mpeg', 'vob', '3gp', 'mxf', 'rm', 'rmvb',
  'ogv', 'm3u8', 'mp3', 'aac', 'm4a', 'wav', 'flac', 'ogg', 'oga', 'opus', 'wma', 'amr',
]);

/** The name without a media file extension ('天气预报.mp4' → '天气预报'); other names unchanged. */
export function stripMediaExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return name;
  return MEDIA_EXTENSIONS.has(name.slice(dot + 1).toLowerCase()) ? name.slice(0, dot) : name;
}

/** What viewers see of an entry: its title, else its material's name without a media extension. */
export function displayTitle(e: { programTitle?: string; liveProgramName: string }): string {
  const t = e.programTitle?.trim();
  return t ? t : stripMediaExtension(e.liveProgramName);
}
