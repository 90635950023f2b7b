import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { contentPreviewMachine, previewDevice } from './content-preview.machine.js';

describe('content preview', () => {
  it('opens on the phone width, switches between phone and desktop and closes', () => {
    const actor = createActor(contentPreviewMachine).start();
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(previewDevice(actor.getSnapshot())).toBeNull();
    // switching is only possible while it is open
    expect(actor.getSnapshot().can({ type: 'preview.desktop' })).toBe(false);
    actor.send({ type: 'preview.open' });
    expect(actor.getSnapshot().matches({ open: 'phone' })).toBe(true);
    actor.send({ type: 'preview.desktop' });
    expect(previewDevice(actor.getSnapshot())).toBe('desktop');
    actor.send({ type: 'preview.phone' });
    expect(previewDevice(actor.getSnapshot())).toBe('phone');
    actor.send({ type: 'preview.desktop' });
    actor.send({ type: 'preview.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    // opened again: the phone width first
    actor.send({ type: 'preview.open' });
    expect(previewDevice(actor.getSnapshot())).toBe('phone');
  });
});
