// axe-core (Deque's engine, through @axe-core/playwright) on the page as it is, with axe's default
// rule set (every rule on by default: WCAG 2.x A/AA/AAA-tagged and best-practice rules) plus WCAG
// 2.5.3 label in name, which this axe version still ships as experimental (off unless enabled).
// Violations of impact serious or critical fail the walks (the signed-out walk in a11y.spec.ts and
// the signed-in walk in walk.spec.ts); moderate and minor ones are counted and printed.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The impacts that fail a walk: label-in-name (serious) and missing ARIA children (critical) among them. */
const FAILING = new Set(['serious', 'critical']);

export interface AxeFindings {
  /** serious and critical violations, one line each: these fail the walk */
  failing: string[];
  /** moderate and minor violations, one line each: printed, not failed */
  advisory: string[];
}

/** Every violation of axe's default rules (and label-in-name) on the page as it is. */
export async function axeFindings(page: Page): Promise<AxeFindings> {
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
    // no withTags: axe's default rules (a superset of the WCAG 2.0/2.1 A/AA tags run before)
    // resultTypes: only violations are reported node by node; passes and the rest keep one node
    // each, which spares axe a selector and an HTML snippet for every passing node (the cost of a
    // run on a long screen); what is found and what fails is the same
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .exclude('[data-tabster-dummy]')
    // axe.run in the page itself (same-origin frames included; the console embeds no other
    // origin) instead of partial runs finished in a new blank page opened for every check
    .setLegacyMode(true)
    .analyze();
  // the rule, how many nodes, the first three, and what axe says of the first (its first reason)
  const line = (v: (typeof result.violations)[number]) =>
    `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} node(s): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}` +
    ` — ${v.nodes[0]?.failureSummary?.split('\n')[1]?.trim() ?? ''}`;
  return {
    failing: result.violations.filter((v) => FAILING.has(v.impact ?? '')).map(line),
    advisory: result.violations.filter((v) => !FAILING.has(v.impact ?? '')).map(line),
  };
}

/** The serious and critical violations of axe's default rules (and label-in-name), one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeFindings(page)).failing;
}
