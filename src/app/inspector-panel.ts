// An inspector that works without the network: a panel in the page listing every inspected
// machine actor (the machine, its current state, the last event it took) and the recent event
// stream; clicking a machine opens its statechart, drawn from the same definition as the
// review diagrams (src/machines/diagram.ts) with the active state(s) lit, redrawn as events
// arrive. Mermaid is loaded on first use (no network needed). Each line is also logged to the
// browser console. `?inspect=panel` (or VITE_INSPECT=panel) uses it; plain `?inspect` uses
// Stately's browser inspector, which needs stately.ai (or VITE_INSPECT_URL) to be reachable.
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, InspectionEvent } from 'xstate';
import { activePaths, eventLabel, toMermaid } from '../machines/diagram.js';
import { errorText } from '../../shared/error-text.js';

interface Row {
  id: string;
  machine: string;
  logic: AnyStateMachine | undefined;
  snapshot: AnyMachineSnapshot | undefined;
  state: string;
  event: string;
  status: string;
  events: string[];
}

const MAX_LOG = 14;
const MAX_ACTOR_EVENTS = 8;

function stateText(snapshot: unknown): string {
  const s = snapshot as { value?: unknown; status?: string } | undefined;
  if (!s) return '';
  if (s.value === undefined || (typeof s.value === 'object' && s.value && !Object.keys(s.value).length)) return s.status ?? '';
  return typeof s.value === 'string' ? s.value : JSON.stringify(s.value).replace(/[{}"]/g, '').replace(/:/g, '.');
}

const isMachine = (v: unknown): v is AnyStateMachine =>
  typeof v === 'object' && v !== null && 'root' in v && 'id' in v && typeof (v as { transition?: unknown }).transition === 'function';

const logicOf = (ref: AnyActorRef): AnyStateMachine | undefined => {
  // an actor (not any actor ref) carries its logic
  const logic = 'logic' in ref ? ref.logic : undefined;
  return isMachine(logic) ? logic : undefined;
};

/** Mermaid text to SVG; the library is imported once, on the first chart. */
export type ChartRenderer = (id: string, text: string) => Promise<string>;

let mermaidReady: Promise<ChartRenderer> | undefined;
function mermaidRenderer(): Promise<ChartRenderer> {
  mermaidReady ??= import('mermaid').then(({ default: mermaid }) => {
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'dark' });
    return async (id: string, text: string) => (await mermaid.render(id, text)).svg;
  });
  return mermaidReady;
}

