import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, apiLogin, login, signIn } from './support/login';
import { docShot } from './support/doc-shot';

// Real-time messages end to end: two users in two browser contexts, the live view with staff
// moderation, and sockets that come back after the server process is killed and restarted.

const EDITOR = { account: 'rt-editor', password: 'User_123' };

/** A live channel row (the live-channel screens are another area's; this test needs only a row). */
function addChannel(dataDir: string, name: string): number {
  const db = new Database(path.join(dataDir, 'console.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const tenant = db.prepare("select id from tenants where domain_name = 'demo'").get() as { id: number };
    const now = Date.now();
    const server = db
      .prepare('insert into live_servers (tenant_id, name, host, rtmp_port, http_port, port_min, port_max, max_channels, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run(tenant.id, '直播服务器', '127.0.0.1', 1935, 8000, 10000, 10100, 10, now);
    const row = db
      .prepare('insert into live_passageways (tenant_id, server_id, name, type, state, port, stream_key, pull_url, equipment, description, created_at, updated_at) values (?, ?, ?, 0, 2, 10001, ?, ?, \'\', \'\', ?, ?)')
      .run(tenant.id, server.lastInsertRowid, name, `rt${now}`, '', now, now);
    return Number(row.lastInsertRowid);
  } finally {
    db.close();
  }
}

/** The channel's opaque public id, the one /liveView?passagewayId= takes. */
async function publicIdOf(page: Page, channelId: number): Promise<string> {
  const admin = await apiLogin(page);
  const res = await page.request.get('/api/web-manager/live/view/channels', { headers: { token: admin.token } });
  const list = (await res.json()).data as { passagewayId: number; publicId: string }[];
  return list.find((c) => c.passagewayId === channelId)!.publicId;
}

async function ensureEditor(page: Page) {
  const admin = await apiLogin(page);
  const res = await page.request.post('/api/web-conf/user/manager/add', {
    form: { account: EDITOR.account, name: '编辑小王', password: EDITOR.password },
    headers: { token: admin.token },
  });
  expect([200, 409]).toContain(res.status());
  return admin;
}

async function newPage(browser: Browser, baseURL?: string) {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  return context.newPage();
}

test('a notice sent by the administrator raises the other user’s badge without a reload; mark all read zeroes it', async ({ browser, page }) => {
  await ensureEditor(page);
  const editor = await newPage(browser);
  await login(editor, EDITOR);
  const bell = editor.getByTestId('message-bell');
  await expect(bell).toHaveAttribute('data-socket', 'open');
  await expect(editor.getByTestId('message-badge')).toHaveCount(0);

  await signIn(page);
  await page.goto('/message/send');
  await page.getByRole('button', { name: '发送通知' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('接收人').selectOption({ label: '编辑小王（rt-editor）' });
  await dialog.getByLabel('消息类型').selectOption({ label: '预警' });
  await dialog.getByLabel('标题').fill('暴雨预警');
  await dialog.getByLabel('内容').fill('今晚有暴雨，请注意安排外拍');
  await dialog.getByRole('button', { name: '发送' }).click();
  await expect(page.getByTestId('toast')).toContainText('已发送给1位用户');

  // The editor's page was not reloaded: the socket pushed it.
  await expect(editor.getByTestId('message-badge')).toHaveText('1');
  await expect(editor.getByTestId('message-notification')).toContainText('暴雨预警');
  await bell.click();
  const centre = editor.getByTestId('message-centre');
  await expect(centre).toContainText('今晚有暴雨，请注意安排外拍');
  await expect(editor.getByTestId('message-type-7')).toContainText('1');
  await docShot(editor, 'realtime-bell-open.png');
  await centre.getByRole('button', { name: '全部已读' }).click();
  await expect(editor.getByTestId('toast')).toContainText('全部消息已标记为已读');
  await expect(editor.getByTestId('message-badge')).toHaveCount(0);

  // Each type opens its list; the message is there, read.
  await editor.getByTestId('message-type-7').click();
  await expect(editor).toHaveURL(/\/message\/warning\/list$/);
  const row = editor.getByTestId('message-row').first();
  await expect(row).toContainText('暴雨预警');
  await expect(row).toContainText('已读');
  await docShot(editor, 'realtime-message-list.png');
  await row.getByRole('button', { name: '删除' }).click();
  await editor.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(editor.getByText('暂无消息')).toBeVisible();

  // A message with an item: one click in the bell opens the item and marks the message read.
  const { token } = await apiLogin(page);
  const recipients = (await (await page.request.get('/api/web-manager/message/manager/msg/users', { headers: { token } })).json()).data as { webUserId: number; account: string }[];
  const editorId = recipients.find((r) => r.account === EDITOR.account)!.webUserId;
  const sent = await page.request.post('/api/web-manager/message/manager/msg/send', {
    headers: { token },
    form: { userIds: String(editorId), msgType: 7, title: '值班安排', viewContent: '请查看控制台的值班表', link: '/dashboard/index' },
  });
  expect((await sent.json()).code).toBe(200);
  await expect(editor.getByTestId('message-badge')).toHaveText('1');
  await bell.click();
  await centre.getByTestId('bell-message').filter({ hasText: '值班安排' }).click();
  await expect(editor).toHaveURL(/\/dashboard\/index$/);
  await expect(editor.getByTestId('message-badge')).toHaveCount(0);
  await editor.context().close();
});

test('a viewer’s question reaches staff live; pinned, it moves to the pinned list on the live view', async ({ browser, page }) => {
  const channelId = addChannel(process.env.E2E_DATA_DIR!, '新闻综合频道');
  const viewer = await newPage(browser);
  await viewer.goto(`/liveView?passagewayId=${await publicIdOf(page, channelId)}`);
  await expect(viewer.getByRole('heading', { name: '新闻综合频道' })).toBeVisible();
  await expect(viewer.getByTestId('live-qa')).toHaveAttribute('data-open', 'true');

  await signIn(page);
  await page.goto('/contentManagement/cloudLiveBroadcast/liveMessages');
  await page.getByLabel('直播通道').selectOption({ label: '新闻综合频道' });
  const panel = page.getByTestId('live-moderation');
  await expect(panel).toHaveAttribute('data-open', 'true');

  await viewer.getByLabel('昵称').fill('小李');
  await viewer.getByLabel('我的问题').fill('今晚的新闻几点开始？');
  await viewer.getByRole('button', { name: '提问' }).click();
  await expect(viewer.getByTestId('live-notice')).toContainText('您的提问已提交');

  const question = panel.getByTestId('live-item').filter({ hasText: '今晚的新闻几点开始？' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: '置顶' }).click();
  await expect(viewer.getByTestId('live-pinned')).toContainText('今晚的新闻几点开始？');
  await expect(viewer.getByTestId('live-normal')).not.toContainText('今晚的新闻几点开始？');

  const pinned = panel.getByTestId('live-pinned-item').filter({ hasText: '今晚的新闻几点开始？' });
  await pinned.getByRole('textbox').fill('晚上七点整');
  await pinned.getByRole('button', { name: '回复' }).click();
  await expect(viewer.getByTestId('live-normal')).toContainText('晚上七点整');
  await expect(viewer.getByTestId('live-normal')).toContainText('小李：今晚的新闻几点开始？');
  // The notice vanished by itself (3000 ms).
  await expect(viewer.getByTestId('live-notice')).toHaveCount(0);
  await docShot(viewer, 'realtime-live-view.png');
  await docShot(page, 'realtime-moderation.png');
  await viewer.context().close();
});

// A server process of this test's own (its own port and data directory), killed and started
// again: the console's sockets reconnect by themselves.
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

function startOwnServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist-server/server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD, WEB_DIR: process.env.E2E_WEB_DIR ?? path.resolve('dist'), LOG_LEVEL: 'warn', REDIS_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('is running')) resolve(child);
    });
  });
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

