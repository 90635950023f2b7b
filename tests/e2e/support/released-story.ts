// A story released to a new web column through the API (the setup of the public-page specs).
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin } from './login';

export async function call(request: APIRequestContext, headers: Record<string, string>, method: string, url: string, data?: unknown) {
  const res = await request.fetch(url, { method, headers, ...(data === undefined ? {} : { data }) });
  const body = (await res.json()) as { code: number; data: { id: number } };
  if (body.code !== 200) throw new Error(`${url}: ${JSON.stringify(body)}`);
  return body.data;
}

/** Saves, submits, approves and releases a 文稿 as the admin; answers its id. */
export async function releasedStory(page: Page, title: string, columnName: string, body = '<p>欢迎读者留言讨论。</p>'): Promise<number> {
  const me = await apiLogin(page);
  const h = { token: me.token, webTenId: String(me.webTenId), platform: '1' };
  const column = await call(page.request, h, 'POST', '/api/release/webcolumn', { name: columnName, portal: 'web' });
  const { id } = await call(page.request, h, 'POST', '/api/web-publish/content/save', { type: 1, title, body });
  await call(page.request, h, 'POST', '/api/web-publish/content/submit', { id });
  await call(page.request, h, 'POST', '/api/web-publish/content/review', { id, pass: 1, opinion: '' });
  await call(page.request, h, 'PUT', `/api/release/${id}&${column.id}&1`);
  return id;
}
