// The empty-body rule is one rule (shared/content.ts isBodyEmpty): the editor's 请输入正文 and the
// server's 正文为空，不能提交审核 agree on every body, including a body that is only a video.
import { describe, expect, it } from 'vitest';
import { isBodyEmpty } from '../../shared/content.js';
import type { ContentDraft } from '../../shared/content-console.js';
import { validateDraft } from '../../src/machines/content-editor.machine.js';

const bodies: [string, boolean][] = [
  ['', true],
  ['<p> </p>', true],
  ['<p>&nbsp;</p><p><br></p>', true],
  ['<p>正文</p>', false],
  ['<p><img src="/m/1.jpg" alt=""></p>', false],
  ['<video src="/m/2.mp4" controls></video>', false],
  ['<audio src="/m/3.mp3"></audio>', false],
];

describe('the empty-body rule', () => {
  it.each(bodies)('%s is empty: %s', (body, empty) => {
    expect(isBodyEmpty(body)).toBe(empty);
  });

  it('the editor refuses exactly the bodies the server refuses', () => {
    for (const [body, empty] of bodies) {
      const draft: ContentDraft = {
        id: null, type: 1, title: '标题', summary: '', body, coverFileId: 0, coverUrl: '', files: [], linkUrl: '', author: '', source: '', status: 0, revision: 0, update: null, rejection: '', tags: [],
      };
      const errors = validateDraft(draft);
      expect(Boolean(errors.body), body).toBe(empty);
    }
  });
});
