// Unfinished uploads found after a page reload (src/services/upload/upload-persist.ts): each can
// be continued — through its kept file handle on Chromium, else by choosing the file again, which
// is accepted only when size, date and first-chunk MD5 match — or dropped.
import { Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import { uploadMessages } from '../services/upload/messages.js';
import { fileFromHandle, loadPending, matchesPending, savePending, watchQueue, type PendingUpload } from '../services/upload/upload-persist.js';
import { toast } from '../services/toast.js';
import { formatBytes } from './format-bytes.js';

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
  done: (p: PendingUpload) => `已上传 ${Math.min(100, Math.floor(((p.curChunk * p.chunkSize) / Math.max(1, p.size)) * 100))}%`,
};

/** Loads the pending uploads of `owner`, keeps `uploader`'s queue saved, and offers to continue. */
export function PendingUploads({ owner, uploader }: { owner: string; uploader: AnyActorRef }) {
  const styles = useStyles();
  // the list read from IndexedDB once per mount: display data of this panel
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const target = useRef<PendingUpload | null>(null);

  useEffect(() => {
    let live = true;
    void loadPending(owner).then((list) => live && setPending(list));
    const stop = watchQueue(owner, uploader);
    return () => {
      live = false;
      stop();
    };
  }, [owner, uploader]);

  const drop = (p: PendingUpload) => {
    const next = pending.filter((x) => x.id !== p.id || x.md5 !== p.md5);
    setPending(next);
    void savePending(owner, next);
  };
  const restore = (p: PendingUpload, file: File) => {
    uploader.send({ type: 'files.restore', entries: [{ file, md5: p.md5, curChunk: p.curChunk, fileLibId: p.fileLibId, chunkSize: p.chunkSize }] });
    uploader.send({ type: 'upload.start' });
    drop(p);
  };
  const continueOne = async (p: PendingUpload) => {
    const viaHandle = await fileFromHandle(p);
    if (viaHandle) return restore(p, viaHandle);
    target.current = p;
    input.current?.click();
  };
  const chosen = async (list: FileList | null) => {
    const p = target.current;
    const file = list?.[0];
    if (input.current) input.current.value = '';
    if (!p || !file) return;
    if (await matchesPending(p, file)) restore(p, file);
    else toast.warning(uploadMessages.reselectMismatch);
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
              <span className={styles.meta}>
                {formatBytes(p.size)} · {texts.done(p)}
              </span>
              <Button size="small" appearance="primary" title={p.handle ? undefined : uploadMessages.reselect(p.name)} onClick={() => void continueOne(p)}>
                {texts.continue}
              </Button>
              <Button size="small" onClick={() => drop(p)}>
                {texts.drop}
              </Button>
            </div>
          ))}
          <input ref={input} type="file" hidden data-testid="pending-input" onChange={(e) => void chosen(e.target.files)} />
        </div>
      </MessageBarBody>
    </MessageBar>
  );
}
