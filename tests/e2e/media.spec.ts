import { expect, test, type Page } from '@playwright/test';
import { apiLogin, login, signIn } from './support/login';
import { docShot } from './support/doc-shot';

// Media libraries and live channels in the real console against the real server, whose demo
// tenant was seeded at start-up with real clips (server/seed/media-seed.ts). Other specs share
// the server, so assertions name their own files and channels instead of counting rows.

const LIBRARY = '/contentManagement/filelibrary';
const CHANNELS = '/contentManagement/cloudLiveBroadcast/channel';

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function fileId(page: Page, keyword: string): Promise<number> {
  const { token } = await apiLogin(page);
  const res = await page.request.get(`/api/web-manager/file/manager/page?pageIndex=1&pageSize=5&keyword=${encodeURIComponent(keyword)}`, { headers: { token } });
  return (await res.json()).data.list[0].fileId;
}

test.describe('media library', () => {
  test('browses the libraries, searches and switches views', async ({ page }) => {
    await signIn(page);
    await page.goto(LIBRARY);
    const nav = page.getByRole('navigation', { name: '文件库' });
    await expect(nav.getByRole('button', { name: /^公共资源库/ })).toHaveAttribute('aria-current', 'true');
    await expect(card(page, '新闻联播片头.mp4')).toBeVisible();
    await nav.getByRole('button', { name: /^专题节目/ }).click();
    await expect(card(page, '专题报道：乡村振兴.mp4')).toBeVisible();
    await expect(card(page, '新闻联播片头.mp4')).toHaveCount(0);
    await nav.getByRole('button', { name: /^新闻中心/ }).click();
    for (const name of ['城市风光宣传片.mp4', '天气预报.mp4', '专题报道：乡村振兴.mp4']) await expect(card(page, name)).toBeVisible();
    // Covers are real images served through signed URLs.
    const cover = card(page, '天气预报.mp4').locator('img');
    await expect(cover).toHaveJSProperty('complete', true);
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await expect(page.getByRole('region', { name: '存储概览' })).toBeVisible();
    await docShot(page, 'media-library-grid.png');

    const search = page.getByRole('searchbox', { name: '搜索文件名称' });
    await search.fill('天气');
    await search.press('Enter');
    await expect(card(page, '天气预报.mp4')).toBeVisible();
    await expect(card(page, '城市风光宣传片.mp4')).toHaveCount(0);
    await search.fill('不存在的文件');
    await search.press('Enter');
    await expect(page.getByText('没有找到匹配的文件')).toBeVisible();
    await search.fill('');
    await expect(card(page, '城市风光宣传片.mp4')).toBeVisible();

    await page.getByRole('button', { name: '列表视图' }).click();
    const table = page.getByTestId('file-table');
    await expect(table.getByRole('row', { name: /天气预报\.mp4/ })).toContainText('0:12');
  });

  test('renames, deletes into the recycle bin and restores', async ({ page }) => {
    await signIn(page);
    await page.goto(LIBRARY);
    await expect(card(page, '彩条测试信号.mp4')).toBeVisible();
    await page.getByRole('button', { name: '操作：彩条测试信号.mp4' }).click();
    await page.getByRole('menuitem', { name: '重命名' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('文件名称').fill('a/b.mp4');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('名称不能包含 / 或 \\ 等特殊字符')).toBeVisible();
    await dialog.getByLabel('文件名称').fill('彩条信号-已改名.mp4');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('重命名成功')).toBeVisible();
    await expect(card(page, '彩条信号-已改名.mp4')).toBeVisible();

    await page.getByRole('button', { name: '操作：彩条信号-已改名.mp4' }).click();
    await page.getByRole('menuitem', { name: '删除' }).click();
    await expect(page.getByRole('dialog')).toContainText('确定将选中的 1 个文件移入回收站吗？');
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('已移入回收站')).toBeVisible();
    await expect(card(page, '彩条信号-已改名.mp4')).toHaveCount(0);

    await page.getByRole('navigation', { name: '文件库' }).getByRole('button', { name: /^回收站/ }).click();
    await expect(page).toHaveURL(/\/filelibrary\/recycle$/);
    await page.getByRole('button', { name: '还原：彩条信号-已改名.mp4' }).click();
    await expect(page.getByText('还原成功')).toBeVisible();
    await expect(page.getByRole('button', { name: '还原：彩条信号-已改名.mp4' })).toHaveCount(0);
    await page.getByRole('button', { name: '返回文件库' }).click();
    await expect(card(page, '彩条信号-已改名.mp4')).toBeVisible();

    // Other specs share this server and build schedules from the seeded clip by name: put it back.
    const { token } = await apiLogin(page);
    const restored = await page.request.post('/api/web-manager/file/manager/rename', {
      headers: { token },
      form: { fileId: String(await fileId(page, '彩条信号-已改名')), fileName: '彩条测试信号.mp4' },
    });
    expect((await restored.json()).code).toBe(200);
  });

  test('uploads into the library on screen: files dropped on it, and the 上传文件 button by keyboard; 存储概览 follows', async ({ page }) => {
    await signIn(page);
    await page.goto(LIBRARY);
    const nav = page.getByRole('navigation', { name: '文件库' });
    await nav.getByRole('button', { name: /^专题节目/ }).click();
    await expect(card(page, '专题报道：乡村振兴.mp4')).toBeVisible();
    const overview = page.getByRole('region', { name: '存储概览' });
    const fileCount = async () => Number(/(\d+) 个文件/.exec((await overview.textContent()) ?? '')?.[1]);
    const before = await fileCount();
    // unique names and contents: neither an instant upload nor a name taken by an earlier run
    const stamp = `${Date.now()}`;
    const dropped = `拖放上传-${stamp}.mp4`;
    const chosen = `按钮上传-${stamp}.mp4`;

    // files dragged over the file area show the drop zone naming the library; dropping them uploads there
    const dataTransfer = await page.evaluateHandle(({ name, body }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([body], name, { type: 'video/mp4' }));
      return dt;
    }, { name: dropped, body: `drop ${stamp} `.repeat(2000) });
    await page.dispatchEvent('[data-testid="file-area"]', 'dragenter', { dataTransfer });
    const zone = page.getByTestId('drop-zone');
    await expect(zone).toContainText('松开鼠标上传到「专题节目」');
    await docShot(page, 'media-library-drop.png');
    await zone.dispatchEvent('drop', { dataTransfer });
    await expect(zone).toBeHidden();
    // the upload manager takes them (it closes by itself about a second after the last transfer)
    await expect(card(page, dropped)).toBeVisible({ timeout: 30_000 });
    await expect.poll(fileCount).toBeGreaterThan(before);
    const popup = page.getByTestId('upload-manager');
    await expect(popup).toBeHidden();

    // the button, by keyboard: it opens the file chooser, and the file lands in the same library
    const button = page.getByRole('button', { name: '上传文件' });
    await button.focus();
    await docShot(page, 'media-library-upload-button.png');
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: chosen, mimeType: 'video/mp4', buffer: Buffer.from(`chosen ${stamp} `.repeat(2000)) });
    await expect(card(page, chosen)).toBeVisible({ timeout: 30_000 });
  });

  test('plays a preview and seeks (range requests)', async ({ page }) => {
    await login(page);
    const id = await fileId(page, '城市风光');
    const ranged: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/web-manager/media/') && r.status() === 206) ranged.push(r.status());
    });
    await page.goto(`${LIBRARY}/preview?fileId=${id}`);
    const video = page.getByTestId('preview-video');
    await expect(video).toBeVisible();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(30);
    const after = await video.evaluate(
      (v: HTMLVideoElement) =>
        new Promise<number>((resolve) => {
          v.addEventListener('seeked', () => resolve(v.currentTime), { once: true });
          v.currentTime = 21.5;
        }),
    );
    expect(after).toBeCloseTo(21.5, 0);
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(21.5, 0);
    expect(ranged.length).toBeGreaterThan(0);
    await expect(page.getByText('426×240')).toBeVisible();
    await docShot(page, 'media-preview.png');
  });
});

