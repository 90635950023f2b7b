// Data of the detail and map report pages (docs/content.md): /reportDetails and /chooseDetails
// (one item, opened from a list with ?id=), /hotArticle (documents ranked by reads with their
// figures) and /resourceMap (which library files are used by which stories).
//   GET web-publish/report/item?id=        → ReportItemDetail
//   GET web-publish/report/articles?days&limit → ArticleRank[]
//   GET web-publish/report/resources       → MediaUsage[]
import type { ContentDetail, DayCount } from './content.js';

export interface ReportItemDetail {
  detail: ContentDetail;
  /** Reads per day of the last 14 days (old first). */
  dailyViews: DayCount[];
}

export interface ArticleRank {
  contentId: number;
  title: string;
  author: string;
  source: string;
  /** Reads within the period. */
  views: number;
  totalViews: number;
  releaseCount: number;
  /** First release time (epoch ms), 0 when unknown. */
  publishTime: number;
}

export type MediaRole = 'file' | 'cover' | 'body';
export const MEDIA_ROLE_NAMES: Readonly<Record<MediaRole, string>> = { file: '稿件素材', cover: '封面', body: '正文插图/视频' };

export interface MediaUse {
  contentId: number;
  title: string;
  type: number;
  typeName: string;
  status: number;
  statusName: string;
  role: MediaRole;
}

export interface MediaUsage {
  fileId: number;
  fileName: string;
  fileType: number;
  uses: MediaUse[];
}

export const REPORT_DAILY_DAYS = 14;
export const MEDIA_MAP_MAX = 200;
