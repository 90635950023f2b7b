// The editor's notices: a view-only channel, a draft found after a reload, and a save that met a
// newer server list.
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { ScheduleConflict, ScheduleDraft } from '../../machines/schedule.machine.js';
import { formatDateTime } from '../../ui/format-time.js';
import { scheduleText as t } from './messages.js';

const LIST_LIMIT = 5;
const names = (list: string[]) => (list.length > LIST_LIMIT ? `${list.slice(0, LIST_LIMIT).join('、')} 等 ${list.length} 条` : list.join('、'));

export function ReadOnlyBanner() {
  return (
    <MessageBar intent="info" data-testid="read-only-banner">
      <MessageBarBody>
        <MessageBarTitle>{t.readOnlyTitle}</MessageBarTitle>
        {t.readOnlyBody}
      </MessageBarBody>
    </MessageBar>
  );
}

export function DraftBanner({ draft, onRestore, onDiscard }: { draft: ScheduleDraft; onRestore: () => void; onDiscard: () => void }) {
  return (
    <MessageBar intent="info" data-testid="draft-banner">
      <MessageBarBody>
        <MessageBarTitle>{t.draftTitle}</MessageBarTitle>
        {t.draftBody(draft.ops.length, formatDateTime(draft.savedAt))}
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" onClick={onRestore}>
          {t.draftRestore}
        </Button>
        <Button onClick={onDiscard}>{t.draftDiscard}</Button>
      </MessageBarActions>
    </MessageBar>
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
    <MessageBar intent="warning" layout="multiline" data-testid="conflict-banner">
      <MessageBarBody>
        <MessageBarTitle>{t.conflictTitle}</MessageBarTitle>
        {t.conflictBody}
        <ul style={{ margin: '4px 0 0', paddingLeft: '18px' }}>
          {(lines.length ? lines : [t.conflictNone]).map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" onClick={onReapply}>
          {t.conflictReapply}
        </Button>
        <Button onClick={onReload}>{t.conflictReload}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
