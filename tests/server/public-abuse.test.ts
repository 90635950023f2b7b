// Public counters and caps that one address cannot game or exhaust (docs/security.md). Each block
// fails on today's main: QR tickets are unlimited and never purged, every GET news/{id} counts a
// view, the reader is whatever id the body names, and 6 (comments) or 20 (contributions)
// addresses close the forms for everyone.
import { describe, expect, it } from 'vitest';
import { databases } from './helpers.js';
import { contentSuite } from './content-world.js';
import { readerJar } from './reader-jar.js';
import { housekeep } from '../../server/plugins/jobs.js';
import { COMMENT_LIMITS, INTERACTION_TEXTS } from '../../shared/interaction.js';
import { CONTRIBUTION_LIMITS, CONTRIBUTION_TEXTS } from '../../shared/contributions.js';
import { ORG_TEXTS, QR_LIMITS, QR_VALID_SECONDS } from '../../shared/org.js';
import { REACTION_LIMITS, REACTION_TEXTS } from '../../shared/reactions.js';

describe.each(databases)('public counters and caps (%s)', (kind) => {
  let item: number;
  let crowdItem: number;
  const w = contentSuite(kind, async (w) => {
    [item, crowdItem] = await w.releasedIn('公开栏目', ['被阅读的稿件', '被围攻的稿件']);
  }, 120_000);
  const inject = (method: 'GET' | 'POST', url: string, ip: string, o: { payload?: Record<string, unknown>; headers?: Record<string, string> } = {}) =>
    w.s.app.inject({ method, url, remoteAddress: ip, ...o });

  it('limits QR tickets per address and deletes expired ones from storage', async () => {
    const ip = '10.28.7.1';
    const take = (from = ip) => inject('GET', '/api/web-basic/login/back/qrcode?domainName=demo', from);
    for (let i = 0; i < QR_LIMITS.perAddress; i++) expect((await take()).json().code).toBe(200);
    const refused = await take();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429, msg: ORG_TEXTS.qrTooMany, data: null });
    expect(await w.s.app.repos.qrTickets.countByAddress(ip, 0)).toBe(QR_LIMITS.perAddress);
    // Another address is not limited by it.
    expect((await take('10.28.7.2')).json().code).toBe(200);
    // Expired tickets leave storage (housekeeping; also before each new ticket).
    await housekeep(w.s.app, Date.now() + QR_VALID_SECONDS * 1000 + QR_LIMITS.keepExpiredMs + 1000);
    expect(await w.s.app.repos.qrTickets.countByAddress(ip, 0)).toBe(0);
    expect(await w.s.app.repos.qrTickets.countByAddress('10.28.7.2', 0)).toBe(0);
  });

  it('counts a view once per reader per item per hour, and a bounded number per address', async () => {
    const views = async () => Number((await w.s.app.repos.contentItems.getPublic(item))!.views);
    const start = await views();
    const first = await inject('GET', `/api/web-publish/news/${item}`, '10.28.8.1');
    expect(first.json().data.views).toBe(start + 1);
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(/^rdr=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{32}$/);
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly/);
    // The same reader again (any address): not counted.
    for (const ip of ['10.28.8.1', '10.28.8.2']) {
      const again = await inject('GET', `/api/web-publish/news/${item}`, ip, { headers: { cookie } });
      expect(again.json().data.views).toBe(start + 1);
      expect(again.headers['set-cookie']).toBeUndefined();
    }
    expect(await views()).toBe(start + 1);
    // Fresh readers from one address count up to the address's hourly bound, then no more.
    for (let i = 0; i < REACTION_LIMITS.viewsPerAddressHour + 5; i++) await inject('GET', `/api/web-publish/news/${item}`, '10.28.8.3');
    expect(await views()).toBe(start + 1 + REACTION_LIMITS.viewsPerAddressHour);
    // A forged cookie is a new reader, not the one it names.
    const forged = await inject('GET', `/api/web-publish/news/${item}`, '10.28.8.4', { headers: { cookie: `${cookie.slice(0, -4)}AAAA` } });
    expect(forged.headers['set-cookie']).toBeDefined();
    expect(await views()).toBe(start + 2 + REACTION_LIMITS.viewsPerAddressHour);
    // Marks of past hours are purged (the purge keeps the current and the previous hour).
    await housekeep(w.s.app, Date.now() + 2 * 3_600_000);
    expect(await w.s.app.repos.reactions.viewsFromAddress(item, '10.28.8.3', Math.floor(Date.now() / 3_600_000))).toBe(0);
  });

  it('binds likes to the signed reader cookie and bounds fresh readers per address and item', async () => {
    const readers = readerJar();
    const like = async (name: string, ip: string, readerId = 'made-up-reader-1') =>
      readers.keep(name, await inject('POST', `/api/web-publish/news/${item}/like`, ip, { payload: { readerId }, headers: readers.headers(name) }));
    const first = await like('one', '10.28.9.1');
    expect(first.json().data).toMatchObject({ likes: 1, liked: true });
    // The same cookie with another body id: the same reader, not counted again.
    expect((await like('one', '10.28.9.2', 'another-made-up-2')).json().data).toMatchObject({ likes: 1, liked: true });
    // The same body id without the cookie: a new reader (the body id names nobody).
    expect((await like('two', '10.28.9.1')).json().data).toMatchObject({ likes: 2, liked: true });
    // Fresh readers from one address: at most perAddressItem likes on the item.
    for (let i = 2; i < REACTION_LIMITS.perAddressItem; i++) expect((await like(`fresh-${i}`, '10.28.9.1')).statusCode).toBe(200);
    const refused = await like('fresh-more', '10.28.9.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429, msg: REACTION_TEXTS.tooManyOnItem, data: null });
    const likes = (await inject('GET', `/api/web-publish/news/${item}/reactions`, '10.28.9.5')).json().data.likes;
    expect(likes).toBe(REACTION_LIMITS.perAddressItem); // all from 10.28.9.1 ('one' liked from there first)
    // Another address is not limited by it.
    expect((await like('elsewhere', '10.28.9.6')).json().data.likes).toBe(REACTION_LIMITS.perAddressItem + 1);
  });

  it('a handful of addresses cannot close the comment form for everyone', async () => {
    const post = (ip: string, n: number) => inject('POST', `/api/web-publish/news/${crowdItem}/comments`, ip, { payload: { nickname: '读者', content: `评论${n}` } });
    // Six addresses post as much as they may (main closed the item after 30 comments).
    let n = 0;
    for (let a = 1; a <= 6; a++) {
      for (let k = 0; k < COMMENT_LIMITS.perAddress; k++) expect((await post(`10.28.10.${a}`, n++)).statusCode).toBe(200);
      const over = await post(`10.28.10.${a}`, n++);
      expect(over.statusCode).toBe(429);
      expect(over.json().msg).toBe(INTERACTION_TEXTS.tooManyFromAddress);
    }
    // Anyone else still comments.
    expect((await post('10.28.10.200', n++)).json()).toMatchObject({ code: 200, msg: INTERACTION_TEXTS.posted });
  });

  it('a handful of addresses cannot close the contribution form for everyone', async () => {
    const submit = (ip: string, n: number) =>
      inject('POST', `/api/web-publish/audience/demo/${n % 2 ? 'report' : 'contribute'}`, ip, { payload: { title: `第${n}条`, content: '内容', name: '市民', phone: '13800000000' } });
    // Twenty addresses post as much as they may (main closed the tenant after 60 in a minute).
    let n = 0;
    for (let a = 1; a <= 20; a++) {
      for (let k = 0; k < CONTRIBUTION_LIMITS.perAddress; k++) expect((await submit(`10.28.11.${a}`, n++)).statusCode).toBe(200);
      expect((await submit(`10.28.11.${a}`, n++)).json().msg).toBe(CONTRIBUTION_TEXTS.tooManyFromAddress);
    }
    expect((await submit('10.28.11.200', n++)).json().code).toBe(200);
  });
});
