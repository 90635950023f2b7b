// The tip-off desk (/interaction/reportSubjects): the list (status, class, keyword, paging), a
// tip-off opened with its history, and its handling — dispatch to a department and/or user,
// follow, finish (a note is required) — one at a time in a dialog; staff register a tip by phone
// or letter; delete asks first. `input.openId` (the message link's ?id=) opens one at once.
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './not-provided.js';
import { notifyAction } from './lib/toasts.js';
import type { ConfirmEvent } from './lib/confirm.js';
import { typesOf } from './lib/types.js';
import { failedState, isPageValid, listQuery, statusListOn, stepBackWhenEmpty, storeError, storePage, type StatusListEvent, typingOn, waitingState } from './lib/list.js';
import { errorText } from '../../shared/error-text.js';
import {
  CONTRIBUTION_LIMITS as L,
  type DispatchOptions,
  type Paged,
  type ReportAction,
  type ReportChange,
  type ReportCreate,
  type ReportDetail,
  type ReportItem,
  type ReportPageQuery,
} from '../../shared/contributions.js';
import { CONTRIBUTION_MACHINE_TEXTS as T } from '../../shared/contribution-texts.js';

/** -1: every status; classId 0: every class. */
export type ReportStatusFilter = -1 | 0 | 1 | 2 | 3;
export interface ActionForm {
  action: ReportAction;
  deptId: number;
  userId: number;
  note: string;
}
export type CreateField = 'title' | 'content' | 'name' | 'phone' | 'source';
export type CreateForm = Record<CreateField, string> & { classId: number };

export interface ReportDeskContext {
  status: ReportStatusFilter;
  classId: number;
  keyWord: string;
  pageIndex: number;
  pageSize: number;
  rows: ReportItem[];
  total: number;
  options: DispatchOptions;
  openId: number | null;
  detail: ReportDetail | null;
  form: ActionForm;
  create: CreateForm;
  removing: number | null;
  error: string;
}

export type ReportDeskEvent =
  | StatusListEvent<ReportStatusFilter>
  | { type: 'filter.class'; classId: number }
  | { type: 'item.open'; id: number }
  | { type: 'detail.close' }
  | { type: 'action.open'; action: ReportAction }
  | { type: 'form.dept'; deptId: number }
  | { type: 'form.user'; userId: number }
  | { type: 'form.note'; note: string }
  | { type: 'action.submit' }
  | { type: 'action.cancel' }
  | { type: 'item.delete'; id: number }
  | ConfirmEvent<'command'>
  | { type: 'create.open' }
  | { type: 'create.change'; field: CreateField; value: string }
  | { type: 'create.class'; classId: number }
  | { type: 'create.submit' }
  | { type: 'create.cancel' };

const emptyCreate = (): CreateForm => ({ title: '', content: '', name: '', phone: '', source: '', classId: 0 });

/** The action form's problem, or '' (dispatch needs a target; finish needs a note). */
export function actionProblem(f: ActionForm): string {
  if (f.action === 'dispatch' && !f.deptId && !f.userId) return T.targetRequired;
  if (f.action === 'finish' && !f.note.trim()) return T.noteRequired;
  if ([...f.note.trim()].length > L.note) return T.noteTooLong;
  return '';
}

/** The registration form's problem, or ''. */
export function createProblem(f: CreateForm): string {
  if (!f.title.trim()) return T.titleRequired;
  if (!f.content.trim()) return T.contentRequired;
  if (!f.name.trim()) return T.nameRequired;
  return '';
}

