// Smart audit and proofreading in the editor against the real server (docs/proofreading.md): with
// 智能审核 on and a forbidden word in the body, 提交审核 is refused with the word named and the
// hit listed (marked, with its field); 文本纠错 lists suggestions, names the engine, and 采纳
// applies one to the body; an entry the administrator adds to 配置中心's 纠错词典 is suggested too.
// The story and the word are set up through the API.
import { expect, test } from '@playwright/test';
import { docShot } from './support/doc-shot';
import { apiLogin, signIn } from './support/login';
import { call } from './support/released-story';

const stamp = Date.now().toString(36);
const WORD = `禁词${stamp.slice(-4)}`;

test('a forbidden word blocks 提交审核, named; a proofreading suggestion is accepted', async ({ page }) => {
  const me = await apiLogin(page);
  const h = { token: me.token, webTenId: String(me.webTenId), platform: '1' };
  const switches = await page.request.post('/api/web-conf/configuration/manager/add/30', { headers: h, form: { SmartAuditSwich: '1' } });
  expect((await switches.json()).code).toBe(200);
  await call(page.request, h, 'POST', '/api/web-publish/forbidden/word', { words: [WORD] });
  const { id } = await call(page.request, h, 'POST', '/api/web-publish/content/save', {
    type: 1,
    title: `智能审核测试${stamp}`,
    body: `<p>记者从现场获悉，${WORD}出现在稿件中。</p><p>我们我们积极的推进工作。</p><p>本台融媒中新今天开放。</p>`,
  });

  await signIn(page);
  // 配置中心 → 纠错词典: the tenant's own entry, checked on screen first
  await page.goto('/system/config');
  const dict = page.getByTestId('proof-dict');
  await dict.getByRole('button', { name: '添加' }).click();
  await expect(dict.getByText('请填写易错词和正确写法')).toBeVisible();
  await dict.getByLabel('易错词').fill('融媒中新');
  await dict.getByLabel('正确写法').fill('融媒体中心');
  await dict.getByLabel('说明').fill('本台机构名称');
  await dict.getByRole('button', { name: '添加' }).click();
  await expect(dict.getByTestId('proof-dict-row').filter({ hasText: '融媒中新' })).toContainText('融媒体中心');
  await expect(dict.getByLabel('易错词')).toHaveValue('');
  await docShot(page, 'config-proof-dict.png', { fullPage: true });

  await page.goto(`/contentProduction/edit?type=1&id=${id}`);
  const body = page.getByTestId('rich-text');
  await expect(body).toContainText('我们我们');
  await page.getByRole('button', { name: '提交审核' }).click();
  const hits = page.getByTestId('audit-hits');
  await expect(hits).toBeVisible();
  await expect(hits.getByTestId('audit-hit')).toContainText(WORD);
  await expect(hits.locator('mark')).toHaveText(WORD);
  // the refusal is said once, in the checks panel (no toast or error bar besides)
  await expect(hits.getByText(`稿件含有违禁词：${WORD}，请修改后再提交`)).toBeVisible();
  await expect(page.getByText(`稿件含有违禁词：${WORD}，请修改后再提交`)).toHaveCount(1);
  await expect(page.getByTestId('editor-status')).toContainText('草稿');

  await page.getByRole('button', { name: '文本纠错' }).click();
  const panel = page.getByTestId('proof-panel');
  await expect(panel.getByTestId('proof-engine')).toContainText('内置纠错');
  const repeat = panel.getByTestId('proof-suggestion').filter({ hasText: '“我们”重复' });
  await expect(repeat).toBeVisible();
  await expect(panel.getByTestId('proof-suggestion').filter({ hasText: '融媒体中心' })).toBeVisible();
  await docShot(page, 'proofread-story.png', { fullPage: true });
  await repeat.getByRole('button', { name: '采纳' }).click();
  await expect(body).toContainText('我们积极');
  await expect(body).not.toContainText('我们我们');
  await expect(repeat).toHaveCount(0);
});
