import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { TagItem } from '../../shared/media.js';
import { fileTagsMachine, tagNameProblem, type TagAction } from './file-tags.machine.js';

describe('file tags machine', () => {
  it('adds, renames, pins and deletes, reloading after each; checks names first', async () => {
    let tags: TagItem[] = [{ tagId: 1, tagName: '新闻', top: 0, createTime: 0 }];
    const ran: TagAction[] = [];
    const a = createActor(
      fileTagsMachine.provide({
        actors: {
          loadTags: fromPromise(async () => ({ list: tags, total: tags.length, pageIndex: 1, pageSize: 100 })),
          runAction: fromPromise(async ({ input }: { input: TagAction }) => {
            ran.push(input);
            if (input.kind === 'add') tags = [...tags, { tagId: 2, tagName: input.name, top: 0, createTime: 0 }];
            if (input.kind === 'delete') tags = tags.filter((t) => t.tagId !== input.tagId);
            if (input.kind === 'add' && input.name === '重复') throw new Error('标签已存在');
          }),
        },
      }),
    ).start();
    await waitFor(a, (s) => s.matches({ list: 'loaded' }));
    a.send({ type: 'tag.add' });
    expect(a.getSnapshot().context.error).toBe('请输入标签名称');
    a.send({ type: 'draft.change', value: ' 专题 ' });
    a.send({ type: 'tag.add' });
    await waitFor(a, (s) => s.matches({ action: 'idle', list: 'loaded' }) && s.context.tags.length === 2);
    expect(a.getSnapshot().context.draft).toBe('');
    a.send({ type: 'edit.start', tag: tags[0]! });
    a.send({ type: 'edit.change', value: 'a,b' });
    a.send({ type: 'edit.save' });
    expect(a.getSnapshot().context.error).toBe('标签名称不能包含逗号、/ 或 \\');
    a.send({ type: 'edit.change', value: '要闻' });
    a.send({ type: 'edit.save' });
    await waitFor(a, (s) => s.matches({ action: 'idle' }) && s.context.editing === null);
    a.send({ type: 'tag.top', tagId: 1, top: 1 });
    await waitFor(a, (s) => s.matches({ action: 'idle' }));
    a.send({ type: 'tag.delete', tagId: 2 });
    await waitFor(a, (s) => s.matches({ action: 'idle', list: 'loaded' }) && s.context.tags.length === 1);
    a.send({ type: 'draft.change', value: '重复' });
    a.send({ type: 'tag.add' });
    await waitFor(a, (s) => s.matches({ action: 'idle' }) && s.context.error === '标签已存在');
    expect(ran.map((r) => r.kind)).toEqual(['add', 'edit', 'top', 'delete', 'add']);
  });

  it('names problems', () => {
    expect(tagNameProblem('x'.repeat(33))).toBe('标签名称不能超过32个字符');
    expect(tagNameProblem('头条')).toBeNull();
  });
});
