// axe-core (Deque's engine, through @axe-core/playwright) on the page as it is: the serious and
// critical violations of WCAG 2.x A/AA, one line each (the signed-out walk in a11y.spec.ts and
// the signed-in walk in walk.spec.ts).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function seriousViolations(page: Page): Promise<string[]> {
  // Colour contrast is measured on the colours a control settles on: a button turning from
  // disabled to enabled (a form whose data just came in) runs a 100 ms colour transition, and a
  // sample taken halfway reads a mix of the two palettes (grey text on a half-brand background).
  // Transitions are switched off for the checked page and any one still running is ended.
  await page.evaluate(() => {
    if (!document.getElementById('axe-no-transitions')) {
      const style = document.createElement('style');
      style.id = 'axe-no-transitions';
      style.textContent = '*, *::before, *::after { transition: none !important; }';
      document.head.append(style);
    }
    for (const a of document.getAnimations()) if (a instanceof CSSTransition) a.finish();
  });
  // Fluent UI's focus manager (tabster) places aria-hidden <i tabindex="0" data-tabster-dummy>
  // sentinels around focus regions; they hand focus on at once and are never read, so axe's
  // aria-hidden-focus on them is a known false positive of the library. Everything else counts.
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-tabster-dummy]')
    // axe.run in the page itself (same-origin frames included; the console embeds no other
    // origin) instead of partial runs finished in a new blank page opened for every check
    .setLegacyMode(true)
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}
