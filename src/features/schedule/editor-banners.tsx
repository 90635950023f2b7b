// The editor's notices: a view-only channel, a draft found after a reload, and a save that met a
// newer server list.
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { ScheduleConflict, ScheduleDraft } from '../../machines/schedule.machine.js';
import { formatDateTime } from '../../ui/format-time.js';
import { scheduleText as t } from './messages.js';

const LIST_LIMIT = 5;
const names = (list: string[]) => (list.length > LIST_LIMIT ? `${list.slice(0, LIST_LIMIT).join('、')} 等 ${list.length} 条` : list.join('、'));

/** A notice of the editor: its title and body, and a primary and a second answer when it asks. */
function EditorBanner(p: {
  testId: string;
  intent: 'info' | 'warning';
  multiline?: boolean;
  title: string;
  children: ReactNode;
  answers?: { primary: [string, () => void]; other: [string, () => void] };
}) {
  return (
    <MessageBar intent={p.intent} layout={p.multiline ? 'multiline' : undefined} data-testid={p.testId}>
      <MessageBarBody>
        <MessageBarTitle>{p.title}</MessageBarTitle>
        {p.children}
      </MessageBarBody>
      {p.answers ? (
        <MessageBarActions>
          <Button appearance="primary" onClick={p.answers.primary[1]}>
            {p.answers.primary[0]}
          </Button>
          <Button onClick={p.answers.other[1]}>{p.answers.other[0]}</Button>
        </MessageBarActions>
      ) : null}
    </MessageBar>
  );
}

export function ReadOnlyBanner() {
  return (
    <EditorBanner testId="read-only-banner" intent="info" title={t.readOnlyTitle}>
      {t.readOnlyBody}
    </EditorBanner>
  );
}

export function DraftBanner({ draft, onRestore, onDiscard }: { draft: ScheduleDraft; onRestore: () => void; onDiscard: () => void }) {
  return (
    <EditorBanner testId="draft-banner" intent="info" title={t.draftTitle} answers={{ primary: [t.draftRestore, onRestore], other: [t.draftDiscard, onDiscard] }}>
      {t.draftBody(draft.ops.length, formatDateTime(draft.savedAt))}
    </EditorBanner>
  );
}

export function ConflictBanner({ conflict, onReload, onReapply }: { conflict: ScheduleConflict; onReload: () => void; onReapply: () => void }) {
  const { added, removed, retimed, reordered } = conflict.diff;
  const lines = [
    added.length ? t.conflictAdded(names(added)) : null,
    removed.length ? t.conflictRemoved(names(removed)) : null,
    retimed.length ? t.conflictRetimed(names(retimed)) : null,
    reordered ? t.conflictReordered : null,
  ].filter((l): l is string => l !== null);
  return (
    <EditorBanner
      testId="conflict-banner"
      intent="warning"
      multiline
      title={t.conflictTitle}
      answers={{ primary: [t.conflictReapply, onReapply], other: [t.conflictReload, onReload] }}
    >
      {t.conflictBody}
      <ul style={{ margin: '4px 0 0', paddingLeft: '18px' }}>
        {(lines.length ? lines : [t.conflictNone]).map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
    </EditorBanner>
  );
}
