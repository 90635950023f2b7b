// 新建/编辑课程 (/courseAdd) and 新建/编辑系列课 (/seriesCoursesAdd): the name, summary and class,
// and the ordered items (library videos of a course, courses of a series): added from a picker
// without duplicates, moved (drag or up/down) and removed. The rules are checked before anything
// is sent; the server's refusal (e.g. a video of another tenant) comes back to the form.
import { assign, fromPromise, setup } from 'xstate';
import { COURSE_LIMITS, COURSE_TEXTS as T, type CourseClass, type CourseInput, type CourseItem, type CourseKind, type CourseSummary } from '../../shared/courses.js';
import type { CourseEditorLoaded } from './course-editor.types.js';
import { notProvided } from './not-provided.js';
import { notifyAction } from './lib/toasts.js';
import { typesOf } from './lib/types.js';
import { errorText } from '../../shared/error-text.js';

export type { CourseEditorLoaded };

export interface CourseFormValues {
  name: string;
  summary: string;
  classId: number;
}

export interface CourseEditorContext {
  id: number;
  kind: CourseKind;
  values: CourseFormValues;
  items: CourseItem[];
  classes: CourseClass[];
  courses: CourseSummary[];
  attempted: boolean;
  error: string;
}

export type CourseEditorEvent =
  | { type: 'field.change'; name: 'name' | 'summary'; value: string }
  | { type: 'class.pick'; classId: number }
  | { type: 'items.add'; items: CourseItem[] }
  | { type: 'item.move'; from: number; to: number }
  | { type: 'item.remove'; index: number }
  | { type: 'form.submit' }
  | { type: 'retry' };

/** The first problem of the form ('' none). */
export function courseFormError(kind: CourseKind, values: CourseFormValues, items: CourseItem[]): string {
  if (!values.name.trim()) return T.nameRequired(kind);
  if (!items.length) return kind === 'series' ? T.coursesRequired : T.videosRequired;
  if (items.length > COURSE_LIMITS.itemsMax) return T.tooMany;
  return '';
}

export function toCourseInput(c: Pick<CourseEditorContext, 'id' | 'kind' | 'values' | 'items'>): CourseInput {
  return { ...(c.id ? { id: c.id } : {}), kind: c.kind, name: c.values.name.trim(), summary: c.values.summary.trim(), classId: c.values.classId, itemIds: c.items.map((i) => i.id) };
}

/** `items` with the item at `from` moved to `to` (out-of-range moves change nothing). */
export function moveItem<T>(items: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return items;
  const next = [...items];
  const [it] = next.splice(from, 1);
  next.splice(to, 0, it as T);
  return next;
}

export const courseEditorMachine = setup({
  types: typesOf<CourseEditorContext, CourseEditorEvent, { id: number; kind: CourseKind }>(),
  actors: {
    load: fromPromise<CourseEditorLoaded, { id: number; kind: CourseKind }>(async () => notProvided('courseEditor.load')),
    save: fromPromise<{ id: number }, CourseInput>(async () => notProvided('courseEditor.save')),
  },
  actions: {
    ...notifyAction('courseEditor'),
    goToList: (_, _p: { kind: CourseKind }) => notProvided('courseEditor.goToList'),
  },
  guards: {
    isValid: ({ context }) => courseFormError(context.kind, context.values, context.items) === '',
  },
}).createMachine({
  id: 'courseEditor',
  context: ({ input }) => ({ id: input.id, kind: input.kind, values: { name: '', summary: '', classId: 0 }, items: [], classes: [], courses: [], attempted: false, error: '' }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ id: context.id, kind: context.kind }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => {
            const { classes, courses, detail } = event.output;
            return {
              classes,
              courses,
              ...(detail ? { values: { name: detail.name, summary: detail.summary, classId: detail.classId }, items: detail.items } : {}),
            };
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { retry: { target: 'loading', actions: assign({ error: '' }) } } },
    editing: {
      on: {
        'field.change': { actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.name]: event.value }), error: '' }) },
        'class.pick': { actions: assign({ values: ({ context, event }) => ({ ...context.values, classId: event.classId }) }) },
        'items.add': {
          actions: assign({
            items: ({ context, event }) => {
              const have = new Set(context.items.map((i) => i.id));
              const fresh = event.items.filter((i) => !have.has(i.id) && (have.add(i.id), true));
              return [...context.items, ...fresh];
            },
            error: '',
          }),
        },
        'item.move': { actions: assign({ items: ({ context, event }) => moveItem(context.items, event.from, event.to) }) },
        'item.remove': { actions: assign({ items: ({ context, event }) => context.items.filter((_, i) => i !== event.index) }) },
        'form.submit': [
          { guard: 'isValid', target: 'saving', actions: assign({ attempted: true, error: '' }) },
          { actions: assign({ attempted: true, error: ({ context }) => courseFormError(context.kind, context.values, context.items) }) },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => toCourseInput(context),
        onDone: { target: 'saved', actions: [{ type: 'notify', params: { text: T.saved } }, { type: 'goToList', params: ({ context }) => ({ kind: context.kind }) }] },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    saved: { type: 'final' },
  },
});