test.describe('live channels', () => {
  test('lists channels, creates one with validation and edits it', async ({ page }) => {
    await signIn(page);
    await page.goto(CHANNELS);
    const row = (name: string) => page.getByTestId('channel-row').filter({ hasText: name });
    await expect(row('新闻综合频道直播')).toContainText('直播中');
    await expect(row('体育赛事转播')).toContainText('拉流中');
    await docShot(page, 'media-channels.png');

    await page.getByRole('button', { name: '新建通道' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('请输入通道名称')).toBeVisible();
    await dialog.getByLabel('通道名称').fill('端到端测试通道');
    await dialog.getByRole('radio', { name: '拉流' }).check();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('拉流通道需要填写拉流地址')).toBeVisible();
    await dialog.getByLabel('拉流地址').fill('ftp://bad');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText(/拉流地址需以/)).toBeVisible();
    await dialog.getByLabel('拉流地址').fill('rtmp://source.example.com/live/e2e');
    await dialog.getByLabel('通道状态').selectOption('1');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('新增成功')).toBeVisible();
    await expect(row('端到端测试通道')).toContainText('拉流中');
    await expect(row('端到端测试通道')).toContainText('rtmp://source.example.com/live/e2e');

    await page.getByRole('button', { name: '编辑：端到端测试通道' }).click();
    await expect(dialog.getByLabel('通道名称')).toHaveValue('端到端测试通道');
    await dialog.getByLabel('通道名称').fill('端到端测试通道（改）');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('修改成功')).toBeVisible();
    await expect(row('端到端测试通道（改）')).toBeVisible();

    await page.getByRole('button', { name: '删除：端到端测试通道（改）' }).click();
    await expect(page.getByRole('dialog')).toContainText('确定删除直播通道“端到端测试通道（改）”吗？');
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(row('端到端测试通道（改）')).toHaveCount(0);
  });
});

