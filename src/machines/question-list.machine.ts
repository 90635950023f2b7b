// One machine for both 问政 screens: the newsroom's queue (/askingQuestions/list, mode 'manage':
// assign to a unit, publish or withdraw, delete after a confirmation) and the answering screen
// (/answer/list, mode 'answer': the questions of the caller's units, answered in a dialog).
// A 问政 message's link carries ?questionId=, which the rows highlight.
import { assign, setup } from 'xstate';
import { typesOf } from './lib/types.js';
import { commandState, failedState, isPageValid, listQuery, loadingState, queueEffectNames, statusListOn, type StatusListEvent, typingOn, waitingState } from './lib/list.js';
import type { Paged } from '../../shared/api.js';
import { QA_LIMITS as L, QA_MACHINE_TEXTS as T, type PoliticsUnit, type Question, type QuestionCommand, type QuestionMode, type QuestionPageQuery } from '../../shared/qa-tasks.js';

export type { QuestionMode };
/** -1: every status. */
export type QuestionStatusFilter = -1 | 0 | 1 | 2;

export interface QuestionListContext {
  mode: QuestionMode;
  focusId: number;
  status: QuestionStatusFilter;
  keyWord: string;
  pageIndex: number;
  pageSize: number;
  rows: Question[];
  total: number;
  units: PoliticsUnit[];
  /** The question a dialog or confirmation is about. */
  target: number;
  unitId: number;
  answer: string;
  pending: QuestionCommand | null;
  error: string;
}

export type QuestionListEvent =
  | StatusListEvent<QuestionStatusFilter>
  | { type: 'assign.open'; id: number; unitId: number }
  | { type: 'assign.unit'; unitId: number }
  | { type: 'answer.open'; id: number; answer: string }
  | { type: 'answer.change'; value: string }
  | { type: 'dialog.submit' }
  | { type: 'dialog.cancel' }
  | { type: 'question.publish'; id: number; published: boolean }
  | { type: 'question.delete'; id: number }
  | { type: 'delete.confirm' };

export interface QuestionLoad {
  page: Paged<Question>;
  units: PoliticsUnit[];
}

const answerProblem = (text: string) => (!text.trim() ? T.answerRequired : [...text.trim()].length > L.answer ? T.answerTooLong : '');

export const questionListMachine = setup({
  types: typesOf<QuestionListContext, QuestionListEvent, { mode: QuestionMode; questionId?: number; status?: QuestionStatusFilter }>(),
  ...queueEffectNames<QuestionLoad, QuestionPageQuery & { mode: QuestionMode }, QuestionCommand>('questionList'),
  guards: {
    isPageValid,
    hasUnit: ({ context }) => context.unitId > 0,
    isAnswerValid: ({ context }) => answerProblem(context.answer) === '',
  },
}).createMachine({
  id: 'questionList',
  context: ({ input }) => ({
    mode: input.mode,
    focusId: input.questionId ?? 0,
    status: input.status ?? -1,
    keyWord: '',
    pageIndex: 1,
    pageSize: 10,
    rows: [],
    total: 0,
    units: [],
    target: 0,
    unitId: 0,
    answer: '',
    pending: null,
    error: '',
  }),
  initial: 'waiting',
  on: { ...typingOn<QuestionListContext>() },
  states: {
    waiting: waitingState(),
    // the answer carries the units to assign to beside the page
    loading: loadingState<QuestionListContext, QuestionPageQuery & { mode: QuestionMode }, QuestionLoad>(({ context }) => ({ mode: context.mode, ...listQuery(context) }), {
      pageOf: (load) => load.page,
      keep: (load) => ({ units: load.units }),
    }),
    failed: failedState<QuestionListContext>(),
    ready: {
      on: {
        ...statusListOn<QuestionListContext>(),
        'assign.open': { target: 'assigning', actions: assign({ target: ({ event }) => event.id, unitId: ({ event }) => event.unitId, error: '' }) },
        'answer.open': { target: 'answering', actions: assign({ target: ({ event }) => event.id, answer: ({ event }) => event.answer, error: '' }) },
        'question.publish': {
          target: 'running',
          actions: assign({ pending: ({ event }) => ({ kind: event.published ? ('publish' as const) : ('unpublish' as const), id: event.id }), error: '' }),
        },
        'question.delete': { target: 'confirming', actions: assign({ target: ({ event }) => event.id, error: '' }) },
      },
    },
    assigning: {
      on: {
        'assign.unit': { actions: assign({ unitId: ({ event }) => event.unitId, error: '' }) },
        'dialog.submit': [
          { guard: 'hasUnit', target: 'running', actions: assign({ pending: ({ context }) => ({ kind: 'assign' as const, id: context.target, unitId: context.unitId }) }) },
          { actions: assign({ error: T.chooseUnit }) },
        ],
        'dialog.cancel': { target: 'ready', actions: assign({ target: 0, unitId: 0, error: '' }) },
      },
    },
    answering: {
      on: {
        'answer.change': { actions: assign({ answer: ({ event }) => event.value }) },
        'dialog.submit': [
          { guard: 'isAnswerValid', target: 'running', actions: assign({ pending: ({ context }) => ({ kind: 'answer' as const, id: context.target, answer: context.answer.trim() }), error: '' }) },
          { actions: assign({ error: ({ context }) => answerProblem(context.answer) }) },
        ],
        'dialog.cancel': { target: 'ready', actions: assign({ target: 0, answer: '', error: '' }) },
      },
    },
    confirming: {
      on: {
        'delete.confirm': { target: 'running', actions: assign({ pending: ({ context }) => ({ kind: 'delete' as const, id: context.target }) }) },
        'dialog.cancel': { target: 'ready', actions: assign({ target: 0 }) },
      },
    },
    running: commandState<QuestionListContext>({ done: (c) => T.done[c.pending?.kind ?? 'assign'], reset: { target: 0, answer: '', unitId: 0 }, failReset: { target: 0 } }),
  },
});
