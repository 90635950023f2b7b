// Courses (docs/courses.md) end to end, against the real server: a classification is added on
// /courseClassification; a course is built on /courseAdd from library videos (the media picker
// with its library cascader), reordered and saved, and the server holds the videos in that
// order; a series on /seriesCoursesAdd orders two courses by dragging (keyboard drag on the
// handle, as the gallery editor), and the saved order is the one on screen.
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, login } from './support/login';
import { docShot } from './support/doc-shot';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const STAMP = Date.now().toString(36).slice(-5);
const CLASS = `新闻业务培训${STAMP}`;
const COURSE = `新闻采编入门${STAMP}`;
const SECOND = `演播室实务${STAMP}`;
const SERIES = `新员工系列课${STAMP}`;
const C = '/api/web-publish/course';

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { name: heading })).toBeVisible({ timeout: 45_000 });
}

test.describe('courses', () => {
  let page: Page;
  let token = '';
  const api = async (path: string, init: { method?: string; data?: unknown } = {}) => {
    const res = await page.request.fetch(`${C}${path}`, { method: init.method ?? 'GET', headers: { token }, ...(init.data ? { data: init.data } : {}) });
    return (await res.json()) as { code: number; msg: string; data: any };
  };
  const detailOf = async (name: string, kind: 'course' | 'series') => {
    const page1 = await api(`/page?kind=${kind}&keyword=${encodeURIComponent(name)}`);
    return (await api(`/detail?id=${page1.data.list[0].id}`)).data;
  };

  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext()).newPage();
    await login(page);
    token = (await apiLogin(page)).token;
  });

  test('adds a classification', async () => {
    await open(page, '/courseClassification', '课程分类');
    await page.getByRole('main').getByRole('button', { name: '新建分类' }).click();
    const dialog = page.getByRole('dialog', { name: '新建分类' });
    await dialog.getByLabel('分类名称').fill(CLASS);
    await dialog.getByLabel('排序').fill('1');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: CLASS })).toBeVisible();
    await docShot(page, 'courses-classes.png');
  });

  test('builds a course from library videos, in the order chosen on screen', async () => {
    await open(page, '/courseManagement', '课程管理');
    await page.getByRole('main').getByRole('button', { name: '新建课程' }).click();
    await expect(page).toHaveURL(/\/courseAdd$/);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: '保存' }).click();
    await expect(main.getByRole('alert')).toHaveText('请输入课程名称');
    await page.getByLabel('课程名称').fill(COURSE);
    await main.getByRole('button', { name: '保存' }).click();
    await expect(main.getByRole('alert')).toHaveText('请至少选择一个视频');
    await main.getByRole('combobox', { name: '分类' }).click();
    await page.getByRole('option', { name: CLASS }).click();
    await page.getByLabel('简介').fill('新闻片头与彩条：从媒体库挑选的两段视频');

    await main.getByRole('button', { name: '从媒体库添加视频' }).click();
    const picker = page.getByRole('dialog', { name: '选择视频' });
    await picker.getByRole('button', { name: /^文件库：/ }).click();
    await page.getByRole('menuitemradio', { name: '公共资源库' }).first().click();
    await picker.getByRole('option', { name: /新闻联播片头/ }).click();
    await picker.getByRole('option', { name: /彩条测试信号/ }).click();
    await picker.getByRole('button', { name: '选择', exact: true }).click();
    await expect(picker).toBeHidden();
    const names = page.getByTestId('course-item-name');
    await expect(names).toHaveText([/新闻联播片头/, /彩条测试信号/]);
    // the bars first
    await main.getByRole('button', { name: /^上移：彩条测试信号/ }).click();
    await expect(names).toHaveText([/彩条测试信号/, /新闻联播片头/]);
    await docShot(page, 'courses-edit.png', { fullPage: true });
    await main.getByRole('button', { name: '保存' }).click();
    await expect(page).toHaveURL(/\/courseManagement$/);
    const row = page.getByRole('row').filter({ hasText: COURSE });
    await expect(row).toContainText(CLASS);
    await expect(row).toContainText('2');
    await docShot(page, 'courses-list.png');

    const d = await detailOf(COURSE, 'course');
    expect(d.items.map((i: { name: string }) => i.name)).toEqual([expect.stringMatching(/彩条测试信号/), expect.stringMatching(/新闻联播片头/)]);
    expect(d.className).toBe(CLASS);
  });

  test('a series orders two courses by dragging', async () => {
    // The second course through the API, from another library video.
    const videos = (await page.request.get('/api/web-manager/file/manager/page', { headers: { token }, params: { fileType: 1, pageIndex: 1, pageSize: 50 } }).then((r) => r.json())).data;
    const weather = (videos?.list ?? []).find((f: { fileName: string }) => /天气预报/.test(f.fileName));
    expect(weather, 'a seeded weather video').toBeTruthy();
    expect((await api('/save', { method: 'POST', data: { kind: 'course', name: SECOND, itemIds: [weather.fileId] } })).code).toBe(200);

    await open(page, '/seriesCourses', '系列课');
    await page.getByRole('main').getByRole('button', { name: '新建系列课' }).click();
    await expect(page).toHaveURL(/\/seriesCoursesAdd$/);
    const main = page.getByRole('main');
    await page.getByLabel('系列课名称').fill(SERIES);
    await main.getByRole('button', { name: '添加课程' }).click();
    const chooser = page.getByRole('dialog', { name: '选择课程' });
    await chooser.getByRole('checkbox', { name: new RegExp(COURSE) }).check();
    await chooser.getByRole('checkbox', { name: new RegExp(SECOND) }).check();
    await chooser.getByRole('button', { name: '确定' }).click();
    await expect(chooser).toBeHidden();
    const names = page.getByTestId('course-item-name');
    // The chooser adds the ticked courses in its list's order (newest first; the two may share a
    // creation second), so the test reads the order it got and reverses it.
    await expect(names).toHaveCount(2);
    const [first, second] = await names.allTextContents();
    expect([first, second].sort()).toEqual([COURSE, SECOND].sort());
    // Drag with the keyboard: pick up the first course's handle, one place down, drop.
    const handle = main.getByRole('button', { name: `拖动排序：${first}` });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    // dnd-kit's keyboard sensor listens from the next task after picking up (a press before
    // that is lost under load): press until its live region says the item is over another one
    const live = page.locator('[id^="DndLiveRegion"]');
    await expect(async () => {
      await page.keyboard.press('ArrowDown');
      const moved = /Draggable item (\S+) was moved over droppable area (\S+)\./.exec((await live.textContent({ timeout: 1000 })) ?? '');
      expect(moved && moved[1] !== moved[2], 'moved over the other course').toBe(true);
    }).toPass();
    await page.keyboard.press('Space');
    await expect(names).toHaveText([second!, first!]);
    await docShot(page, 'courses-series-edit.png', { fullPage: true });
    await main.getByRole('button', { name: '保存' }).click();
    await expect(page).toHaveURL(/\/seriesCourses$/);
    await expect(page.getByRole('row').filter({ hasText: SERIES })).toContainText('2');
    await docShot(page, 'courses-series.png');

    const d = await detailOf(SERIES, 'series');
    expect(d.items.map((i: { name: string }) => i.name)).toEqual([second, first]);
    // A course held by a series is not deleted: the server says why.
    await open(page, '/courseManagement', '课程管理');
    await page.getByRole('row').filter({ hasText: COURSE }).getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText(`该课程已加入系列课「${SERIES}」，请先从系列课中移除`).first()).toBeVisible();
  });
});
