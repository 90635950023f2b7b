// 状态图评审 (menu item 250, component 'diagrams/statecharts'): every machine of src/machines
// with its states, events, guards and delays and its diagram rendered (Mermaid, loaded on this
// page only), from the same definitions as docs/machines/ (src/machines/diagram.ts).
import { Badge, Card, Input, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { machineFacts, toMermaid, type MachineFacts } from '../../machines/diagram.js';
import { diagramMessages as m } from './messages.js';
import { loadPathReview, PathReviewBar, type PathReview } from './path-review.js';

/** Each machine module, loaded when the page opens (never part of another screen's chunk). */
const modules = import.meta.glob('../../machines/*.machine.ts');

export interface ReviewedMachine {
  machine: AnyStateMachine;
  file: string;
  facts: MachineFacts;
}

const isMachine = (v: unknown): v is AnyStateMachine =>
  typeof v === 'object' && v !== null && 'root' in v && 'id' in v && typeof (v as { transition?: unknown }).transition === 'function';

export async function loadMachines(): Promise<ReviewedMachine[]> {
  const loaded = await Promise.all(
    Object.entries(modules).map(async ([path, load]) => {
      const mod = (await load()) as Record<string, unknown>;
      const file = path.replace('../../', 'src/');
      return Object.values(mod).filter(isMachine).map((machine) => ({ machine, file, facts: machineFacts(machine) }));
    }),
  );
  return loaded.flat().sort((a, b) => a.machine.id.localeCompare(b.machine.id));
}

const useStyles = makeStyles({
  page: { display: 'grid', gridTemplateColumns: '240px 1fr', gap: '16px', alignItems: 'start' },
  list: { display: 'flex', flexDirection: 'column', gap: '4px', position: 'sticky', top: 0 },
  item: {
    textAlign: 'left',
    padding: '6px 10px',
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    background: 'transparent',
    cursor: 'pointer',
    color: tokens.colorNeutralForeground1,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  current: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  detail: { display: 'flex', flexDirection: 'column', gap: '12px', minWidth: 0 },
  card: { padding: '16px', display: 'flex', flexDirection: 'column', gap: '10px' },
  facts: { display: 'grid', gridTemplateColumns: '64px 1fr', gap: '8px 12px', alignItems: 'start' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: '6px' },
  diagram: { overflow: 'auto', minHeight: '120px', '& svg': { maxWidth: '100%', height: 'auto' } },
  hint: { color: tokens.colorNeutralForeground3 },
  source: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, whiteSpace: 'pre', overflow: 'auto' },
});

function FactRow({ label, items }: { label: string; items: string[] }) {
  const s = useStyles();
  return (
    <>
      <Text weight="semibold">{label}</Text>
      <div className={s.badges}>
        {items.length ? items.map((i) => <Badge key={i} appearance="tint" color="informative" shape="rounded">{i}</Badge>) : <Text className={s.hint}>{m.none}</Text>}
      </div>
    </>
  );
}

let renderCount = 0;

/** Renders Mermaid text to SVG; mermaid is imported on first use. */
function Diagram({ text }: { text: string }) {
  const s = useStyles();
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'rendering' | 'done' | 'failed'>('rendering');
  // drawing with an imperative library into a DOM node is view wiring, not data
  // eslint-disable-next-line view-state/no-data-hooks
  useEffect(() => {
    let alive = true;
    setState('rendering');
    void (async () => {
      try {
        const mermaid = (await import('mermaid')).default;
        mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'default' });
        const { svg } = await mermaid.render(`statechart-${++renderCount}`, text);
        if (!alive || !ref.current) return;
        ref.current.innerHTML = svg;
        setState('done');
      } catch (err) {
        console.error(err);
        if (alive) setState('failed');
      }
    })();
    return () => {
      alive = false;
    };
  }, [text]);
  return (
    <>
      {state === 'rendering' && <Spinner size="small" label={m.rendering} />}
      {state === 'failed' && (
        <MessageBar intent="error">
          <MessageBarBody>{m.renderFailed}</MessageBarBody>
        </MessageBar>
      )}
      <div ref={ref} className={s.diagram} data-testid="statechart-diagram" />
    </>
  );
}

export default function StatechartsPage() {
  const s = useStyles();
  // this review page reads the project's own machine modules and the generated path files (code
  // and build output, not server data), so it loads them here rather than through a machine
  // eslint-disable-next-line view-state/no-data-hooks
  const [machines, setMachines] = useState<ReviewedMachine[] | null>(null);
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  // eslint-disable-next-line view-state/no-data-hooks -- loads the machine modules (see above)
  useEffect(() => {
    void loadMachines().then((list) => {
      setMachines(list);
      setSelected((cur) => cur ?? list[0]?.machine.id ?? null);
    });
  }, []);
  const shown = useMemo(
    () => (machines ?? []).filter((x) => !filter.trim() || x.machine.id.toLowerCase().includes(filter.trim().toLowerCase()) || x.file.includes(filter.trim())),
    [machines, filter],
  );
  const current = machines?.find((x) => x.machine.id === selected);
  // the generated path being stepped through (view wiring: which step is shown)
  const [review, setReview] = useState<{ id: string; data: PathReview | undefined } | null>(null);
  const [step, setStep] = useState(0);
  // eslint-disable-next-line view-state/no-data-hooks -- loads a generated path file (see above)
  useEffect(() => {
    if (!selected) return;
    let alive = true;
    setStep(0);
    void loadPathReview(selected).then((data) => alive && setReview({ id: selected, data }));
    return () => {
      alive = false;
    };
  }, [selected]);
  const shownReview = review?.id === selected ? review.data : undefined;
  const active = useMemo(() => (shownReview?.path[step] ? new Set(shownReview.path[step].active) : undefined), [shownReview, step]);
  const text = useMemo(() => (current ? toMermaid(current.machine, active) : ''), [current, active]);
  if (!machines) return <Spinner label={m.loading} />;
  return (
    <div className={s.page}>
      <nav className={s.list} aria-label={m.title}>
        <Input value={filter} placeholder={m.filter} aria-label={m.filter} onChange={(_, d) => setFilter(d.value)} />
        {shown.length === 0 && <Text className={s.hint}>{m.empty}</Text>}
        {shown.map((x) => (
          <button
            key={x.machine.id}
            type="button"
            className={`${s.item} ${x.machine.id === selected ? s.current : ''}`}
            aria-current={x.machine.id === selected ? 'page' : undefined}
            onClick={() => setSelected(x.machine.id)}
          >
            {x.machine.id}
          </button>
        ))}
      </nav>
      {current && (
        <section className={s.detail} aria-label={current.machine.id}>
          <Card className={s.card}>
            <Text size={500} weight="semibold">{current.machine.id}</Text>
            <Text className={s.hint}>{m.intro}</Text>
            <div className={s.facts}>
              <Text weight="semibold">{m.file}</Text>
              <Text>{current.file}</Text>
              <FactRow label={m.states} items={current.facts.states} />
              <FactRow label={m.events} items={current.facts.events} />
              <FactRow label={m.guards} items={current.facts.guards} />
              <FactRow label={m.delays} items={current.facts.delays} />
            </div>
          </Card>
          <Card className={s.card}>
            <PathReviewBar review={shownReview} step={step} onStep={setStep} />
            <Diagram text={text} />
          </Card>
          <details>
            <summary>{m.source}</summary>
            <div className={s.source}>{text}</div>
          </details>
        </section>
      )}
    </div>
  );
}
