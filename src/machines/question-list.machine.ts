// One machine for both 问政 screens: the newsroom's queue (/askingQuestions/list, mode 'manage':
// assign to a unit, publish or withdraw, delete after a confirmation) and the answering screen
// (/answer/list, mode 'answer': the questions of the caller's units, answered in a dialog).
// A 问政 message's link carries ?questionId=, which the rows highlight.
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './not-provided.js';
import { errorText } from '../../shared/error-text.js';
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
  | { type: 'filter.status'; status: QuestionStatusFilter }
  | { type: 'filter.keyword'; keyWord: string }
  | { type: 'filter.search' }
  | { type: 'page.go'; pageIndex: number }
  | { type: 'list.reload' }
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
  types: {
    context: {} as QuestionListContext,
    events: {} as QuestionListEvent,
    input: {} as { mode: QuestionMode; questionId?: number },
  },
  actors: {
    fetchPage: fromPromise<QuestionLoad, QuestionPageQuery & { mode: QuestionMode }>(async () => notProvided('questionList.fetchPage')),
    act: fromPromise<unknown, QuestionCommand>(async () => notProvided('questionList.act')),
  },
  actions: {
    notify: (_, _p: { text: string }) => notProvided('questionList.notify'),
  },
  guards: {
    isPageValid: ({ event }) => event.type === 'page.go' && Number.isInteger(event.pageIndex) && event.pageIndex >= 1,
    hasUnit: ({ context }) => context.unitId > 0,
    isAnswerValid: ({ context }) => answerProblem(context.answer) === '',
  },
}).createMachine({
  id: 'questionList',
  context: ({ input }) => ({
    mode: input.mode,
    focusId: input.questionId ?? 0,
    status: -1,
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
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => ({
          mode: context.mode,
          ...(context.status >= 0 ? { status: context.status } : {}),
          ...(context.keyWord.trim() ? { keyWord: context.keyWord.trim() } : {}),
          pageIndex: context.pageIndex,
          pageSize: context.pageSize,
        }),
        onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output.page.list, total: ({ event }) => event.output.page.total, units: ({ event }) => event.output.units }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { 'list.reload': { target: 'loading', actions: assign({ error: '' }) } } },
    ready: {
      on: {
        'filter.status': { target: 'loading', actions: assign({ status: ({ event }) => event.status, pageIndex: 1, error: '' }) },
        'filter.keyword': { actions: assign({ keyWord: ({ event }) => event.keyWord }) },
        'filter.search': { target: 'loading', actions: assign({ pageIndex: 1, error: '' }) },
        'page.go': { guard: 'isPageValid', target: 'loading', actions: assign({ pageIndex: ({ event }) => event.pageIndex, error: '' }) },
        'list.reload': { target: 'loading', actions: assign({ error: '' }) },
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
    running: {
      invoke: {
        src: 'act',
        input: ({ context }) => context.pending as QuestionCommand,
        onDone: {
          target: 'loading',
          actions: [{ type: 'notify', params: ({ context }) => ({ text: T.done[context.pending?.kind ?? 'assign'] }) }, assign({ pending: null, target: 0, answer: '', unitId: 0 })],
        },
        onError: { target: 'ready', actions: assign({ pending: null, target: 0, error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});
