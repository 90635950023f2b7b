// Comments on released items (docs/interaction.md): public posting with rate limits, forbidden
// words (normalised: spaces, full-width, case, look-alike letters) and forbidden users; the
// moderation queue (approve, hide, delete, reply, pin, forbid) with rights and tenant isolation;
// the 评论 message leads to the queue and acting on the comment marks it read.
import { describe, expect, it } from 'vitest';
import { databases } from './helpers.js';
import { contentSuite, expect200 } from './content-world.js';
import { normalise, WordMatcher } from '../../server/services/forbidden-words.js';
import { COMMENT_LIMITS, INTERACTION_TEXTS as T } from '../../shared/interaction.js';

describe('forbidden-word normalisation', () => {
  it('folds spaces, punctuation, full-width letters, case and look-alike letters', () => {
    expect(normalise(' Ｂａｄ　Ｗｏｒｄ ')).toBe('badword');
    expect(normalise('坏 . 词')).toBe('坏词');
    expect(normalise('bаd')).toBe('bad'); // Cyrillic а
    expect(normalise('b\u200bad')).toBe('bad');
    const m = new WordMatcher([{ norm: normalise('坏词'), word: '坏词' }, { norm: normalise('Spam'), word: 'Spam' }]);
    expect(m.find('这是一个坏 词，还有 ＳＰＡＭ')).toEqual(['坏词', 'Spam']);
    expect(m.find('干净的评论')).toEqual([]);
  });
});

