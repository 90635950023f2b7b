// "Apply a watermark" to a library file (spec 001 §7: file/manager/watermark): pick the file and
// the watermark, see a preview (nothing stored), then apply: a new rendition is stored.
import { assign, fromPromise, setup } from 'xstate';
import type { WatermarkApply } from '../../shared/org.js';
import { notProvided } from './not-provided.js';
import { notifyAction } from './lib/toasts.js';
import { typesOf } from './lib/types.js';
import { errorText } from '../../shared/error-text.js';
import { fileMessages } from '../../shared/media-texts.js';

export const WATERMARK_APPLY_TEXTS = {
  pickFile: fileMessages.pickFiles,
  applied: '已生成带水印的新文件',
} as const;

export interface WatermarkApplyContext {
  fileId: number;
  /** 0: the tenant's default watermark. */
  watermarkId: number;
  previewUrl: string;
  resultUrl: string;
  error: string;
}

export type WatermarkApplyEvent =
  | { type: 'file.pick'; fileId: number }
  | { type: 'watermark.pick'; watermarkId: number }
  | { type: 'preview.request' }
  | { type: 'apply.request' };

export const watermarkApplyMachine = setup({
  types: typesOf<WatermarkApplyContext, WatermarkApplyEvent, { watermarkId?: number }>(),
  actors: {
    run: fromPromise<{ previewUrl?: string; url?: string }, WatermarkApply>(async () => notProvided('watermarkApply.run')),
  },
  actions: notifyAction('watermarkApply'),
  guards: {
    hasFile: ({ context }) => context.fileId > 0,
  },
}).createMachine({
  id: 'watermarkApply',
  context: ({ input }) => ({ fileId: 0, watermarkId: input.watermarkId ?? 0, previewUrl: '', resultUrl: '', error: '' }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'file.pick': { actions: assign({ fileId: ({ event }) => event.fileId, previewUrl: '', resultUrl: '', error: '' }) },
        'watermark.pick': { actions: assign({ watermarkId: ({ event }) => event.watermarkId, previewUrl: '', resultUrl: '', error: '' }) },
        'preview.request': [{ guard: 'hasFile', target: 'previewing' }, { actions: assign({ error: WATERMARK_APPLY_TEXTS.pickFile }) }],
        'apply.request': [{ guard: 'hasFile', target: 'applying' }, { actions: assign({ error: WATERMARK_APPLY_TEXTS.pickFile }) }],
      },
    },
    previewing: {
      invoke: {
        src: 'run',
        input: ({ context }) => ({ fileId: context.fileId, ...(context.watermarkId ? { watermarkId: context.watermarkId } : {}), preview: 1 }),
        onDone: { target: 'choosing', actions: assign({ previewUrl: ({ event }) => event.output.previewUrl ?? '', error: '' }) },
        onError: { target: 'choosing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    applying: {
      invoke: {
        src: 'run',
        input: ({ context }) => ({ fileId: context.fileId, ...(context.watermarkId ? { watermarkId: context.watermarkId } : {}) }),
        onDone: {
          target: 'choosing',
          actions: [assign({ resultUrl: ({ event }) => event.output.url ?? '', error: '' }), { type: 'notify', params: { text: WATERMARK_APPLY_TEXTS.applied } }],
        },
        onError: { target: 'choosing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});
