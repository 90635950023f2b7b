// Message type 关注 leads to the release list of its column (docs/interaction.md): readers follow a
// column a released item is in from its public page (no account; once per reader and column;
// unfollow; rate-limited per address); the holders of that column's release list get one
// folded 关注 message per column and hour (「2 人关注了栏目「…」」) linking to the release list
// filtered to the column, read by opening that list and made unread again by the hour's next
// follower; the next hour is a new message. Tenants stay apart.
import { describe, expect, it, vi } from 'vitest';
import { databases } from './helpers.js';
import { contentSuite, doc, expect200 } from './content-world.js';
import { FOLLOW_MESSAGE_TYPE, FOLLOW_TEXTS } from '../../shared/follows.js';
import { REACTION_LIMITS, REACTION_TEXTS } from '../../shared/reactions.js';
import { INTERACTION_TEXTS } from '../../shared/interaction.js';
import { readerJar } from './reader-jar.js';
import { clockInHour, HOUR, IN_HOUR, messagesOfType } from './message-hour.js';

describe.each(databases)('message links: 关注 (%s)', (kind) => {
  let item: number;
  let webColumn: number;
  let appColumn: number;
  let otherColumn: number;
  let floodItem: number;
  let floodColumns: number[];
  let unreleased: number;
  const w = contentSuite(kind, async (w) => {
    webColumn = await w.column('关注栏目');
    appColumn = await w.column('APP关注栏目', 'app');
    otherColumn = await w.column('未发布栏目');
    item = await w.approved(doc('被关注栏目的稿件'));
    expect200(await w.json(w.admin, 'PUT', `/api/release/${item}&${webColumn}&1`));
    expect200(await w.json(w.admin, 'PUT', `/api/release/${item}&${appColumn}&1`));
    floodItem = await w.approved(doc('刷关注的稿件'));
    floodColumns = [await w.column('刷关注栏目一'), await w.column('刷关注栏目二')];
    expect200(await w.json(w.admin, 'PUT', `/api/release/${floodItem}&${floodColumns.join(',')}&1`));
    unreleased = await w.approved(doc('未发布的稿件'));
  }, 60_000);
  clockInHour();

  // A reader is the signed cookie the server issued to it; the body's readerId is only validated.
  const readers = readerJar();
  const follow = async (id: number, columnId: number, readerId: string, ip = '10.3.0.1', path: 'follow' | 'unfollow' = 'follow') =>
    readers.keep(readerId, await w.s.app.inject({ method: 'POST', url: `/api/web-publish/news/${id}/${path}`, payload: { readerId, columnId }, headers: readers.headers(readerId), remoteAddress: ip }));
  const state = async (id: number, readerId = '') =>
    readers.keep(readerId, await w.s.app.inject({ method: 'GET', url: `/api/web-publish/news/${id}/follows`, headers: readers.headers(readerId) })).json();
  const messages = (token = w.admin) => messagesOfType(w, FOLLOW_MESSAGE_TYPE, token);
  const webLink = () => `/fusionRelease/webRelease/list?columnId=${webColumn}`;

  it('counts one follow per reader and column, and sends the release-list holders one folded message per column and hour', async () => {
    expect(await state(item)).toMatchObject({
      code: 200,
      data: {
        columns: [
          { columnId: webColumn, columnName: '关注栏目', follows: 0, followed: false },
          { columnId: appColumn, columnName: 'APP关注栏目', follows: 0, followed: false },
        ],
      },
    });
    expect((await follow(item, webColumn, 'reader-aaaa-1')).json().data.columns[0]).toEqual({ columnId: webColumn, columnName: '关注栏目', follows: 1, followed: true });
    // The same reader again (from elsewhere): nothing changes, nothing is sent.
    expect((await follow(item, webColumn, 'reader-aaaa-1', '10.3.0.2')).json().data.columns[0]).toMatchObject({ follows: 1, followed: true });
    expect((await follow(item, webColumn, 'reader-bbbb-2', '10.3.0.2')).json().data.columns[0]).toMatchObject({ follows: 2 });
    expect((await follow(item, appColumn, 'reader-aaaa-1')).json().data.columns).toMatchObject([{ follows: 2, followed: true }, { follows: 1, followed: true }]);
    expect((await state(item, 'reader-bbbb-2')).data.columns).toMatchObject([{ follows: 2, followed: true }, { follows: 1, followed: false }]);

    const web = (await messages()).filter((m) => m.link === webLink());
    expect(web).toHaveLength(1);
    expect(web[0]).toMatchObject({ title: '2 人关注了栏目「关注栏目」', viewContent: FOLLOW_TEXTS.noticeBody(2), readFlag: 0 });
    expect(web[0]!.title).toBe(FOLLOW_TEXTS.noticeTitle('关注栏目', 2));
    const app = (await messages()).filter((m) => m.link === `/fusionRelease/appRelease/list?columnId=${appColumn}`);
    expect(app).toMatchObject([{ title: FOLLOW_TEXTS.noticeTitle('APP关注栏目', 1), viewContent: FOLLOW_TEXTS.noticeBody(1), readFlag: 0 }]);
    // The editor holds no release list: no 关注 message.
    expect(await messages(w.editor)).toEqual([]);

    // Unfollowing: counted down, nothing sent; again changes nothing.
    expect((await follow(item, webColumn, 'reader-aaaa-1', '10.3.0.1', 'unfollow')).json().data.columns[0]).toMatchObject({ follows: 1, followed: false });
    expect((await follow(item, webColumn, 'reader-aaaa-1', '10.3.0.1', 'unfollow')).json().data.columns[0]).toMatchObject({ follows: 1, followed: false });
    expect((await messages()).filter((m) => m.link === webLink())).toHaveLength(1);

    // Opening the web column's release list reads its message (not the APP column's); the
    // hour's next follower rewrites the same message and makes it unread again. It counts
    // readers, not clicks: reader-aaaa-1, who unfollowed and follows again, is one of the 2.
    expect200(await w.json(w.admin, 'GET', `/api/release?columnId=${webColumn}&portal=web&pageIndex=1&pageSize=10`));
    expect((await messages()).find((m) => m.msgId === web[0]!.msgId)?.readFlag).toBe(1);
    expect((await messages()).find((m) => m.msgId === app[0]!.msgId)?.readFlag).toBe(0);
    expect((await follow(item, webColumn, 'reader-aaaa-1')).json().data.columns[0]).toMatchObject({ follows: 2, followed: true });
    const again = (await messages()).filter((m) => m.link === webLink());
    expect(again.map((m) => [m.msgId, m.readFlag, m.title, m.viewContent])).toEqual([[web[0]!.msgId, 0, '2 人关注了栏目「关注栏目」', FOLLOW_TEXTS.noticeBody(2)]]);

    // The next hour's follower starts a new message, counted from 1.
    vi.setSystemTime(IN_HOUR + HOUR);
    expect((await follow(item, webColumn, 'reader-cccc-3', '10.3.0.3')).json().data.columns[0]).toMatchObject({ follows: 3 });
    const hours = (await messages()).filter((m) => m.link === webLink());
    expect(hours.map((m) => [m.title, m.viewContent, m.readFlag])).toEqual([
      ['1 人关注了栏目「关注栏目」', FOLLOW_TEXTS.noticeBody(3), 0],
      ['2 人关注了栏目「关注栏目」', FOLLOW_TEXTS.noticeBody(2), 0],
    ]);
  });

  it('refuses bad readers, columns the item is not in, unreleased or unknown items and floods, writing nothing', async () => {
    expect((await follow(item, webColumn, 'short')).statusCode).toBe(400);
    expect((await follow(item, webColumn, 'bad id with spaces')).statusCode).toBe(400);
    expect((await w.s.app.inject({ method: 'POST', url: `/api/web-publish/news/${item}/follow`, payload: { readerId: 'reader-eeee-5' } })).statusCode).toBe(400);
    const notIn = await follow(item, otherColumn, 'reader-eeee-5');
    expect(notIn.statusCode).toBe(404);
    expect(notIn.json().msg).toBe(FOLLOW_TEXTS.columnNotFound);
    const hidden = await follow(unreleased, webColumn, 'reader-eeee-5');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().msg).toBe(INTERACTION_TEXTS.newsNotFound);
    expect((await follow(999_999, webColumn, 'reader-eeee-5')).statusCode).toBe(404);
    expect((await state(unreleased)).code).toBe(404);
    expect((await state(999_999)).code).toBe(404);

    const ip = '10.3.9.9';
    for (let i = 0; i < REACTION_LIMITS.perAddress; i++) expect((await follow(floodItem, floodColumns[i % 2]!, `flood-reader-${i}`, ip)).statusCode).toBe(200);
    const flood = await follow(floodItem, floodColumns[0]!, 'flood-reader-more', ip);
    expect(flood.statusCode).toBe(429);
    expect(flood.json().msg).toBe(REACTION_TEXTS.tooMany);
    expect((await state(floodItem, 'flood-reader-more')).data.columns).toMatchObject([
      { follows: REACTION_LIMITS.perAddress / 2, followed: false },
      { follows: REACTION_LIMITS.perAddress / 2, followed: false },
    ]);
    // Unfollowing is limited too; a reader who already follows is answered without counting.
    expect((await follow(floodItem, floodColumns[0]!, 'flood-reader-0', ip, 'unfollow')).statusCode).toBe(429);
    expect((await follow(floodItem, floodColumns[0]!, 'flood-reader-0', ip)).statusCode).toBe(200);
    // Another address is not limited.
    expect((await follow(floodItem, floodColumns[0]!, 'flood-reader-more', '10.3.9.10')).json().data.columns[0].follows).toBe(REACTION_LIMITS.perAddress / 2 + 1);
    // Still one message per column in the hour.
    for (const c of floodColumns) expect((await messages()).filter((m) => m.link.endsWith(`columnId=${c}`))).toHaveLength(1);
  });

  it('describes the three public calls in the OpenAPI document under 公开页面', async () => {
    const api = (await w.s.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const get = api.paths['/api/web-publish/news/{id}/follows']?.get;
    expect(get?.tags).toEqual(['公开页面']);
    for (const path of ['follow', 'unfollow']) {
      const post = api.paths[`/api/web-publish/news/{id}/${path}`]?.post;
      expect(post?.tags).toEqual(['公开页面']);
      expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['200', '400', '404', '429']));
    }
  });

  it('keeps tenants apart: no message to the other tenant, whose columns cannot be followed through our item and whose list reads none of ours', async () => {
    expect(await messages(w.other)).toEqual([]);
    const theirs = await w.column('他人的栏目', 'web', undefined, w.other);
    expect((await follow(item, theirs, 'reader-ffff-6')).statusCode).toBe(404);
    const before = (await messages()).filter((m) => !m.readFlag).length;
    expect(before).toBeGreaterThan(0);
    const res = await w.json(w.other, 'GET', `/api/release?columnId=${appColumn}&pageIndex=1&pageSize=10`);
    expect(res.json().data?.list ?? []).toEqual([]);
    expect((await messages()).filter((m) => !m.readFlag).length).toBe(before);
    expect(await messages(w.other)).toEqual([]);
  });
});
