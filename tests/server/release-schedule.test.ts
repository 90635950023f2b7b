// Scheduled release, take-down and embargo (PUT release/{ids}&{columnIds}&{type}?publishAt=&takeDownAt=):
// before its time a scheduled release is invisible on every reader call and in the release
// statistics, shown in the release list as scheduled; the durable job makes it live once (fired
// here with runDueJobs at a chosen time, far from the poller's real clock); the take-down job
// takes it down as deleteRelease does; deleteRelease cancels a scheduled release; bad schedules
// answer 400 and write nothing.
import { describe, expect, it } from 'vitest';
import { databases } from './helpers.js';
import { contentSuite, doc, expect200, type ContentWorld } from './content-world.js';
import { runDueJobs } from '../../server/services/scheduled-jobs.js';
import { RELEASE_JOBS } from '../../server/services/release-schedule.js';
import { SCHEDULE_TEXTS } from '../../shared/release-schedule.js';

const HOUR = 3_600_000;
const NEWS = '/api/web-publish/news';

/** What readers (and the "already published" lists) show of one item: each call's answer says whether the item is in it. */
async function readerSees(w: ContentWorld, id: number, title: string) {
  const has = (list: { title?: string; id?: number; contentId?: number }[]) => list.some((r) => r.title === title || r.id === id || r.contentId === id);
  const news = await w.json(undefined, 'GET', `${NEWS}/${id}`);
  const comments = await w.json(undefined, 'GET', `${NEWS}/${id}/comments`);
  const reactions = await w.json(undefined, 'GET', `${NEWS}/${id}/reactions`);
  const follows = await w.json(undefined, 'GET', `${NEWS}/${id}/follows`);
  const latest = (await w.json(undefined, 'GET', `${NEWS}/latest?domainName=demo&limit=50`)).json().data;
  const newestWeb = (await w.json(w.admin, 'GET', '/api/release/Newest?limit=50')).json().data;
  const search = (await w.json(w.admin, 'GET', `/api/0/findReleaseListByKeywords/${encodeURIComponent(title)}?pageSize=50`)).json().data.list;
  const reportNewest = (await w.json(w.admin, 'GET', '/api/web-publish/report/newest?limit=50')).json().data;
  return {
    news: news.statusCode,
    comments: comments.statusCode,
    reactions: reactions.statusCode,
    follows: follows.statusCode,
    latest: has(latest),
    newest: has(newestWeb),
    search: has(search),
    reportNewest: has(reportNewest),
  };
}

const HIDDEN = { news: 404, comments: 404, reactions: 404, follows: 404, latest: false, newest: false, search: false, reportNewest: false };
const SHOWN = { news: 200, comments: 200, reactions: 200, follows: 200, latest: true, newest: true, search: true, reportNewest: true };

