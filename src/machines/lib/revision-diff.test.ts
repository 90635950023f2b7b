import { describe, expect, it } from 'vitest';
import { bodyMediaIds, bodyText, diffText, elide, revisionDiff, words, type DiffSide } from './revision-diff.js';

const side = (p: Partial<DiffSide> = {}): DiffSide => ({
  title: '标题', summary: '', body: '', author: '', source: '', linkUrl: '', coverFileId: 0, fileIds: [], ...p,
});
const show = (parts: { text: string; kind: string }[]) => parts.map((p) => (p.kind === 'same' ? p.text : p.kind === 'added' ? `{+${p.text}+}` : `[-${p.text}-]`)).join('');

describe('revision diff', () => {
  it('splits Chinese text into words', () => {
    expect(words('市政府今天召开新闻发布会')).toEqual(expect.arrayContaining(['市政府', '今天']));
    expect(words('市政府今天召开新闻发布会').join('')).toBe('市政府今天召开新闻发布会');
  });

  it('compares Chinese text by word and by character', () => {
    expect(show(diffText('市政府今天召开新闻发布会', '市政府明天召开新闻发布会'))).toBe('市政府[-今天-]{+明天+}召开新闻发布会');
    expect(show(diffText('市政府今天召开新闻发布会', '市政府明天召开新闻发布会', 'char'))).toBe('市政府[-今-]{+明+}天召开新闻发布会');
    expect(diffText('同样', '同样')).toEqual([{ text: '同样', kind: 'same' }]);
    expect(diffText('', '')).toEqual([]);
    expect(show(diffText('', '新增'))).toBe('{+新增+}');
  });

  it('reads the body as text: paragraphs on lines, entities decoded, media as placeholders', () => {
    const html = '<h2>小标题</h2><p>第一段&nbsp;文字 &amp; 符号</p><p><img data-file-id="12" alt="现场"></p><ul><li>一</li><li>二</li></ul><p><video data-file-id="7" controls></video></p>';
    expect(bodyText(html)).toBe('小标题\n第一段 文字 & 符号\n[图片 #12 现场]\n一\n二\n[视频 #7]');
    expect(bodyText('<p>a<br>b</p><script>x()</script>')).toBe('a\nb');
    expect(bodyMediaIds(html)).toEqual([12, 7]);
  });

  it('compares every field, the body as text, and lists files, cover and body media added or removed', () => {
    const before = side({
      title: '线上标题', summary: '原摘要', body: '<p>第一段</p><p><img data-file-id="3"></p>', coverFileId: 5, fileIds: [1, 2],
      files: [{ fileId: 1, fileName: '一.jpg' }, { fileId: 2, fileName: '二.jpg' }],
    });
    const after = side({
      title: '线上标题', summary: '新摘要', body: '<p>第一段</p><p>第二段</p>', coverFileId: 6, fileIds: [2, 4], author: '王晓',
      files: [{ fileId: 2, fileName: '二.jpg' }, { fileId: 4, fileName: '四.jpg' }],
    });
    const d = revisionDiff(before, after);
    expect(d.changed).toBe(true);
    expect(Object.fromEntries(d.fields.map((f) => [f.field, f.changed]))).toEqual({ title: false, summary: true, author: true, source: false, linkUrl: false, body: true });
    expect(show(d.fields.find((f) => f.field === 'body')!.parts)).toBe('第一段\n[-[图片 #3]-]{+第二段+}');
    expect(d.media).toEqual([
      { fileId: 1, role: 'file', name: '一.jpg', kind: 'removed' },
      { fileId: 5, role: 'cover', name: '', kind: 'removed' },
      { fileId: 3, role: 'body', name: '', kind: 'removed' },
      { fileId: 4, role: 'file', name: '四.jpg', kind: 'added' },
      { fileId: 6, role: 'cover', name: '', kind: 'added' },
    ]);
    expect(d.reordered).toBe(false);
  });

  it('notices a reordered gallery and an unchanged version', () => {
    expect(revisionDiff(side({ fileIds: [1, 2] }), side({ fileIds: [2, 1] }))).toMatchObject({ reordered: true, media: [], changed: true });
    expect(revisionDiff(side({ body: '<p>同</p>' }), side({ body: '<p>同</p>' })).changed).toBe(false);
  });

  it('shortens long unchanged runs around the changes', () => {
    const long = '长'.repeat(200);
    const parts = elide(diffText(`${long}旧${long}`, `${long}新${long}`), 10);
    expect(parts.map((p) => p.text)).toEqual(['…' + '长'.repeat(10), '旧', '新', '长'.repeat(10) + '…']);
  });
});
