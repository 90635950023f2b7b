// Types the audienceForm machine and its effects (services/interaction) share.
import type { AudienceFile } from '../../shared/contributions.js';

export type AudienceKind = 'contribute' | 'report' | 'question';
export type AudienceField = 'title' | 'content' | 'name' | 'phone';
export type AudienceValues = Record<AudienceField, string>;

/** What the submit effect sends. */
export interface AudienceSubmit {
  kind: AudienceKind;
  domain: string;
  values: AudienceValues;
  ticket: string;
  fileIds: number[];
}

/** What the upload effect is given and answers. */
export interface AudienceUploadInput {
  domain: string;
  ticket: string;
  file: File;
}
export interface AudienceUploadOutput {
  ticket: string;
  file: AudienceFile;
}
