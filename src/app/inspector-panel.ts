// An inspector that works without the network: a small panel in the page listing every inspected
// actor (its id, the machine, its current state and the last event it took) and the recent event
// stream, also logged to the browser console. `?inspect=panel` (or VITE_INSPECT=panel) uses it;
// plain `?inspect` uses Stately's browser inspector, which needs stately.ai to be reachable.
import type { AnyActorRef, InspectionEvent } from 'xstate';
import { eventLabel } from '../machines/diagram.js';

interface Row {
  id: string;
  machine: string;
  state: string;
  event: string;
  status: string;
}

const MAX_LOG = 14;

function stateText(snapshot: unknown): string {
  const s = snapshot as { value?: unknown; status?: string } | undefined;
  if (!s) return '';
  if (s.value === undefined || (typeof s.value === 'object' && s.value && !Object.keys(s.value).length)) return s.status ?? '';
  return typeof s.value === 'string' ? s.value : JSON.stringify(s.value).replace(/[{}"]/g, '').replace(/:/g, '.');
}

const nameOf = (ref: AnyActorRef) => {
  const logic = (ref as unknown as { logic?: { id?: string; config?: { id?: string } } }).logic;
  return logic?.id ?? logic?.config?.id ?? '';
};

export function createPanelInspector(doc: Document = document, log: (...a: unknown[]) => void = console.debug) {
  const rows = new Map<string, Row>();
  const recent: string[] = [];
  const panel = doc.createElement('aside');
  panel.setAttribute('data-testid', 'inspector-panel');
  panel.setAttribute('aria-label', '状态机检查器');
  Object.assign(panel.style, {
    position: 'fixed', right: '12px', bottom: '12px', zIndex: '100000', width: '460px', maxHeight: '60vh', overflow: 'auto',
    font: '12px/1.45 ui-monospace, Menlo, Consolas, monospace', color: '#e6edf3', background: 'rgba(13,17,23,.94)',
    border: '1px solid #30363d', borderRadius: '8px', boxShadow: '0 8px 24px rgba(0,0,0,.35)', padding: '8px 10px',
  });
  let scheduled = false;
  const esc = (t: string) => t.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
  const draw = () => {
    scheduled = false;
    // actors that reported a snapshot and are not stopped (React StrictMode mounts twice in dev)
    const actors = [...rows.values()].filter((r) => r.machine && r.event && r.status !== 'stopped');
    panel.innerHTML =
      `<div style="display:flex;justify-content:space-between;margin-bottom:6px"><strong>XState inspector</strong><span style="color:#8b949e">${actors.length} machine actors</span></div>` +
      `<table style="width:100%;border-collapse:collapse">` +
      actors
        .map(
          (r) =>
            `<tr style="border-top:1px solid #21262d"><td style="color:#79c0ff;padding:2px 6px 2px 0">${esc(r.machine)}</td>` +
            `<td style="color:#7ee787;padding:2px 6px">${esc(r.state)}</td><td style="color:#8b949e;padding:2px 0">${esc(r.event)}</td></tr>`,
        )
        .join('') +
      `</table><div style="margin-top:6px;color:#8b949e">recent events</div>` +
      recent.map((l) => `<div style="white-space:nowrap;overflow:hidden;text-overflow:ellipsis">${esc(l)}</div>`).join('');
    if (!panel.isConnected && doc.body) doc.body.appendChild(panel);
  };
  const redraw = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(draw);
  };
  const inspect = (e: InspectionEvent) => {
    const id = e.actorRef.sessionId;
    const row = rows.get(id) ?? { id, machine: nameOf(e.actorRef as AnyActorRef), state: '', event: '', status: '' };
    rows.set(id, row);
    if (e.type === '@xstate.snapshot') {
      row.state = stateText(e.snapshot);
      row.event = eventLabel(e.event.type);
      row.status = (e.snapshot as { status?: string }).status ?? '';
      if (row.machine && !e.event.type.startsWith('xstate.init')) {
        const line = `${row.machine}: ${row.event} → ${row.state}`;
        recent.unshift(line);
        recent.length = Math.min(recent.length, MAX_LOG);
        log('[inspect]', line, e.snapshot);
      }
      redraw();
    }
  };
  return { inspect, rows, panel };
}
