import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiLogin, login } from './support/login';
import { docShot } from './support/doc-shot';
import { seriousViolations } from './support/axe';

// Loss of signal (docs/signal.md): the server's checker reads the HLS playlists of a directory
// this test controls (SIGNAL_HLS_DIR in playwright.config.ts). A live push channel whose playlist
// stops moving shows 无信号 on its monitor tile and sends a 预警 message; moving again, 信号恢复.

const MONITOR = '/cloudLiveBroadcast/channelMinitor';

test('a stream that stops shows 无信号 on the monitor and a 预警 message; 信号恢复 when it moves again', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page);
  const { token } = await apiLogin(page);
  const name = `信号测试${Date.now() % 100_000}`;
  const made = await (await page.request.post('/api/web-manager/live/passageway/add', { headers: { token }, form: { livePwName: name, passagewayType: '0', passagewayState: '2' } })).json();
  const id = made.data.passagewayId as number;
  const playKey = /\/live\/([A-Za-z0-9_-]+)\.m3u8$/.exec(made.data.liveHlsPlayPath as string)![1]!;
  const dir = path.join(process.env.E2E_DATA_DIR!, 'hls');
  fs.mkdirSync(dir, { recursive: true });
  let seq = 0;
  /** The live server writes a new segment into the playlist. */
  const segment = () => {
    seq += 1;
    fs.writeFileSync(path.join(dir, `${playKey}.m3u8`), `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXT-X-MEDIA-SEQUENCE:${seq}\n#EXTINF:2.0,\n${seq}.ts\n`);
  };
  const stateOf = async () => {
    const answer = await (await page.request.get('/api/web-manager/live/signal', { headers: { token } })).json();
    return (answer.data.list as { passagewayId: number; state: string }[]).find((c) => c.passagewayId === id)?.state;
  };
  // Live: a segment a second (the live server at work) while the monitor opens.
  segment();
  const live = setInterval(segment, 1000);
  try {
    await expect.poll(stateOf, { timeout: 30_000 }).toBe('up');
    await page.goto(MONITOR);
    await expect(page.getByTestId(`monitor-tile-${id}`)).toHaveAttribute('data-signal', 'up');
  } finally {
    clearInterval(live);
  }
  const tile = page.getByTestId(`monitor-tile-${id}`);
  await expect(page.getByTestId('monitor-sound')).not.toBeChecked();
  // The stream stops: the playlist no longer moves; the socket tells the open monitor.
  await expect(tile.getByTestId('monitor-signal')).toHaveText('无信号', { timeout: 30_000 });
  await expect(tile).toHaveAttribute('data-signal', 'down');
  await page.getByRole('button', { name: new RegExp(`^监看中?：${name}$`) }).click();
  await expect(page.getByTestId('monitor-player-signal')).toContainText('无信号');
  await docShot(page, 'live-signal-lost.png');
  expect(await seriousViolations(page)).toEqual([]);

  // It comes back: 信号恢复 on the tile.
  await expect.poll(async () => (segment(), stateOf()), { timeout: 30_000 }).toBe('up');
  await expect(tile.getByTestId('monitor-signal')).toHaveText('信号恢复');

  // The 预警 messages, newest first.
  await page.goto('/message/warning/list');
  await expect(page.getByText(`信号恢复：${name}`)).toBeVisible();
  await expect(page.getByText(`无信号：${name}`)).toBeVisible();
});