export const reportDeskMachine = setup({
  types: typesOf<ReportDeskContext, ReportDeskEvent, { openId?: number; status?: ReportStatusFilter }>(),
  actors: {
    fetchOptions: fromPromise<DispatchOptions, void>(async () => notProvided('reportDesk.fetchOptions')),
    fetchPage: fromPromise<Paged<ReportItem>, ReportPageQuery>(async () => notProvided('reportDesk.fetchPage')),
    fetchDetail: fromPromise<ReportDetail, { id: number }>(async () => notProvided('reportDesk.fetchDetail')),
    change: fromPromise<unknown, ReportChange>(async () => notProvided('reportDesk.change')),
    create: fromPromise<unknown, ReportCreate>(async () => notProvided('reportDesk.create')),
    remove: fromPromise<unknown, { id: number }>(async () => notProvided('reportDesk.remove')),
  },
  actions: notifyAction('reportDesk'),
  guards: {
    isPageValid,
    hasOpenId: ({ context }) => context.openId !== null,
    hasDetail: ({ context }) => context.detail !== null,
    isActionValid: ({ context }) => actionProblem(context.form) === '',
    isCreateValid: ({ context }) => createProblem(context.create) === '',
  },
}).createMachine({
  id: 'reportDesk',
  context: ({ input }) => ({
    status: input.status ?? -1,
    classId: 0,
    keyWord: '',
    pageIndex: 1,
    pageSize: 10,
    rows: [],
    total: 0,
    options: { departments: [], users: [], classes: [] },
    openId: input.openId ?? null,
    detail: null,
    form: { action: 'dispatch', deptId: 0, userId: 0, note: '' },
    create: emptyCreate(),
    removing: null,
    error: '',
  }),
  initial: 'waiting',
  on: { ...typingOn<ReportDeskContext>() },
  states: {
    waiting: waitingState('starting'),
    starting: {
      invoke: {
        src: 'fetchOptions',
        onDone: { target: 'loading', actions: assign({ options: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: storeError<ReportDeskContext>() },
      },
    },
    loading: {
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => ({ ...(context.classId ? { classId: context.classId } : {}), ...listQuery(context) }),
        onDone: [
          stepBackWhenEmpty<ReportDeskContext>(),
          { guard: 'hasOpenId', target: 'opening', actions: storePage<ReportDeskContext>() },
          { target: 'ready', actions: storePage<ReportDeskContext>() },
        ],
        onError: { target: 'failed', actions: storeError<ReportDeskContext>() },
      },
    },
    failed: failedState<ReportDeskContext>('starting'),
    ready: {
      on: {
        ...statusListOn<ReportDeskContext>(),
        'filter.class': { target: 'loading', actions: assign({ classId: ({ event }) => event.classId, pageIndex: 1, error: '' }) },
        'item.open': { target: 'opening', actions: assign({ openId: ({ event }) => event.id, error: '' }) },
        'item.delete': { target: 'confirming', actions: assign({ removing: ({ event }) => event.id, error: '' }) },
        'create.open': { target: 'creating', actions: assign({ create: emptyCreate, error: '' }) },
      },
    },
    opening: {
      invoke: {
        src: 'fetchDetail',
        input: ({ context }) => ({ id: context.openId ?? 0 }),
        onDone: { target: 'detail', actions: assign({ detail: ({ event }) => event.output, openId: null }) },
        onError: { target: 'ready', actions: assign({ openId: null, detail: null, error: ({ event }) => errorText(event.error) }) },
      },
    },
    detail: {
      on: {
        'detail.close': { target: 'loading', actions: assign({ detail: null, error: '' }) },
        'action.open': {
          target: 'acting',
          actions: assign({
            form: ({ context, event }) => ({ action: event.action, deptId: context.detail?.deptId ?? 0, userId: context.detail?.userId ?? 0, note: '' }),
            error: '',
          }),
        },
        'item.delete': { target: 'confirming', actions: assign({ removing: ({ event }) => event.id, error: '' }) },
      },
    },
    acting: {
      on: {
        'form.dept': { actions: assign({ form: ({ context, event }) => ({ ...context.form, deptId: event.deptId }), error: '' }) },
        'form.user': { actions: assign({ form: ({ context, event }) => ({ ...context.form, userId: event.userId }), error: '' }) },
        'form.note': { actions: assign({ form: ({ context, event }) => ({ ...context.form, note: event.note }), error: '' }) },
        'action.submit': [{ guard: 'isActionValid', target: 'changing', actions: assign({ error: '' }) }, { actions: assign({ error: ({ context }) => actionProblem(context.form) }) }],
        'action.cancel': { target: 'detail', actions: assign({ error: '' }) },
      },
    },
    changing: {
      invoke: {
        src: 'change',
        input: ({ context }) => {
          const f = context.form;
          return {
            id: context.detail?.id ?? 0,
            action: f.action,
            ...(f.action === 'dispatch' && f.deptId ? { deptId: f.deptId } : {}),
            ...(f.action === 'dispatch' && f.userId ? { userId: f.userId } : {}),
            ...(f.note.trim() ? { note: f.note.trim() } : {}),
          };
        },
        onDone: {
          target: 'opening',
          actions: [{ type: 'notify', params: ({ context }) => ({ text: T.changed[context.form.action] }) }, assign({ openId: ({ context }) => context.detail?.id ?? null })],
        },
        onError: { target: 'acting', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    confirming: {
      on: {
        'command.confirm': 'removing',
        'command.cancel': [
          { guard: 'hasDetail', target: 'detail', actions: assign({ removing: null }) },
          { target: 'ready', actions: assign({ removing: null }) },
        ],
      },
    },
    removing: {
      invoke: {
        src: 'remove',
        input: ({ context }) => ({ id: context.removing ?? 0 }),
        onDone: { target: 'loading', actions: [{ type: 'notify', params: { text: T.removed } }, assign({ removing: null, detail: null })] },
        onError: { target: 'ready', actions: assign({ removing: null, detail: null, error: ({ event }) => errorText(event.error) }) },
      },
    },
    creating: {
      on: {
        'create.change': { actions: assign({ create: ({ context, event }) => ({ ...context.create, [event.field]: event.value }) }) },
        'create.class': { actions: assign({ create: ({ context, event }) => ({ ...context.create, classId: event.classId }) }) },
        'create.submit': [{ guard: 'isCreateValid', target: 'saving', actions: assign({ error: '' }) }, { actions: assign({ error: ({ context }) => createProblem(context.create) }) }],
        'create.cancel': { target: 'ready', actions: assign({ error: '' }) },
      },
    },
    saving: {
      invoke: {
        src: 'create',
        input: ({ context }) => {
          const c = context.create;
          return {
            title: c.title.trim(),
            content: c.content.trim(),
            name: c.name.trim(),
            ...(c.phone.trim() ? { phone: c.phone.trim() } : {}),
            ...(c.source.trim() ? { source: c.source.trim() } : {}),
            ...(c.classId ? { classId: c.classId } : {}),
          };
        },
        onDone: { target: 'loading', actions: [{ type: 'notify', params: { text: T.created } }, assign({ create: emptyCreate })] },
        onError: { target: 'creating', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});
