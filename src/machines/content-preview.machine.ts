// The editor's 预览: the working copy as readers will see it, at a phone's or a desktop's width.
// Nothing is saved for it; the editor renders its draft with the public article component.
import { setup } from 'xstate';
import { typesOf } from './lib/types.js';

/** The widths the preview renders at (CSS pixels). */
export const PREVIEW_WIDTHS = { phone: 375, desktop: 1200 } as const;
export type PreviewDevice = keyof typeof PREVIEW_WIDTHS;

export type ContentPreviewEvent = { type: 'preview.open' } | { type: 'preview.phone' } | { type: 'preview.desktop' } | { type: 'preview.close' };

export const contentPreviewMachine = setup({
  types: typesOf<Record<string, never>, ContentPreviewEvent>(),
}).createMachine({
  id: 'contentPreview',
  context: {},
  initial: 'closed',
  states: {
    closed: { on: { 'preview.open': 'open' } },
    open: {
      initial: 'phone',
      on: { 'preview.close': 'closed', 'preview.phone': '.phone', 'preview.desktop': '.desktop' },
      states: { phone: {}, desktop: {} },
    },
  },
});

/** The device the preview shows (null: closed). */
export function previewDevice(s: { matches(v: unknown): boolean }): PreviewDevice | null {
  if (s.matches({ open: 'phone' })) return 'phone';
  if (s.matches({ open: 'desktop' })) return 'desktop';
  return null;
}
