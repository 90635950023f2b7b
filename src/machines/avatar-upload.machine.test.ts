import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { avatarUploadMachine } from './avatar-upload.machine.js';

const png = (size = 68) => new Blob([new Uint8Array(size)], { type: 'image/png' });

function start(upload: (file: Blob) => Promise<{ webUserAvatar: string }>) {
  const notes: string[] = [];
  const sent: Blob[] = [];
  const emitted: string[] = [];
  const actor = createActor(
    avatarUploadMachine.provide({
      actors: { upload: fromPromise(({ input }: { input: { file: Blob } }) => (sent.push(input.file), upload(input.file))) },
      actions: { notify: (_, p) => void notes.push(p.text) },
    }),
    { input: { avatar: '12' } },
  );
  actor.on('uploaded', (e) => void emitted.push(e.avatar));
  actor.start();
  return { actor, notes, sent, emitted };
}

describe('avatar upload machine', () => {
  it('uploads a valid picture and takes the saved avatar', async () => {
    const { actor, notes, sent, emitted } = start(async () => ({ webUserAvatar: '/api/web-conf/configuration/manager/image/ab.png' }));
    const file = png();
    actor.send({ type: 'file.pick', file });
    expect(actor.getSnapshot().matches('uploading')).toBe(true);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sent).toEqual([file]);
    expect(actor.getSnapshot().context).toMatchObject({ avatar: '/api/web-conf/configuration/manager/image/ab.png', error: '', file: null });
    expect(notes).toEqual(['头像已更新']);
    expect(emitted).toEqual(['/api/web-conf/configuration/manager/image/ab.png']);
  });

  it('refuses a picture over 2 MB before sending it', () => {
    const { actor, sent } = start(async () => ({ webUserAvatar: 'x' }));
    actor.send({ type: 'file.pick', file: png(2 * 1024 * 1024 + 1) });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ avatar: '12', error: '头像图片不能超过 2 MB' });
    expect(sent).toEqual([]);
  });

  it('refuses another type (gif, text) before sending it; a good pick clears the message', async () => {
    const { actor, sent } = start(async () => ({ webUserAvatar: '/a.webp' }));
    actor.send({ type: 'file.pick', file: new Blob(['GIF89a'], { type: 'image/gif' }) });
    expect(actor.getSnapshot().context.error).toBe('头像只能是 jpg、png 或 webp 图片');
    actor.send({ type: 'file.pick', file: new Blob(['hi'], { type: 'text/plain' }) });
    expect(actor.getSnapshot().context.error).toBe('头像只能是 jpg、png 或 webp 图片');
    expect(sent).toEqual([]);
    actor.send({ type: 'file.pick', file: new Blob([new Uint8Array(10)], { type: 'image/webp' }) });
    expect(actor.getSnapshot().context.error).toBe('');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.avatar).toBe('/a.webp');
  });

  it('an empty file is refused; a server refusal keeps the old avatar and shows its message', async () => {
    const { actor, notes } = start(async () => {
      throw new Error('头像图片不能超过 2 MB');
    });
    actor.send({ type: 'file.pick', file: png(0) });
    expect(actor.getSnapshot().context.error).toBe('图片是空的');
    actor.send({ type: 'file.pick', file: new Blob([new Uint8Array(5)], { type: 'image/jpeg' }) });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context).toMatchObject({ avatar: '12', error: '头像图片不能超过 2 MB', file: null });
    expect(notes).toEqual([]);
  });
});