describe.each(databases)('comments and moderation (%s)', (kind) => {
  let item: number;
  let otherItem: number;
  const w = contentSuite(kind, async (w) => {
    [item, otherItem] = await w.releasedIn('评论栏目', ['可评论的稿件', '另一篇稿件']);
  }, 60_000);

  const post = (id: number, body: Record<string, unknown>, ip = '10.0.0.1') =>
    w.s.app.inject({ method: 'POST', url: `/api/web-publish/news/${id}/comments`, payload: body, remoteAddress: ip });
  const pub = async (id: number) => (await w.json(undefined, 'GET', `/api/web-publish/news/${id}/comments`)).json().data;
  const queue = async (query = '', token = w.admin) => (await w.json(token, 'GET', `/api/web-publish/comment/page?${query}`)).json();

  it('takes a reader comment into the queue, publishes it once approved, with reply and pin', async () => {
    const res = await post(item, { nickname: '读者甲', content: '写得很好' });
    expect(res.json()).toMatchObject({ code: 200, msg: T.posted, data: { status: 0 } });
    const id = res.json().data.id;
    expect((await pub(item)).list).toEqual([]);
    const waiting = await queue('status=0');
    expect(waiting.data.list[0]).toMatchObject({ id, nickname: '读者甲', content: '写得很好', contentId: item, contentTitle: '可评论的稿件', status: 0, forbidden: false });

    // The 评论 message leads to the queue; acting on the comment marks it read.
    const msgs = (await w.json(w.admin, 'GET', '/api/web-manager/message/manager/msg/page?msgType=2&pageIndex=1&pageSize=10')).json().data;
    const msg = msgs.list.find((m: { link: string }) => m.link.endsWith(`commentId=${id}`));
    expect(msg).toBeDefined();
    expect(msg.readFlag).toBeFalsy();

    expect200(await w.json(w.admin, 'POST', '/api/web-publish/comment/approve', { ids: [id] }));
    const after = (await w.json(w.admin, 'GET', '/api/web-manager/message/manager/msg/page?msgType=2&pageIndex=1&pageSize=10')).json().data;
    expect(after.list.find((m: { msgId: number }) => m.msgId === msg.msgId).readFlag).toBeTruthy();
    expect((await pub(item)).list).toMatchObject([{ id, nickname: '读者甲', content: '写得很好', reply: '', pinned: 0 }]);

    const second = (await post(item, { nickname: '读者乙', content: '第二条' }, '10.0.0.2')).json().data.id;
    expect200(await w.json(w.admin, 'POST', '/api/web-publish/comment/approve', { ids: [second] }));
    expect((await pub(item)).list.map((c: { id: number }) => c.id)).toEqual([second, id]);
    expect200(await w.json(w.admin, 'POST', '/api/web-publish/comment/pin', { id, pinned: 1 }));
    expect200(await w.json(w.admin, 'POST', '/api/web-publish/comment/reply', { id, reply: '  谢谢支持  ' }));
    expect((await pub(item)).list[0]).toMatchObject({ id, pinned: 1, reply: '谢谢支持' });

    expect200(await w.json(w.admin, 'POST', '/api/web-publish/comment/hide', { ids: [second] }));
    expect((await pub(item)).list.map((c: { id: number }) => c.id)).toEqual([id]);
    expect200(await w.json(w.admin, 'POST', '/api/web-publish/comment/delete', { ids: [second] }));
    expect((await queue()).data.list.some((c: { id: number }) => c.id === second)).toBe(false);
  });

  it('refuses forbidden words however they are hidden, and bad input, writing nothing', async () => {
    const add = await w.json(w.admin, 'POST', '/api/web-publish/forbidden/word', { words: ['坏词', 'Spam', ' 坏 词 ', ''] });
    expect(add.json()).toMatchObject({ code: 200, data: { added: 2, skipped: 2 } });
    const before = (await queue()).data.total;
    for (const content of ['这是坏词', '这是坏 词', '这是坏。词', 'buy ＳＰＡＭ now', 'sPaM', 'ѕраm']) {
      const res = await post(item, { nickname: '捣乱者', content }, '10.0.1.1');
      expect(res.statusCode, content).toBe(400);
      expect(res.json()).toMatchObject({ msg: T.forbiddenWord });
    }
    expect((await post(item, { nickname: '坏 词', content: '好' }, '10.0.1.1')).json().msg).toBe(T.forbiddenNickname);
    expect((await post(item, { nickname: '', content: '好' }, '10.0.1.1')).json().msg).toBe(T.nicknameRequired);
    expect((await post(item, { nickname: 'a', content: '   ' }, '10.0.1.1')).json().msg).toBe(T.contentRequired);
    const long = await post(item, { nickname: 'a', content: 'x'.repeat(COMMENT_LIMITS.content + 1) }, '10.0.1.1');
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toMatch(/content|评论/);
    expect((await post(item, { nickname: 'a' }, '10.0.1.1')).statusCode).toBe(400);
    expect((await post(999_999, { nickname: 'a', content: 'b' }, '10.0.1.1')).statusCode).toBe(404);
    expect((await queue()).data.total).toBe(before);

    const check = await w.json(w.admin, 'POST', '/api/web-publish/forbidden/check', { text: '坏 词和ｓｐａｍ' });
    expect(check.json().data.words.sort()).toEqual(['Spam', '坏词'].sort());
    const page = (await w.json(w.admin, 'GET', '/api/web-publish/forbidden/word/page?keyWord=spam')).json().data;
    expect(page.list.map((x: { word: string }) => x.word)).toEqual(['Spam']);
    const tooLong = await w.json(w.admin, 'POST', '/api/web-publish/forbidden/word', { words: ['x'.repeat(COMMENT_LIMITS.word + 1)] });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().msg).toMatch(/违禁词不能超过/);

    // Removing a word lets the text through again (the matcher follows the list).
    expect200(await w.json(w.admin, 'POST', '/api/web-publish/forbidden/word/delete', { ids: [page.list[0].id] }));
    expect((await post(item, { nickname: '读者', content: 'spam 已解禁' }, '10.0.1.2')).statusCode).toBe(200);
  });

  it('limits floods per address and per item', async () => {
    for (let i = 0; i < COMMENT_LIMITS.perAddress; i++) expect((await post(otherItem, { nickname: '刷屏', content: `第${i}条` }, '10.0.2.1')).statusCode).toBe(200);
    const flood = await post(otherItem, { nickname: '刷屏', content: '又一条' }, '10.0.2.1');
    expect(flood.statusCode).toBe(429);
    expect(flood.json().msg).toBe(T.tooManyFromAddress);
    // The per-item cap counts distinct addresses: 10.0.2.1 is one; the rest come one each.
    for (let n = 1; n < COMMENT_LIMITS.perItem; n++) expect((await post(otherItem, { nickname: '众人', content: `评论${n}` }, `10.0.${3 + (n >> 8)}.${n & 255}`)).statusCode).toBe(200);
    const crowded = await post(otherItem, { nickname: '新人', content: '还能评论吗' }, '10.0.9.1');
    expect(crowded.statusCode).toBe(429);
    expect(crowded.json().msg).toBe(T.tooManyOnItem);
    // An address that has commented on the item in the window is not refused by it.
    expect((await post(otherItem, { nickname: '众人', content: '再说一句' }, '10.0.3.1')).statusCode).toBe(200);
  });

  it('forbids a writer by address, lists and releases them', async () => {
    const id = (await post(item, { nickname: '麻烦制造者', content: '普通评论' }, '10.0.5.1')).json().data.id;
    const res = await w.json(w.admin, 'POST', '/api/web-publish/comment/forbidUser', { id, reason: '多次违规' });
    expect200(res);
    expect((await w.json(w.admin, 'POST', '/api/web-publish/comment/forbidUser', { id })).statusCode).toBe(409);
    const refused = await post(item, { nickname: '换个名字', content: '我又来了' }, '10.0.5.1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe(T.forbiddenUser);
    expect((await queue('keyWord=麻烦')).data.list[0].forbidden).toBe(true);
    const users = (await w.json(w.admin, 'GET', '/api/web-publish/forbidden/user/page')).json().data;
    expect(users.list[0]).toMatchObject({ address: '10.0.5.1', nickname: '麻烦制造者', reason: '多次违规' });
    expect200(await w.json(w.admin, 'POST', '/api/web-publish/forbidden/user/delete', { ids: [users.list[0].id] }));
    expect((await post(item, { nickname: '换个名字', content: '我又来了' }, '10.0.5.1')).statusCode).toBe(200);
  });

  it('keeps tenants apart and checks the rights', async () => {
    const id = (await post(item, { nickname: '读者丙', content: '租户隔离' }, '10.0.6.1')).json().data.id;
    expect((await queue('', w.other)).data.total).toBe(0);
    for (const [url, body] of [
      ['/api/web-publish/comment/approve', { ids: [id] }],
      ['/api/web-publish/comment/hide', { ids: [id] }],
      ['/api/web-publish/comment/delete', { ids: [id] }],
      ['/api/web-publish/comment/reply', { id, reply: '抢答' }],
      ['/api/web-publish/comment/pin', { id, pinned: 1 }],
      ['/api/web-publish/comment/forbidUser', { id }],
    ] as const) {
      const res = await w.json(w.other, 'POST', url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().msg).toBe(T.commentNotFound);
    }
    const c = (await queue('keyWord=租户隔离')).data.list[0];
    expect(c).toMatchObject({ id, status: 0, reply: '', pinned: 0 });
    // A mixed batch (one own, one foreign id) changes nothing.
    const mine = (await post(item, { nickname: '读者丁', content: '批量' }, '10.0.6.2')).json().data.id;
    expect((await w.json(w.admin, 'POST', '/api/web-publish/comment/approve', { ids: [mine, 999_999] })).statusCode).toBe(404);
    expect((await queue('keyWord=批量')).data.list[0].status).toBe(0);
    // The other tenant's words do not apply here, and it cannot see ours.
    expect200(await w.json(w.other, 'POST', '/api/web-publish/forbidden/word', { words: ['隔离词'] }));
    expect((await post(item, { nickname: '读者', content: '隔离词' }, '10.0.6.3')).statusCode).toBe(200);
    expect((await w.json(w.other, 'GET', '/api/web-publish/forbidden/word/page')).json().data.list.map((x: { word: string }) => x.word)).toEqual(['隔离词']);
    // The editor (no moderation right) is refused.
    expect((await w.json(w.editor, 'GET', '/api/web-publish/comment/page')).statusCode).toBe(403);
    expect((await w.json(w.editor, 'POST', '/api/web-publish/forbidden/word', { words: ['x'] })).statusCode).toBe(403);
    expect((await w.json(undefined, 'GET', '/api/web-publish/comment/page')).statusCode).toBe(401);
  });
});