export function createPanelInspector(
  doc: Document = document,
  log: (...a: unknown[]) => void = console.debug,
  render: () => Promise<ChartRenderer> = mermaidRenderer,
) {
  const rows = new Map<string, Row>();
  const recent: string[] = [];
  // the machine whose chart is open; its newest live actor is shown (screens remount actors)
  let followed: string | undefined;
  const selectedRow = () => {
    if (!followed) return undefined;
    const live = [...rows.values()].filter((r) => r.machine === followed && r.snapshot && r.status !== 'stopped');
    return live.at(-1);
  };
  let chartKey = '';
  let chartSeq = 0;
  let rendering = false;
  let renderAgain = false;
  const panel = doc.createElement('aside');
  panel.setAttribute('data-testid', 'inspector-panel');
  panel.setAttribute('aria-label', '状态机检查器');
  Object.assign(panel.style, {
    position: 'fixed', right: '12px', bottom: '12px', zIndex: '100000', width: '520px', maxHeight: '75vh', overflow: 'auto',
    font: '12px/1.45 ui-monospace, Menlo, Consolas, monospace', color: '#e6edf3', background: 'rgba(13,17,23,.96)',
    border: '1px solid #30363d', borderRadius: '8px', boxShadow: '0 8px 24px rgba(0,0,0,.35)', padding: '8px 10px',
  });
  const list = doc.createElement('div');
  const chart = doc.createElement('div');
  chart.setAttribute('data-testid', 'inspector-chart');
  Object.assign(chart.style, { background: '#0d1117', borderRadius: '6px', margin: '6px 0', overflow: 'auto', maxHeight: '48vh' });
  const log$ = doc.createElement('div');
  panel.append(list, chart, log$);

  panel.addEventListener('click', (e) => {
    const target = (e.target as HTMLElement | null)?.closest('[data-actor]');
    if (!target) return;
    const machine = rows.get(target.getAttribute('data-actor') ?? '')?.machine;
    followed = followed === machine ? undefined : machine;
    chartKey = '';
    redraw();
  });

  let scheduled = false;
  const esc = (t: string) => t.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

  const drawChart = () => {
    const row = selectedRow();
    if (!row?.logic || !row.snapshot) {
      if (chartKey !== 'none') {
        chartKey = 'none';
        chart.innerHTML = `<div style="color:#8b949e;padding:6px">点击一个状态机查看其状态图（当前状态高亮）</div>`;
      }
      return;
    }
    const key = `${row.id}:${row.state}`;
    if (key === chartKey) return;
    // One render at a time, the newest state drawn when it ends: a machine that changes state
    // faster than Mermaid draws (a busy upload on a loaded machine) still gets a chart, at most
    // one state behind, instead of every render being dropped as stale.
    if (rendering) {
      renderAgain = true;
      return;
    }
    chartKey = key;
    rendering = true;
    const text = toMermaid(row.logic, activePaths(row.logic, row.snapshot));
    const seq = ++chartSeq;
    const { machine, state } = row;
    const done = () => {
      rendering = false;
      if (renderAgain) {
        renderAgain = false;
        drawChart();
      }
    };
    void render()
      .then((r) => r(`inspector-chart-${seq}`, text))
      .then((svg) => {
        if (selectedRow()?.machine !== machine) return;
        chart.innerHTML =
          `<div style="padding:4px 6px;color:#79c0ff">${esc(machine)} · <span style="color:#7ee787">${esc(state)}</span></div>` + svg;
        chart.setAttribute('data-state', state);
        // natural size inside a scrolling box, the lit state scrolled into view: big charts stay readable
        const svgEl = chart.querySelector('svg');
        const natural = svgEl ? Number.parseFloat(svgEl.style.maxWidth) : NaN;
        if (svgEl) Object.assign(svgEl.style, { maxWidth: 'none', width: Number.isFinite(natural) ? `${natural}px` : '100%', height: 'auto' });
        chart.querySelector('.active')?.scrollIntoView?.({ block: 'center', inline: 'center' });
      })
      .catch((err: unknown) => {
        chart.textContent = `状态图绘制失败：${errorText(err)}`;
      })
      .finally(done);
  };

  const draw = () => {
    scheduled = false;
    // actors that reported a snapshot and are not stopped (React StrictMode mounts twice in dev)
    const actors = [...rows.values()].filter((r) => r.machine && r.event && r.status !== 'stopped');
    list.innerHTML =
      `<div style="display:flex;justify-content:space-between;margin-bottom:6px"><strong>XState inspector</strong><span style="color:#8b949e">${actors.length} machine actors</span></div>` +
      `<table style="width:100%;border-collapse:collapse">` +
      actors
        .map((r) => {
          const on = r.machine === followed;
          return (
            `<tr data-actor="${esc(r.id)}" role="button" tabindex="0" style="cursor:pointer;border-top:1px solid #21262d;${on ? 'background:#1f6feb33' : ''}">` +
            `<td style="color:#79c0ff;padding:2px 6px 2px 0">${esc(r.machine)}</td>` +
            `<td style="color:#7ee787;padding:2px 6px">${esc(r.state)}</td><td style="color:#8b949e;padding:2px 0">${esc(r.event)}</td></tr>`
          );
        })
        .join('') +
      `</table>`;
    const row = selectedRow();
    const lines = row ? row.events : recent;
    log$.innerHTML =
      `<div style="margin-top:6px;color:#8b949e">${row ? `${esc(row.machine)} 最近事件` : 'recent events'}</div>` +
      lines.map((l) => `<div style="white-space:nowrap;overflow:hidden;text-overflow:ellipsis">${esc(l)}</div>`).join('');
    panel.style.width = followed ? 'min(960px, 72vw)' : '520px';
    drawChart();
    if (!panel.isConnected && doc.body) doc.body.appendChild(panel);
  };
  const redraw = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(draw);
  };
  const inspect = (e: InspectionEvent) => {
    const id = e.actorRef.sessionId;
    const logic = logicOf(e.actorRef as AnyActorRef);
    const row = rows.get(id) ?? { id, machine: logic?.id ?? '', logic, snapshot: undefined, state: '', event: '', status: '', events: [] };
    rows.set(id, row);
    if (e.type === '@xstate.snapshot') {
      row.snapshot = e.snapshot as AnyMachineSnapshot;
      row.state = stateText(e.snapshot);
      row.event = eventLabel(e.event.type);
      row.status = (e.snapshot as { status?: string }).status ?? '';
      if (row.machine && !e.event.type.startsWith('xstate.init')) {
        const line = `${row.machine}: ${row.event} → ${row.state}`;
        recent.unshift(line);
        recent.length = Math.min(recent.length, MAX_LOG);
        row.events.unshift(`${row.event} → ${row.state}`);
        row.events.length = Math.min(row.events.length, MAX_ACTOR_EVENTS);
        log('[inspect]', line, e.snapshot);
      }
      redraw();
    }
  };
  /** Opens the chart of machine `machineId` (its newest live actor; ?inspectMachine= deep links). */
  const open = (machineId: string) => {
    followed = machineId;
    chartKey = '';
    redraw();
  };
  return { inspect, rows, panel, open };
}