describe.each(databases)('scheduled release (%s)', (kind) => {
  const w = contentSuite(kind, undefined, 60_000);
  const put = (ids: number[], columns: number[], query = '') => w.json(w.admin, 'PUT', `/api/release/${ids.join(',')}&${columns.join(',')}&1${query}`);
  const releasesOf = async (columnId: number) => (await w.json(w.admin, 'GET', `/api/release?columnId=${columnId}&pageSize=50`)).json().data.list;
  const notes = async (id: number) =>
    ((await w.json(w.admin, 'GET', `/api/web-publish/content/revisions?id=${id}`)).json().data.list as { note: string }[]).map((r) => r.note).filter(Boolean);
  const status = async (id: number) => (await w.json(w.admin, 'GET', `/api/web-publish/content/detail?id=${id}`)).json().data.status;

  it('is invisible to readers before its time, listed as scheduled, and goes live once at its time', async () => {
    const web = await w.column('定时-网站');
    const app = await w.column('定时-APP', 'app');
    const earlier = await w.released('定时栏目里先发的稿件', web);
    const title = '禁发期内的独家报道';
    const id = await w.approved(doc(title, '<p>禁发期正文</p>'));
    const statistics = async () => (await w.json(w.admin, 'POST', '/api/release/statistics')).json().data;
    const statsBefore = await statistics();
    const publishAt = Date.now() + 2 * HOUR;
    const res = await put([id], [web, app], `?publishAt=${publishAt}`);
    expect200(res);
    expect(res.json().msg).toBe('已定时发布');

    expect(await readerSees(w, id, title)).toEqual(HIDDEN);
    const listed = (await releasesOf(web)).find((r: { contentId: number }) => r.contentId === id);
    expect(listed).toMatchObject({ state: 'scheduled', publishAt, createTime: publishAt });
    expect((await releasesOf(web)).find((r: { contentId: number }) => r.contentId === earlier)).toMatchObject({ state: 'live' });
    expect(listed.takeDownAt).toBeUndefined();
    // What goes live is the approved version: the item is 已发布 (an edit becomes a pending update).
    expect(await status(id)).toBe(4);
    expect(await notes(id)).toContain('定时发布');
    // Not counted in the publish statistics until it is live.
    expect(await statistics()).toEqual(statsBefore);
    const jobs = await w.s.app.repos.scheduledJobs.ofRefs(w.tenantId, RELEASE_JOBS.publish, [id]);
    expect(jobs.map((j) => Number(j.due_at))).toEqual([publishAt]);

    // Not yet: a run before its time changes nothing.
    await runDueJobs(w.s.app, publishAt - 1);
    expect(await readerSees(w, id, title)).toEqual(HIDDEN);

    expect(await runDueJobs(w.s.app, publishAt + 5)).toBe(1);
    expect(await readerSees(w, id, title)).toEqual(SHOWN);
    const news = (await w.json(undefined, 'GET', `${NEWS}/${id}`)).json().data;
    expect(news).toMatchObject({ title, publishTime: publishAt });
    const live = await releasesOf(web);
    // First in its column (order), live, release time = the scheduled time.
    expect(live[0]).toMatchObject({ contentId: id, state: 'live', createTime: publishAt });
    expect(live[0].publishAt).toBeUndefined();
    expect((await releasesOf(app))[0]).toMatchObject({ contentId: id, state: 'live' });
    // Once: nothing left to run, one 发布 in the history.
    expect(await runDueJobs(w.s.app, publishAt + 10)).toBe(0);
    expect((await notes(id)).filter((n) => n === '发布')).toHaveLength(1);
    expect(await w.s.app.repos.scheduledJobs.ofRefs(w.tenantId, RELEASE_JOBS.publish, [id])).toEqual([]);
  });

  it('a scheduled take-down takes the release down as deleteRelease does (no release left: shelved)', async () => {
    const web = await w.column('定时下架-网站');
    const title = '到点下架的稿件';
    const id = await w.approved(doc(title));
    const takeDownAt = Date.now() + 3 * HOUR;
    expect200(await put([id], [web], `?takeDownAt=${takeDownAt}`));
    expect(await readerSees(w, id, title)).toEqual(SHOWN);
    expect((await releasesOf(web))[0]).toMatchObject({ contentId: id, state: 'live', takeDownAt });
    await runDueJobs(w.s.app, takeDownAt - 1);
    expect(await readerSees(w, id, title)).toEqual(SHOWN);
    expect(await runDueJobs(w.s.app, takeDownAt)).toBe(1);
    expect(await readerSees(w, id, title)).toEqual(HIDDEN);
    expect(await releasesOf(web)).toEqual([]);
    expect(await status(id)).toBe(5);
    expect(await notes(id)).toContain('下架');
  });

  it('publish and take-down both scheduled: hidden, live, then gone', async () => {
    const web = await w.column('定时上下架');
    const title = '限时展示的稿件';
    const id = await w.approved(doc(title));
    const publishAt = Date.now() + 4 * HOUR;
    const takeDownAt = publishAt + HOUR;
    expect200(await put([id], [web], `?publishAt=${publishAt}&takeDownAt=${takeDownAt}`));
    expect((await releasesOf(web))[0]).toMatchObject({ state: 'scheduled', publishAt, takeDownAt });
    expect(await readerSees(w, id, title)).toEqual(HIDDEN);
    await runDueJobs(w.s.app, publishAt);
    expect(await readerSees(w, id, title)).toEqual(SHOWN);
    await runDueJobs(w.s.app, takeDownAt);
    expect(await readerSees(w, id, title)).toEqual(HIDDEN);
    expect(await status(id)).toBe(5);
  });

  it('deleteRelease of a scheduled release cancels it: nothing goes live at its time', async () => {
    const web = await w.column('取消定时');
    const title = '取消了定时的稿件';
    const id = await w.approved(doc(title));
    const publishAt = Date.now() + 5 * HOUR;
    const releaseIds = (await put([id], [web], `?publishAt=${publishAt}`)).json().data.releaseIds;
    expect200(await w.json(w.admin, 'POST', '/api/release/deleteRelease', { releaseArray: releaseIds }));
    expect(await releasesOf(web)).toEqual([]);
    await runDueJobs(w.s.app, publishAt + 1);
    expect(await readerSees(w, id, title)).toEqual(HIDDEN);
    expect(await releasesOf(web)).toEqual([]);
    expect(await status(id)).toBe(5);
    expect(await notes(id)).not.toContain('发布');
  });

  it('an item of another tenant cannot be scheduled, and its schedule is not listed', async () => {
    const web = await w.column('别家定时');
    const id = await w.approved(doc('别家不能定时'));
    const res = await w.json(w.other, 'PUT', `/api/release/${id}&${web}&1?publishAt=${Date.now() + HOUR}`);
    expect(res.statusCode).toBe(404);
    expect((await w.json(w.other, 'GET', '/api/release?pageSize=50')).json().data.list).toEqual([]);
  });

  it('bad schedules answer 400 with a Chinese message and write nothing', async () => {
    const web = await w.column('定时校验');
    const id = await w.approved(doc('校验定时的稿件'));
    const now = Date.now();
    const cases: [string, string][] = [
      [`?publishAt=abc`, SCHEDULE_TEXTS.publishAtInvalid],
      [`?publishAt=-5`, SCHEDULE_TEXTS.publishAtInvalid],
      [`?publishAt=1.5e12`, SCHEDULE_TEXTS.publishAtInvalid],
      [`?takeDownAt=tomorrow`, SCHEDULE_TEXTS.takeDownAtInvalid],
      [`?publishAt=${now - 5 * 60_000}`, SCHEDULE_TEXTS.publishAtPast],
      [`?publishAt=${now + 400 * 86_400_000}`, SCHEDULE_TEXTS.publishAtTooFar],
      [`?takeDownAt=${now - 1000}`, SCHEDULE_TEXTS.takeDownAtPast],
      [`?takeDownAt=${now + 400 * 86_400_000}`, SCHEDULE_TEXTS.takeDownAtTooFar],
      [`?publishAt=${now + 2 * HOUR}&takeDownAt=${now + HOUR}`, SCHEDULE_TEXTS.takeDownBeforePublish],
      [`?publishAt=${now + 2 * HOUR}&takeDownAt=${now + 2 * HOUR}`, SCHEDULE_TEXTS.takeDownBeforePublish],
    ];
    for (const [query, msg] of cases) {
      const res = await put([id], [web], query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).not.toBe(200);
      expect(res.json().msg, query).toContain(msg);
    }
    expect(await releasesOf(web)).toEqual([]);
    expect(await status(id)).toBe(3);
    expect(await w.s.app.repos.scheduledJobs.ofRefs(w.tenantId, RELEASE_JOBS.publish, [id])).toEqual([]);
    expect(await w.s.app.repos.scheduledJobs.ofRefs(w.tenantId, RELEASE_JOBS.takeDown, [id])).toEqual([]);
    // Within the tolerance (a clock a little behind): released now.
    expect200(await put([id], [web], `?publishAt=${Date.now() - 20_000}`));
    expect((await releasesOf(web))[0]).toMatchObject({ contentId: id, state: 'live' });
  });
});
