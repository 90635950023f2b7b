// Types the organisation machines exchange with their effects (src/services/org/effects.ts).

export type OrgFormKind = 'userCreate' | 'userEdit' | 'password' | 'department' | 'tenant' | 'watermark' | 'myAccount' | 'myMobile' | 'myAvatar';
export type OrgFormValues = Record<string, string>;

export interface OrgFormInput {
  kind: OrgFormKind;
  values: OrgFormValues;
}

export interface OrgCommand {
  /** What to do, e.g. 'user.delete', 'user.status', 'department.delete'. */
  kind: string;
  id: number;
  /** Extra arguments (a status, a parent id…). */
  args?: Record<string, string | number>;
  /** The confirmation question; none runs at once. */
  confirm?: string;
  /** The toast after success. */
  done: string;
}
