// The edit lock in the editor and the lists: who else edits the item (「王晓 正在编辑」 with
// 接管编辑), or that someone took it over from this user (重新接管); the state is the editor's
// `lock` child (contentLock machine), the buttons send it lock.take.
import { Badge, Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Spinner } from '@fluentui/react-components';
import { PersonEditRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { LockHolder } from '../../../shared/content-lock.js';
import type { contentEditorMachine } from '../../machines/content-editor.machine.js';
import type { contentLockMachine } from '../../machines/content-lock.machine.js';
import { lockMessages as m } from './messages.js';

type LockRef = ActorRefFrom<typeof contentLockMachine>;

/** The editor's banner: shown while someone else holds the lock or after a take-over. */
export function LockBanner({ editor }: { editor: ActorRefFrom<typeof contentEditorMachine> }) {
  const lock = useSelector(editor, (s) => s.children.lock as LockRef | undefined);
  return lock ? <LockState lock={lock} /> : null;
}

function LockState({ lock }: { lock: LockRef }) {
  const snap = useSelector(lock, (s) => s);
  const taking = snap.matches({ active: 'taking' });
  const { holder, takenBy } = snap.context;
  // the banner: who has the lock and what that means, with the button that takes it
  const banner = (intent: 'warning' | 'error', title: string, help: string, label: string) => (
    <MessageBar intent={intent} layout="multiline" data-testid="lock-banner">
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        {help}
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" icon={taking ? <Spinner size="extra-tiny" /> : <PersonEditRegular />} disabled={!snap.can({ type: 'lock.take' })} onClick={() => lock.send({ type: 'lock.take' })}>
          {taking ? m.taking : label}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
  if ((snap.matches({ active: 'heldByOther' }) || taking) && holder) return banner('warning', m.editing(holder.userName), m.heldHelp, m.takeOver);
  if ((snap.matches({ active: 'lost' }) || taking) && takenBy) return banner('error', m.takenOver(takenBy.userName), m.takenHelp, m.takeBack);
  return null;
}

/** A list row's 「王晓 正在编辑」 (content/page lockedBy, kept current by the socket). */
export function LockedBy({ holder }: { holder?: LockHolder | null }) {
  if (!holder) return null;
  return (
    <Badge appearance="tint" color="severe" icon={<PersonEditRegular />} data-testid="locked-by" style={{ marginLeft: 6 }}>
      {m.editing(holder.userName)}
    </Badge>
  );
}
