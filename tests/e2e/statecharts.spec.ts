import { expect, test } from '@playwright/test';
import { signIn } from './support/login.js';
import { docShot } from './support/doc-shot';

// Statecharts as living documentation: the administrators' review page renders every
// machine's diagram (Mermaid, lazy), and ?inspect=panel shows the offline inspector panel.

test('状态图评审 renders the diagram of a machine chosen from the list', async ({ page }) => {
  await signIn(page);
  await page.goto('/system/statecharts');
  const nav = page.getByRole('navigation', { name: '状态图评审' });
  await nav.getByRole('button', { name: 'session', exact: true }).click();
  const detail = page.getByRole('region', { name: 'session' });
  await expect(detail.getByText('src/machines/session.machine.ts')).toBeVisible();
  const svg = page.getByTestId('statechart-diagram').locator('svg');
  await expect(svg).toBeVisible();
  await expect(svg).toContainText('loggingIn');
  await docShot(page, 'diagrams-session.png', { fullPage: true });

  await nav.getByRole('button', { name: 'messageSocket', exact: true }).click();
  await expect(page.getByTestId('statechart-diagram').locator('svg')).toContainText('waiting');
});

test('?inspect=panel attaches the offline inspector to the session and the screens’ actors', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/index?inspect=panel');
  const panel = page.getByTestId('inspector-panel');
  await expect(panel).toContainText('session');
  await expect(panel).toContainText('ready');
  await expect(panel).toContainText('dashboard');
  await page.goto('/message/settings?inspect=panel');
  await expect(page.getByTestId('inspector-panel')).toContainText('messageSettings');
  await docShot(page, 'inspector-panel.png');
});
