// The tenant's proofreading dictionary (纠错词典, on 配置中心; docs/proofreading.md): the entries
// load, a typed entry (易错词 → 正确写法, 说明) is checked with the server's own rule before it is
// sent (adding the same 易错词 again changes its entry), 修改 puts an entry back in the form, and
// 删除 asks first. What was typed stays when a save is refused.
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './not-provided.js';
import { notifyAction } from './lib/toasts.js';
import { typesOf } from './lib/types.js';
import { confirmingState, type ConfirmEvent } from './lib/confirm.js';
import { errorText } from '../../shared/error-text.js';
import { dictEntryError, PROOF_TEXTS, type ProofDictEntry } from '../../shared/text-checks.js';

export interface DictForm {
  wrong: string;
  correct: string;
  note: string;
}

export interface ProofDictContext {
  rows: ProofDictEntry[];
  form: DictForm;
  /** the form's problem (checked on 添加) or the server's refusal */
  formError: string;
  /** the list could not be loaded, or a delete was refused */
  error: string;
  removing: ProofDictEntry | null;
}

export type ProofDictEvent =
  | { type: 'field.change'; patch: Partial<DictForm> }
  | { type: 'entry.save' }
  | { type: 'entry.edit'; row: ProofDictEntry }
  | { type: 'entry.remove'; row: ProofDictEntry }
  | ConfirmEvent<'remove'>
  | { type: 'list.reload' };

const EMPTY_FORM: DictForm = { wrong: '', correct: '', note: '' };

export const proofDictMachine = setup({
  types: typesOf<ProofDictContext, ProofDictEvent>(),
  actors: {
    loadDict: fromPromise<ProofDictEntry[]>(async () => notProvided('proofDict.loadDict')),
    saveEntry: fromPromise<unknown, DictForm>(async () => notProvided('proofDict.saveEntry')),
    removeEntry: fromPromise<unknown, { id: number }>(async () => notProvided('proofDict.removeEntry')),
  },
  actions: notifyAction('proofDict'),
  guards: {
    formValid: ({ context }) => dictEntryError(context.form) === null,
  },
}).createMachine({
  id: 'proofDict',
  context: { rows: [], form: EMPTY_FORM, formError: '', error: '', removing: null },
  initial: 'loading',
  // typing goes on while the list loads or an entry is sent
  on: {
    'field.change': { actions: assign({ form: ({ context, event }) => ({ ...context.form, ...event.patch }), formError: '' }) },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadDict',
        onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output, error: '' }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { 'list.reload': 'loading' } },
    ready: {
      on: {
        'entry.save': [
          { guard: 'formValid', target: 'saving' },
          { actions: assign({ formError: ({ context }) => dictEntryError(context.form) ?? '' }) },
        ],
        'entry.edit': { actions: assign({ form: ({ event }) => ({ wrong: event.row.wrong, correct: event.row.correct, note: event.row.note }), formError: '' }) },
        'entry.remove': { target: 'confirming', actions: assign({ removing: ({ event }) => event.row, error: '' }) },
        'list.reload': 'loading',
      },
    },
    saving: {
      invoke: {
        src: 'saveEntry',
        input: ({ context }) => ({ wrong: context.form.wrong.trim(), correct: context.form.correct.trim(), note: context.form.note.trim() }),
        onDone: { target: 'loading', actions: [{ type: 'notify', params: { text: PROOF_TEXTS.dictAdded } }, assign({ form: EMPTY_FORM })] },
        // refused (e.g. 纠错词典最多500条): the typed entry stays, with the reason
        onError: { target: 'ready', actions: assign({ formError: ({ event }) => errorText(event.error) }) },
      },
    },
    confirming: confirmingState<ProofDictContext, 'remove.confirm', 'remove.cancel'>({ confirm: 'remove.confirm', cancel: 'remove.cancel', run: 'removing', back: 'ready', forget: 'removing' }),
    removing: {
      invoke: {
        src: 'removeEntry',
        input: ({ context }) => ({ id: context.removing?.id ?? 0 }),
        onDone: { target: 'loading', actions: [{ type: 'notify', params: { text: PROOF_TEXTS.dictRemoved } }, assign({ removing: null })] },
        onError: { target: 'ready', actions: assign({ removing: null, error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});
