// 帮助 → 流程图 (menu item 250, component 'diagrams/statecharts'; was 状态图评审 under 系统设置):
// every machine of src/machines by its Chinese name and description (./machine-texts.ts), with its
// states (Chinese label and id), events, guards and delays and its diagram rendered (Mermaid,
// loaded on this page only) from the same definitions as docs/machines/ (src/machines/diagram.ts),
// each state's Chinese label above its id; and one generated path to step through.
import { Badge, Card, Input, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toMermaid } from '../../machines/diagram.js';
import { loadMachines, type ReviewedMachine } from './machine-list.js';
import { stateLabel } from './machine-texts.js';
import { diagramMessages as m } from './messages.js';
import { loadPathReview, PathReviewBar, type PathReview } from './path-review.js';
import { ErrorBar } from '../../ui/error-bar.js';

const useStyles = makeStyles({
  page: { display: 'grid', gridTemplateColumns: '240px 1fr', gap: '16px', alignItems: 'start' },
  // the list scrolls on its own beside the diagram (some seventy machines, two lines each)
  list: { display: 'flex', flexDirection: 'column', gap: '8px', position: 'sticky', top: 0, maxHeight: 'calc(100vh - 140px)', minHeight: 0 },
  items: { display: 'flex', flexDirection: 'column', gap: '2px', overflowY: 'auto', minHeight: 0 },
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
  itemText: { display: 'flex', flexDirection: 'column', gap: '1px' },
  id: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
  heading: { display: 'flex', alignItems: 'baseline', gap: '10px', flexWrap: 'wrap', '& h2': { margin: 0 } },
  headingId: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  state: { display: 'inline-flex', alignItems: 'baseline', gap: '4px' },
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

/** The states row: each state's Chinese label with its id (the path in the machine) in smaller text. */
function StatesRow({ machineId, states }: { machineId: string; states: string[] }) {
  const s = useStyles();
  return (
    <>
      <Text weight="semibold">{m.states}</Text>
      <div className={s.badges} data-testid="machine-states">
        {states.length ? (
          states.map((path) => (
            <Badge key={path} appearance="tint" color="informative" shape="rounded">
              <span className={s.state}>
                {stateLabel(machineId, path) ?? path}
                <span className={s.id}>{path}</span>
              </span>
            </Badge>
          ))
        ) : (
          <Text className={s.hint}>{m.none}</Text>
        )}
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
      {state === 'failed' && <ErrorBar text={m.renderFailed} />}
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
  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return (machines ?? []).filter((x) => !q || [x.text.name, x.text.description, x.machine.id, x.file].some((t) => t.toLowerCase().includes(q)));
  }, [machines, filter]);
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
  const text = useMemo(() => (current ? toMermaid(current.machine, active, (path) => stateLabel(current.machine.id, path)) : ''), [current, active]);
  if (!machines) return <Spinner label={m.loading} />;
  return (
    <div className={s.page}>
      <nav className={s.list} aria-label={m.title}>
        <Input value={filter} placeholder={m.filter} aria-label={m.filter} onChange={(_, d) => setFilter(d.value)} />
        {shown.length === 0 && <Text className={s.hint}>{m.empty}</Text>}
        <div className={s.items}>
          {shown.map((x) => (
            <button
              key={x.machine.id}
              type="button"
              className={`${s.item} ${x.machine.id === selected ? s.current : ''}`}
              aria-current={x.machine.id === selected ? 'page' : undefined}
              onClick={() => setSelected(x.machine.id)}
              title={x.text.description}
            >
              <span className={s.itemText}>
                <span>{x.text.name}</span>
                <span className={s.id}>{x.machine.id}</span>
              </span>
            </button>
          ))}
        </div>
      </nav>
      {current && (
        <section className={s.detail} aria-label={current.text.name}>
          <Card className={s.card}>
            <div className={s.heading}>
              <Text as="h2" size={500} weight="semibold">{current.text.name}</Text>
              <Text className={s.headingId}>{current.machine.id}</Text>
            </div>
            <Text data-testid="machine-description">{current.text.description}</Text>
            <Text className={s.hint}>{m.intro}</Text>
            <div className={s.facts}>
              <Text weight="semibold">{m.file}</Text>
              <Text>{current.file}</Text>
              <StatesRow machineId={current.machine.id} states={current.facts.states} />
              <FactRow label={m.events} items={current.facts.events} />
              <FactRow label={m.guards} items={current.facts.guards} />
              <FactRow label={m.delays} items={current.facts.delays} />
            </div>
          </Card>
          <Card className={s.card}>
            <PathReviewBar review={shownReview} step={step} onStep={setStep} stateName={(path) => stateLabel(current.machine.id, path)} />
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
