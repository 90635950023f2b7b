// Message types 点赞, 收藏 and 预警 lead to their items (docs/interaction.md): readers like and
// collect a released item from its public page (no account; once per reader; rate-limited per
// address); the author gets one folded message per item, type and hour (「3 人点赞了《标题》」,
// docs/realtime.md "Folded messages") linking to the item, read by opening the item, made unread
// again by the hour's next like and counted once in the unread counts; another item or another
// hour is another message, and likes at the same moment still make one. A text refused for a
// forbidden word sends a 预警 message linking to the forbidden words, read by opening them.
// Tenants stay apart.
import { describe, expect, it, vi } from 'vitest';
import { databases } from './helpers.js';
import { contentSuite, doc, expect200 } from './content-world.js';
import { REACTION_LIMITS, REACTION_TEXTS } from '../../shared/reactions.js';
import { INTERACTION_TEXTS } from '../../shared/interaction.js';
import { readerJar } from './reader-jar.js';
import { clockInHour, HOUR, IN_HOUR, messagesOfType } from './message-hour.js';

describe.each(databases)('message links: 点赞, 收藏, 预警 (%s)', (kind) => {
  let item: number;
  let second: number;
  let rush: number;
  let floodItem: number;
  let unreleased: number;
  const w = contentSuite(kind, async (w) => {
    [item, second, rush, floodItem] = await w.releasedIn('互动栏目', ['被点赞的稿件', '另一篇稿件', '同时被点赞的稿件', '刷赞的稿件']);
    unreleased = await w.approved(doc('未发布的稿件'));
  }, 60_000);
  clockInHour();

  // A reader is the signed cookie the server issued to it; the body's readerId is only validated.
  const readers = readerJar();
  const react = async (id: number, what: 'like' | 'collect', readerId: string, ip = '10.1.0.1') =>
    readers.keep(readerId, await w.s.app.inject({ method: 'POST', url: `/api/web-publish/news/${id}/${what}`, payload: { readerId }, headers: readers.headers(readerId), remoteAddress: ip }));
  const state = async (id: number, readerId = '') =>
    readers.keep(readerId, await w.s.app.inject({ method: 'GET', url: `/api/web-publish/news/${id}/reactions`, headers: readers.headers(readerId) })).json();
  const messages = (msgType: number, token = w.admin) => messagesOfType(w, msgType, token);
  const about = async (msgType: number, id: number) => (await messages(msgType)).filter((m) => m.link === `/contentProduction/edit?id=${id}`);
  /** The unread count of a type, as the bell's badge counts it (msg/count, the socket's summary). */
  const unread = async (msgType: number): Promise<number> =>
    (await w.json(w.admin, 'GET', '/api/web-manager/message/manager/msg/count')).json().data.find((s: { msgType: number }) => s.msgType === msgType).unReadCount;

  it('counts one like and one collect per reader, and folds the hour\'s likes of an item into one message for the author', async () => {
    const before = await unread(6);
    expect(await state(item)).toMatchObject({ code: 200, data: { likes: 0, collects: 0, liked: false, collected: false } });
    expect((await react(item, 'like', 'reader-aaaa-1')).json().data).toEqual({ likes: 1, collects: 0, liked: true, collected: false });
    // The same reader again: nothing changes.
    expect((await react(item, 'like', 'reader-aaaa-1', '10.1.0.2')).json().data).toMatchObject({ likes: 1, liked: true });
    expect((await react(item, 'like', 'reader-bbbb-2', '10.1.0.2')).json().data).toMatchObject({ likes: 2 });
    expect((await react(item, 'collect', 'reader-aaaa-1')).json().data).toMatchObject({ likes: 2, collects: 1, liked: true, collected: true });
    expect((await state(item, 'reader-bbbb-2')).data).toEqual({ likes: 2, collects: 1, liked: true, collected: false });

    const likes = await about(6, item);
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({ title: '2 人点赞了《被点赞的稿件》', viewContent: REACTION_TEXTS.noticeBody('like', 2), readFlag: 0 });
    expect(likes[0]!.title).toBe(REACTION_TEXTS.noticeTitle('like', '被点赞的稿件', 2));
    const collects = await about(5, item);
    expect(collects).toHaveLength(1);
    expect(collects[0]).toMatchObject({ title: '1 人收藏了《被点赞的稿件》', viewContent: REACTION_TEXTS.noticeBody('collect', 1), readFlag: 0 });
    // Two likes, one message: the badge counts it once.
    expect(await unread(6)).toBe(before + 1);

    // Opening the item in the console reads both; the hour's next like counts the same message
    // up and makes it unread again (the badge counts it once more, not twice).
    expect200(await w.json(w.admin, 'GET', `/api/web-publish/content/detail?id=${item}`));
    expect((await about(6, item))[0]?.readFlag).toBe(1);
    expect((await about(5, item))[0]?.readFlag).toBe(1);
    expect(await unread(6)).toBe(before);
    expect((await react(item, 'like', 'reader-cccc-3', '10.1.0.3')).json().data.likes).toBe(3);
    expect(await about(6, item)).toEqual([{ ...likes[0], title: '3 人点赞了《被点赞的稿件》', viewContent: REACTION_TEXTS.noticeBody('like', 3), readFlag: 0 }]);
    expect(await unread(6)).toBe(before + 1);
  });

  it('keeps another item and another hour apart: a new message each, counted from 1', async () => {
    const before = await unread(6);
    expect((await react(second, 'like', 'reader-aaaa-1', '10.1.0.4')).statusCode).toBe(200);
    expect(await about(6, second)).toMatchObject([{ title: '1 人点赞了《另一篇稿件》', readFlag: 0 }]);
    // The first item's message of this hour is untouched by the other item's like.
    expect((await about(6, item))[0]?.title).toBe('3 人点赞了《被点赞的稿件》');
    expect(await unread(6)).toBe(before + 1);

    // An hour later the next like of the first item starts a new message; the earlier one stays as it was.
    vi.setSystemTime(IN_HOUR + HOUR);
    expect((await react(item, 'like', 'reader-dddd-4', '10.1.0.5')).json().data.likes).toBe(4);
    const hours = await about(6, item);
    expect(hours.map((m) => [m.title, m.viewContent, m.readFlag])).toEqual([
      ['1 人点赞了《被点赞的稿件》', REACTION_TEXTS.noticeBody('like', 4), 0],
      ['3 人点赞了《被点赞的稿件》', REACTION_TEXTS.noticeBody('like', 3), 0],
    ]);
    expect(await unread(6)).toBe(before + 2);
    // Opening the item reads every hour's message of it.
    expect200(await w.json(w.admin, 'GET', `/api/web-publish/content/detail?id=${item}`));
    expect((await about(6, item)).map((m) => m.readFlag)).toEqual([1, 1]);
  });

  it('folds likes that arrive at the same moment into one message with the right count', async () => {
    const n = 8;
    const answers = await Promise.all(Array.from({ length: n }, (_, i) => react(rush, 'like', `rush-reader-${i}`, `10.1.1.${i}`)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(n).fill(200));
    expect(await about(6, rush)).toMatchObject([{ title: `${n} 人点赞了《同时被点赞的稿件》`, viewContent: REACTION_TEXTS.noticeBody('like', n), readFlag: 0 }]);
  });

  it('refuses bad readers, unreleased or unknown items and floods, writing nothing', async () => {
    expect((await react(item, 'like', 'short')).statusCode).toBe(400);
    expect((await react(item, 'like', 'bad id with spaces')).statusCode).toBe(400);
    // A cookie whose MAC does not verify is no reader: the answer issues a new one.
    const forged = await w.s.app.inject({ method: 'POST', url: `/api/web-publish/news/${unreleased}/like`, payload: {}, headers: { cookie: 'rdr=AAAAAAAAAAAAAAAAAAAAAA.forged' } });
    expect(forged.statusCode).toBe(404);
    const hidden = await react(unreleased, 'like', 'reader-dddd-4');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().msg).toBe(INTERACTION_TEXTS.newsNotFound);
    expect((await react(999_999, 'collect', 'reader-dddd-4')).statusCode).toBe(404);
    expect((await state(unreleased)).code).toBe(404);

    for (let i = 0; i < REACTION_LIMITS.perAddress; i++) expect((await react(floodItem, i % 2 ? 'like' : 'collect', `flood-reader-${i}`, '10.1.9.9')).statusCode).toBe(200);
    const flood = await react(floodItem, 'like', 'flood-reader-more', '10.1.9.9');
    expect(flood.statusCode).toBe(429);
    expect(flood.json().msg).toBe(REACTION_TEXTS.tooMany);
    expect((await state(floodItem, 'flood-reader-more')).data).toMatchObject({ likes: REACTION_LIMITS.perAddress / 2, liked: false });
    // A reader who already reacted is answered without counting against the limit.
    expect((await react(floodItem, 'like', 'flood-reader-1', '10.1.9.9')).statusCode).toBe(200);
    // Another address is not limited.
    expect((await react(floodItem, 'like', 'flood-reader-more', '10.1.9.10')).json().data.likes).toBe(REACTION_LIMITS.perAddress / 2 + 1);
    // Still one message per item and type in the hour.
    expect((await messages(6)).filter((m) => m.link.endsWith(`id=${floodItem}`))).toMatchObject([{ title: `${REACTION_LIMITS.perAddress / 2 + 1} 人点赞了《刷赞的稿件》`, readFlag: 0 }]);
  });

  it('keeps tenants apart: no message to the other tenant, which cannot read ours by opening the item', async () => {
    expect(await messages(6, w.other)).toEqual([]);
    expect(await messages(5, w.other)).toEqual([]);
    const before = (await messages(6)).filter((m) => !m.readFlag).length;
    expect(before).toBeGreaterThan(0);
    expect((await w.json(w.other, 'GET', `/api/web-publish/content/detail?id=${floodItem}`)).statusCode).toBe(404);
    expect((await messages(6)).filter((m) => !m.readFlag).length).toBe(before);
  });

  it('sends one 预警 message when a forbidden word refuses a comment or a question, read by opening the forbidden words', async () => {
    expect200(await w.json(w.admin, 'POST', '/api/web-publish/forbidden/word', { words: ['违禁甲'] }));
    const comment = (content: string, ip: string) =>
      w.s.app.inject({ method: 'POST', url: `/api/web-publish/news/${item}/comments`, payload: { nickname: '读者', content }, remoteAddress: ip });
    expect((await comment('含有违禁甲的评论', '10.2.0.1')).statusCode).toBe(400);
    let warnings = await messages(7);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ link: '/interaction/forbiddenWords', readFlag: 0, viewContent: '最近一次：《被点赞的稿件》的评论' });
    expect((await comment('违 禁 甲', '10.2.0.2')).statusCode).toBe(400);
    expect(await messages(7)).toHaveLength(1);
    // A clean comment sends none.
    expect((await comment('干净的评论', '10.2.0.3')).statusCode).toBe(200);
    expect(await messages(7)).toHaveLength(1);
    expect(await messages(7, w.other)).toEqual([]);

    expect200(await w.json(w.admin, 'GET', '/api/web-publish/forbidden/word/page'));
    warnings = await messages(7);
    expect(warnings.map((m) => m.readFlag)).toEqual([1]);
    // The next refusal (a 问政 question this time) starts a new unread message.
    const question = await w.s.app.inject({
      method: 'POST',
      url: '/api/politics/public/question',
      payload: { domain: 'demo', nickname: '市民', title: '违禁甲问题', content: '内容' },
      remoteAddress: '10.2.0.4',
    });
    expect(question.statusCode).toBe(400);
    expect((await messages(7)).map((m) => [m.readFlag, m.viewContent])).toEqual([[0, '最近一次：问政《违禁甲问题》'], [1, '最近一次：《被点赞的稿件》的评论']]);
  });
});