test('sockets reconnect after the server process is killed and restarted', async ({ browser }) => {
  // two starts of a server of its own (each migrates and seeds a fresh database) beside the
  // other worker's tests: more than the default minute on a loaded 2-core machine
  test.setTimeout(180_000);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-rt-'));
  const base = `http://127.0.0.1:${port}`;
  let server = await startOwnServer(port, dataDir);
  try {
    const channelId = addChannel(dataDir, '重启测试频道');
    const page = await newPage(browser, base);
    await login(page);
    const bell = page.getByTestId('message-bell');
    await expect(bell).toHaveAttribute('data-socket', 'open');
    const viewer = await newPage(browser, base);
    await viewer.goto(`/liveView?passagewayId=${await publicIdOf(page, channelId)}`);
    await expect(viewer.getByTestId('live-qa')).toHaveAttribute('data-open', 'true');

    await kill(server);
    await expect(bell).toHaveAttribute('data-socket', 'waiting');
    await expect(viewer.getByTestId('live-qa')).toHaveAttribute('data-open', 'false');
    server = await startOwnServer(port, dataDir);
    await expect(bell).toHaveAttribute('data-socket', 'open', { timeout: 30_000 });
    await expect(viewer.getByTestId('live-qa')).toHaveAttribute('data-open', 'true', { timeout: 30_000 });

    // The new sockets carry messages: a notice to everyone raises the badge by one (the seeded
    // newsroom may already have left notices for the administrator).
    const badge = page.getByTestId('message-badge');
    await expect(badge).toHaveText(/^\d+$/); // the seeded newsroom's notices, counted on reconnect
    const before = Number.parseInt((await badge.textContent()) ?? '0', 10);
    const admin = await apiLogin(page);
    const sent = await page.request.post('/api/web-manager/message/manager/msg/send', {
      form: { userIds: 'all', msgType: '0', title: '重启后', viewContent: '服务已恢复' },
      headers: { token: admin.token },
    });
    expect((await sent.json()).code).toBe(200);
    await expect(badge).toHaveText(String(Math.min(99, before + 1)));
    await viewer.getByLabel('我的问题').fill('重启后还能提问吗？');
    await viewer.getByRole('button', { name: '提问' }).click();
    await expect(viewer.getByTestId('live-normal')).toContainText('重启后还能提问吗？');
    await page.context().close();
    await viewer.context().close();
  } finally {
    await kill(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
