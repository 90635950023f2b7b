// axe-core (Deque's engine) on the page as it is, with axe's default rule set (every rule on by
// default: WCAG 2.x A/AA/AAA-tagged and best-practice rules) plus WCAG 2.5.3 label in name, which
// this axe version still ships as experimental (off unless enabled). Violations of impact serious
// or critical fail the walks (the signed-out walk in a11y.spec.ts and the signed-in walk in
// walk.spec.ts); moderate and minor ones are counted and printed.
//
// axe runs in the page itself, as @axe-core/playwright's legacy mode does (same-origin frames
// included), but its 650 KB source is put into a document once, not on every check: the walk
// checks several screens of one document (it moves inside the running console), and that package
// evaluated the whole source twice per check (one walk part alone: 98 → 81 s of CPU, the browser's
// share 63 → 49 s; docs/checks.md). A document that already holds this axe version is checked with it again:
// axe.run starts each run from a clean cache, so a second run finds what a first would.
import axe from 'axe-core';
import type { Frame, Page } from '@playwright/test';

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
  const context = { exclude: ['[data-tabster-dummy]'], include: [] };
  // no runOnly: axe's default rules (a superset of the WCAG 2.0/2.1 A/AA tags run before)
  // resultTypes: only violations are reported node by node; passes and the rest keep one node
  // each, which spares axe a selector and an HTML snippet for every passing node (the cost of a
  // run on a long screen); what is found and what fails is the same
  const options = { rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] };
  for (const frame of page.frames()) await withAxe(frame, frame === page.mainFrame());
  const answer = await page.evaluate(
    ({ context, options }) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(context as axe.ElementContext, options as axe.RunOptions)
        .then((results) => ({ error: null, results }))
        .catch((err: Error) => ({ error: err.message, results: null })),
    { context, options },
  );
  if (!answer.results) throw new Error(`axe: ${answer.error}`);
  const result = answer.results;
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

/**
 * Puts axe into a frame unless it already holds this version, and lets it talk to same-origin
 * frames only. A child frame that cannot run scripts (or is gone) is left out, as the package did.
 */
async function withAxe(frame: Frame, main: boolean): Promise<void> {
  try {
    const has = await frame.evaluate((version) => (window as unknown as { axe?: { version?: string } }).axe?.version === version, axe.version);
    if (has) return;
    await frame.evaluate(axe.source);
    await frame.evaluate(() =>
      (window as unknown as { axe: typeof axe }).axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } }),
    );
  } catch (err) {
    if (main) throw err;
  }
}
