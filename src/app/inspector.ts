// The Stately inspector, on when the URL has ?inspect or VITE_INSPECT is '1'.
// Loaded on demand so that it stays out of the console's bundle otherwise.
import type { Inspect } from '../ui/inspect-context.js';

export function inspectionWanted(search: string, flag: string | undefined): boolean {
  return new URLSearchParams(search).has('inspect') || flag === '1';
}

/** `panel` for the offline in-page inspector (src/app/inspector-panel.ts), else Stately's. */
export function inspectionMode(search: string, flag: string | undefined): 'stately' | 'panel' {
  return new URLSearchParams(search).get('inspect') === 'panel' || flag === 'panel' ? 'panel' : 'stately';
}

export async function loadInspector(): Promise<Inspect | undefined> {
  const flag = import.meta.env.VITE_INSPECT as string | undefined;
  if (!inspectionWanted(window.location.search, flag === 'panel' ? '1' : flag)) return undefined;
  if (inspectionMode(window.location.search, flag) === 'panel') {
    const { createPanelInspector } = await import('./inspector-panel.js');
    const panel = createPanelInspector();
    // ?inspectMachine=<machine id> opens that machine's chart as soon as it reports
    const wanted = new URLSearchParams(window.location.search).get('inspectMachine');
    if (wanted) panel.open(wanted);
    return panel.inspect;
  }
  const { createBrowserInspector } = await import('@statelyai/inspect');
  // a self-hosted Stately inspector (intranets) instead of stately.ai
  const url = import.meta.env.VITE_INSPECT_URL as string | undefined;
  return createBrowserInspector(url ? { url } : undefined).inspect;
}
