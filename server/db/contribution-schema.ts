// Audience contributions and tip-offs (migration 120-contributions; shared/contributions.ts).
import type { Generated } from 'kysely';

export interface ContributionTable {
  id: Generated<number>;
  tenant_id: number;
  title: string;
  content: string;
  name: string;
  phone: string;
  /** Library file ids of the tenant, comma-joined. */
  file_ids: string;
  /** 0 waiting, 1 passed (a draft was made), 2 returned. */
  status: number;
  reason: string;
  /** The draft made of it on pass. */
  content_id: number;
  reviewer_id: number;
  /** The department the contribution belongs to (migration 163): the reviewer's when decided; null: none yet. */
  dept_id: Generated<number | null>;
  /** The submitter's address (rate limits). */
  address: string;
  created_at: number;
  updated_at: number;
}

export interface ReportClassTable {
  id: Generated<number>;
  tenant_id: number;
  /** 0: a top-level class. */
  parent_id: number;
  name: string;
  sort: number;
  created_at: number;
}

export interface ReportSubjectTable {
  id: Generated<number>;
  tenant_id: number;
  class_id: number;
  title: string;
  content: string;
  name: string;
  phone: string;
  source: string;
  /** 0 waiting, 1 dispatched, 2 following, 3 done (REPORT_STATUS). */
  status: number;
  dept_id: number;
  user_id: number;
  address: string;
  created_at: number;
  updated_at: number;
}

export interface ReportLogTable {
  id: Generated<number>;
  tenant_id: number;
  subject_id: number;
  /** create, dispatch, follow, finish. */
  action: string;
  /** The status after the step. */
  status: number;
  note: string;
  /** dispatch: the department / user it went to, as names. */
  target: string;
  user_id: number;
  created_at: number;
}

/** A reader's upload ticket (migration 150-audience-uploads). */
export interface AudienceUploadTable {
  id: Generated<number>;
  tenant_id: number;
  /** SHA-256 of the ticket (the reader holds the ticket itself). */
  token_hash: string;
  address: string;
  /** Library files uploaded with it, comma-joined. */
  file_ids: string;
  /** The contribution that used it (0 until then). */
  contribution_id: number;
  created_at: number;
  expires_at: number;
}

declare module './schema.js' {
  interface Database {
    contributions: ContributionTable;
    audience_uploads: AudienceUploadTable;
    report_classes: ReportClassTable;
    report_subjects: ReportSubjectTable;
    report_logs: ReportLogTable;
  }
}
