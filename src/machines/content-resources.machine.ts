// The single records the content screens load (resource.machine.ts): a public article, the
// portal's latest list, a story's detail, the publish statistics, the smart audit of a stored
// story and a report page. Their effects are in src/services/content/effects.ts
// (`resourceEffects`), provided in src/app/wiring/content.ts.
import type { ContentDetail, PublicNews, PublicNewsSummary, PublishStatistics } from '../../shared/content.js';
import type { ReportData, ReportRequest } from '../../shared/content-console.js';
import type { AuditAnswer, CheckFields } from '../../shared/text-checks.js';
import { createResourceMachine } from './resource.machine.js';

/** /newsDetails/{id}: the published article `id` (no sign-in). */
export const publicNewsMachine = createResourceMachine<PublicNews, number>('publicNews');
/** /show: the portal's latest releases of a domain name ('' → the one this browser last signed in to). */
export const latestNewsMachine = createResourceMachine<PublicNewsSummary[], string>('latestNews');
/** Story `id` as stored (the preview, the review dialog and its 三审 chain). */
export const contentDetailMachine = createResourceMachine<ContentDetail, number>('contentDetail');
/** 发布统计. */
export const publishStatsMachine = createResourceMachine<PublishStatistics>('publishStats');
/** Smart audit of a stored story's fields (the review dialog's forbidden words). */
export const storyAuditMachine = createResourceMachine<AuditAnswer, CheckFields>('storyAudit');
/** A report page: the answer of its source, tagged with it. */
export const contentReportMachine = createResourceMachine<ReportData, ReportRequest>('contentReport');
