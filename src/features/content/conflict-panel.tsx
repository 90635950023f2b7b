// The editor after a refused save: someone saved the item since the user's revision. The user's
// text stays in the form below; this panel shows it beside the server's latest version, with what
// differs between the two (word by word), and the user keeps one of them (contentEditor:
// conflict.keepMine / conflict.takeTheirs).
import { Button, makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Spinner, Text, tokens } from '@fluentui/react-components';
import type { ContentDraft } from '../../../shared/content-console.js';
import type { DiffSide } from '../../machines/lib/revision-diff.js';
import { contentMessages as m } from './messages.js';
import { DiffBody } from './revision-diff.js';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: '8px' },
  sides: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '12px' },
  side: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: '6px',
    padding: '8px 12px',
    display: 'flex',
    flexDirection: 'column',
    gap: '4px',
    maxHeight: '240px',
    overflowY: 'auto',
  },
  text: { whiteSpace: 'pre-wrap', color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: '8px' },
  diff: { display: 'flex', flexDirection: 'column', gap: '6px', maxHeight: '280px', overflowY: 'auto' },
});

/** A draft as the diff compares it. */
const diffSide = (d: ContentDraft): DiffSide => ({
  title: d.title,
  summary: d.summary,
  body: d.body,
  author: d.author,
  source: d.source,
  linkUrl: d.linkUrl,
  tags: d.tags,
  coverFileId: d.coverFileId,
  fileIds: d.files.map((f) => f.fileId),
  files: d.files.map((f) => ({ fileId: f.fileId, fileName: f.fileName })),
});

const plain = (html: string) => html.replace(/<\/(p|li|h\d)>/gi, '\n').replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();

function Side({ label, d, testId }: { label: string; d: ContentDraft; testId: string }) {
  const styles = useStyles();
  return (
    <section className={styles.side} aria-label={label} data-testid={testId}>
      <Text weight="semibold">{label}</Text>
      <Text>{d.title}</Text>
      {d.summary ? <Text className={styles.text}>{d.summary}</Text> : null}
      <Text className={styles.text}>{d.type === 5 ? d.linkUrl : plain(d.body)}</Text>
    </section>
  );
}

export function ConflictPanel(props: {
  message: string | null;
  mine: ContentDraft;
  theirs: ContentDraft | null;
  canChoose: boolean;
  onKeepMine(): void;
  onTakeTheirs(): void;
}) {
  const styles = useStyles();
  return (
    <div className={styles.panel} role="alert" data-testid="save-conflict">
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{m.conflictTitle}</MessageBarTitle>
          {props.message} {m.conflictHelp}
        </MessageBarBody>
      </MessageBar>
      <div className={styles.sides}>
        <Side label={m.conflictMine} d={props.mine} testId="conflict-mine" />
        {props.theirs ? <Side label={m.conflictTheirs} d={props.theirs} testId="conflict-theirs" /> : <Spinner size="tiny" label={m.conflictLoading} />}
      </div>
      {props.theirs ? (
        <section className={styles.diff} aria-label={m.conflictDiff} data-testid="conflict-diff">
          <Text weight="semibold">{m.conflictDiff}</Text>
          <DiffBody before={diffSide(props.theirs)} after={diffSide(props.mine)} mode="word" />
        </section>
      ) : null}
      <div className={styles.actions}>
        <Button appearance="primary" disabled={!props.canChoose} onClick={props.onKeepMine}>
          {m.keepMine}
        </Button>
        <Button disabled={!props.canChoose} onClick={props.onTakeTheirs}>
          {m.takeTheirs}
        </Button>
      </div>
    </div>
  );
}
