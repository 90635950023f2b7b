// Unfinished uploads found after a page reload (src/services/upload/upload-persist.ts): each can
// be continued — through its kept file handle on Chromium, else by choosing the file again, which
// is accepted only when size, date and first-chunk MD5 match — or dropped. The pendingUploads
// machine holds the list (with what the server has stored of each) and does all of it; this panel
// renders it and sends the clicks. The upload manager's list is its machine's child
// (`PendingUploads`); the embedded uploader makes its own (`OwnPendingUploads`).
import { Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { uploadMessages } from '../../shared/upload-texts.js';
import type { pendingUploadsMachine } from '../machines/pending-uploads.machine.js';
import type { PendingUpload } from '../machines/pending-uploads.types.js';
import { storedPercent } from '../machines/upload-file.machine.js';
import { formatBytes } from './format-bytes.js';
import { useInspect } from './inspect-context.js';
import { useLogic } from './logic.js';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: '4px', width: '100%' },
  row: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' },
  name: { fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground3 },
});

const texts = {
  title: (n: number) => `有 ${n} 个未完成的上传`,
  continue: '继续上传',
  drop: '放弃',
  done: (p: PendingUpload) => `已上传 ${storedPercent(p.size, p.chunkSize, p.curChunk)}%`,
};

/** Loads the pending uploads of `owner`, keeps `uploader`'s queue saved, and offers to continue. */
export function OwnPendingUploads({ owner, uploader }: { owner: string; uploader: AnyActorRef }) {
  const actor = useActorRef(useLogic('pendingUploads'), { input: { owner, uploader }, inspect: useInspect() });
  return <PendingUploads actor={actor} />;
}

/** The pending uploads of a pendingUploads actor, each with continue and drop. */
export function PendingUploads({ actor }: { actor: ActorRefFrom<typeof pendingUploadsMachine> }) {
  const styles = useStyles();
  const pending = useSelector(actor, (s) => s.context.pending);
  const ready = useSelector(actor, (s) => s.matches('ready'));
  const input = useRef<HTMLInputElement>(null);
  // no kept handle: the machine asks for the file again, through the hidden file input (view wiring)
  useEffect(() => {
    const sub = actor.on('file.ask', () => input.current?.click());
    return () => sub.unsubscribe();
  }, [actor]);

  const drop = (p: PendingUpload) => actor.send({ type: 'pending.drop', id: p.id, md5: p.md5 });
  const continueOne = (p: PendingUpload) => actor.send({ type: 'pending.continue', id: p.id, md5: p.md5 });
  const chosen = (list: FileList | null) => {
    const file = list?.[0] ?? null;
    if (input.current) input.current.value = '';
    actor.send({ type: 'file.chosen', file });
  };

  if (!pending.length) return null;
  return (
    <MessageBar intent="warning" data-testid="pending-uploads">
      <MessageBarBody>
        <div className={styles.list}>
          <Text weight="semibold">{texts.title(pending.length)}</Text>
          {pending.map((p) => (
            <div key={`${p.id}-${p.md5}`} className={styles.row} data-testid="pending-upload" data-name={p.name}>
              <span className={styles.name}>{p.name}</span>
              <span className={styles.meta} data-testid="pending-stored">
                {formatBytes(p.size)} · {texts.done(p)}
              </span>
              <Button size="small" appearance="primary" disabled={!ready} title={p.handle ? undefined : uploadMessages.reselect(p.name)} onClick={() => continueOne(p)}>
                {texts.continue}
              </Button>
              <Button size="small" disabled={!ready} onClick={() => drop(p)}>
                {texts.drop}
              </Button>
            </div>
          ))}
          <input ref={input} type="file" hidden data-testid="pending-input" onChange={(e) => chosen(e.target.files)} />
        </div>
      </MessageBarBody>
    </MessageBar>
  );
}
