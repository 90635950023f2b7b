// Q&A 问政 and collaborative tasks (migration 125-qa-tasks).
import type { Generated } from 'kysely';

export interface PoliticsUnitTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  created_at: number;
}

/** Which users answer for a unit. */
export interface PoliticsUnitUserTable {
  id: Generated<number>;
  tenant_id: number;
  unit_id: number;
  user_id: number;
}

export interface PoliticsQuestionTable {
  id: Generated<number>;
  tenant_id: number;
  /** 0: not assigned yet. */
  unit_id: number;
  nickname: string;
  title: string;
  content: string;
  /** 0 unassigned, 1 waiting for the answer, 2 answered (shared/qa-tasks.ts QUESTION_STATUS). */
  status: number;
  answer: string;
  answered_by: number;
  answered_at: number;
  /** 1: the answered question is public. */
  published: number;
  address: string;
  created_at: number;
  updated_at: number;
}

export interface CollabTaskTable {
  id: Generated<number>;
  tenant_id: number;
  title: string;
  content: string;
  /** webCioType (shared/qa-tasks.ts TASK_TYPES). */
  cio_type: number;
  /** 1 open, 2 done. */
  status: number;
  start_time: number;
  deadline: number;
  created_by: number;
  created_at: number;
  updated_at: number;
}

/** A task's member: 0 invited, 1 accepted, 2 refused. */
export interface CollabTaskUserTable {
  id: Generated<number>;
  tenant_id: number;
  task_id: number;
  user_id: number;
  status: number;
  answered_at: number;
}

declare module './schema.js' {
  interface Database {
    politics_units: PoliticsUnitTable;
    politics_unit_users: PoliticsUnitUserTable;
    politics_questions: PoliticsQuestionTable;
    collab_tasks: CollabTaskTable;
    collab_task_users: CollabTaskUserTable;
  }
}
