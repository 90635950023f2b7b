// Rows for the signed-in walk (walk.spec.ts), made through the API before its visits, so axe checks
// screens with data on them and not only empty states: a TV channel with a day of entries today (the
// programme editor is opened on it) and a message of every type for the administrator (the message
// centre's lists); the previews are opened on a released item. The seed already gives the
// libraries their files and the content, interaction and shop lists their rows.
import { expect, type APIRequestContext } from '@playwright/test';
import { MESSAGE_TYPES } from '../../../shared/message-types.js';
import { ADMIN_PASSWORD } from './login.js';

/** The editor's path (schedule/program-edit), opened on the walk's channel. */
export const PROGRAM_EDIT_PATH = '/contentManagement/cloudLiveBroadcast/programEdit';

/** The week view (schedule/program-week), opened on the walk's channel and day. */
const PROGRAM_WEEK_PATH = '/contentManagement/cloudLiveBroadcast/programWeek';

/** Entries of the walk's day: more than the editor's table shows at once. */
const ENTRIES = 14;
const HALF_HOUR = 1800;

const hms = (s: number) => [Math.floor(s / 3600), Math.floor(s / 60) % 60, s % 60].map((n) => String(n).padStart(2, '0')).join(':');

/** Today in the browser's time zone (playwright.config.ts: Asia/Shanghai), as the editor opens it. */
function todayInShanghai(): { day: string; dashed: string } {
  const dashed = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  return { day: dashed.replaceAll('-', ''), dashed };
}

async function ok(answer: Promise<{ json(): Promise<unknown> }>) {
  const body = (await (await answer).json()) as { code: number; data: unknown };
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data;
}

export interface WalkData {
  /** route-tree path → the address the walk opens instead (the screen with a record on it) */
  opened: Map<string, string>;
  /** the released item the {id} spec routes and the previews show */
  news: number;
}

/** Makes the walk's rows on the server `request` talks to. */
export async function walkData(request: APIRequestContext): Promise<WalkData> {
  const login = (await ok(request.post('/api/web-basic/login/back/remix', { form: { domainName: 'demo', account: 'admin', password: ADMIN_PASSWORD } }))) as { token: string; webUserId: number };
  const headers = { token: login.token };
  // a channel of its own, so no other spec's channel gets a day it does not expect (named anew each
  // time: a worker restarted after a failure makes its rows again on the same server)
  const name = `无障碍检查频道${Date.now().toString(36)}`;
  const channel = (await ok(request.post('/api/web-manager/live/tv/add', { form: { liveTvName: name }, headers }))) as { liveTvId: number };
  const { day, dashed } = todayInShanghai();
  const list = Array.from({ length: ENTRIES }, (_, i) => {
    const [from, to] = [i * HALF_HOUR, (i + 1) * HALF_HOUR];
    const live = i % 4 === 3;
    return {
      liveTvId: channel.liveTvId, livePlayDay: day, livePlayTime: `${dashed} ${hms(from)}`, liveEndTime: `${dashed} ${hms(to)}`,
      livePlaybackFlag: 0, liveProgramId: i + 1, liveProgramName: live ? `直播连线 ${i + 1}` : `新闻节目 ${i + 1}`, liveProgramTimeLength: HALF_HOUR,
      liveProgramType: 0, liveTvType: 3, liveProgramAddresstype: live ? 2 : 1, liveProgramAddress: `/v/${i + 1}`, startTime: hms(from), endTime: hms(to),
      fileDuration: HALF_HOUR,
    };
  });
  await ok(request.post('/api/web-manager/live/program/add', { headers, data: { liveTvId: channel.liveTvId, livePlayDay: day, revision: 0, list } }));
  // one notice of every message type to the administrator: every list of the message centre has a row
  for (const t of MESSAGE_TYPES) {
    await ok(
      request.post('/api/web-manager/message/manager/msg/send', {
        headers,
        form: { userIds: String(login.webUserId), msgType: String(t.msgType), title: `无障碍检查：${t.name}消息`, viewContent: `一条${t.name}消息，供无障碍检查的列表使用。` },
      }),
    );
  }
  // the previews of a released item (the seed's), as the spec routes open them
  const release = ((await ok(request.get('/api/release?pageSize=1', { headers }))) as { list: { contentId: number }[] }).list[0];
  const news = release?.contentId ?? 1;
  const opened = new Map([
    [PROGRAM_EDIT_PATH, `${PROGRAM_EDIT_PATH}?liveTvId=${channel.liveTvId}`],
    [PROGRAM_WEEK_PATH, `${PROGRAM_WEEK_PATH}?liveTvId=${channel.liveTvId}&day=${day}`],
    ['/review/preview', `/review/preview?id=${news}`],
    ['/review/previewCopy', `/review/previewCopy?id=${news}`],
  ]);
  return { opened, news };
}