test.describe('libraries', () => {
  test('adds a group library with a child, renames and deletes them', async ({ page }) => {
    await signIn(page);
    await page.goto(LIBRARY);
    const nav = page.getByRole('navigation', { name: '文件库' });
    await nav.getByRole('button', { name: '新建组资源库' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('请输入名称')).toBeVisible();
    await dialog.getByLabel('文件库名称').fill('端到端组库');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(nav.getByRole('button', { name: /^端到端组库/ })).toBeVisible();
    await nav.getByRole('button', { name: '操作：端到端组库' }).click();
    await page.getByRole('menuitem', { name: '添加子库' }).click();
    await dialog.getByLabel('文件库名称').fill('端到端子库');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(nav.getByRole('button', { name: /^端到端子库/ })).toBeVisible();
    // A group library with a child cannot be deleted: the server's message is shown.
    await nav.getByRole('button', { name: '操作：端到端组库' }).click();
    await page.getByRole('menuitem', { name: '删除文件库' }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('请先删除该文件库的子库')).toBeVisible();
    await dialog.getByRole('button', { name: '取消' }).click();
    await nav.getByRole('button', { name: '操作：端到端子库' }).click();
    await page.getByRole('menuitem', { name: '重命名文件库' }).click();
    await dialog.getByLabel('文件库名称').fill('端到端子库二');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(nav.getByRole('button', { name: /^端到端子库二/ })).toBeVisible();
    await nav.getByRole('button', { name: '操作：端到端子库二' }).click();
    await page.getByRole('menuitem', { name: '删除文件库' }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(nav.getByRole('button', { name: /^端到端子库二/ })).toHaveCount(0);
    await nav.getByRole('button', { name: '操作：端到端组库' }).click();
    await page.getByRole('menuitem', { name: '删除文件库' }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(nav.getByRole('button', { name: /^端到端组库/ })).toHaveCount(0);
  });
});

test.describe('file tags', () => {
  test('manages tags and tags a file', async ({ page }) => {
    await signIn(page);
    await page.goto(LIBRARY);
    await expect(card(page, '新闻联播片头.mp4')).toBeVisible();
    await page.getByRole('button', { name: '标签', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '标签管理' });
    await dialog.getByLabel('新标签名称').fill('a/b');
    await dialog.getByRole('button', { name: '添加' }).click();
    await expect(dialog.getByText('标签名称不能包含逗号、/ 或 \\')).toBeVisible();
    await dialog.getByLabel('新标签名称').fill('端到端标签');
    await dialog.getByRole('button', { name: '添加' }).click();
    await expect(dialog.getByRole('listitem', { name: '端到端标签' })).toBeVisible();
    await dialog.getByRole('button', { name: '置顶：端到端标签' }).click();
    await expect(dialog.getByRole('button', { name: '取消置顶：端到端标签' })).toBeVisible();
    await dialog.getByRole('button', { name: '关闭' }).click();

    await page.getByRole('button', { name: '操作：新闻联播片头.mp4' }).click();
    await page.getByRole('menuitem', { name: '设置标签' }).click();
    await page.getByRole('dialog').getByLabel('标签').fill('端到端标签,头条');
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await card(page, '新闻联播片头.mp4').getByRole('button', { name: /预览/ }).click();
    await expect(page.getByText('端到端标签,头条')).toBeVisible();
  });
});
