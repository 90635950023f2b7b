// Beside each diagram of the review page: the machine's generated-path coverage (states and
// transitions the model tests reach, from src/features/diagrams/path-review/<id>.json, written by
// tests/model) and one generated path a reviewer steps through, its active states lit on the diagram.
import { Badge, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { diagramMessages as m } from './messages.js';

export interface PathReview {
  machine: string;
  states: { reached: number; total: number };
  transitions: { reached: number; total: number };
  path: { event: string; active: string[] }[];
}

const files = import.meta.glob<PathReview>('./path-review/*.json', { import: 'default' });

/** The review record of one machine, or undefined when the model tests have not written one. */
export async function loadPathReview(machineId: string): Promise<PathReview | undefined> {
  const load = files[`./path-review/${machineId}.json`];
  return load ? load() : undefined;
}

const pct = (a: number, b: number) => (b ? Math.round((1000 * a) / b) / 10 : 100);

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' },
  step: { fontFamily: tokens.fontFamilyMonospace },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** `加载中（loading）`: the state's Chinese label with its path, or the path alone. */
const stateShown = (path: string, name: ((path: string) => string | undefined) | undefined) => {
  const label = name?.(path);
  return label ? `${label}（${path}）` : path;
};

export function PathReviewBar({
  review,
  step,
  onStep,
  stateName,
}: {
  review: PathReview | undefined;
  step: number;
  onStep: (step: number) => void;
  /** The Chinese label of a state path, shown with it. */
  stateName?: (path: string) => string | undefined;
}) {
  const s = useStyles();
  if (!review) return <Text className={s.hint}>{m.noCoverage}</Text>;
  const { states, transitions, path } = review;
  const full = states.reached === states.total && transitions.reached === transitions.total;
  const current = path[step];
  return (
    <div className={s.row} data-testid="path-review">
      <Badge appearance="filled" color={full ? 'success' : 'warning'} shape="rounded">
        {m.coverage(states.reached, states.total, pct(states.reached, states.total), transitions.reached, transitions.total, pct(transitions.reached, transitions.total))}
      </Badge>
      {path.length > 0 && (
        <>
          <Button size="small" icon={<ChevronLeftRegular />} disabled={step <= 0} onClick={() => onStep(step - 1)} aria-label={m.prevStep}>
            {m.prevStep}
          </Button>
          <Text className={s.step} aria-live="polite" data-testid="path-step">
            {m.stepOf(step + 1, path.length)} {current?.event} → {current?.active.length ? stateShown(current.active.at(-1)!, stateName) : ''}
          </Text>
          <Button size="small" icon={<ChevronRightRegular />} iconPosition="after" disabled={step >= path.length - 1} onClick={() => onStep(step + 1)} aria-label={m.nextStep}>
            {m.nextStep}
          </Button>
        </>
      )}
    </div>
  );
}
