// 给文件加水印: pick a library (the shared library picker) and a file in it (the library's files
// as an embedded list screen), see the preview, then store the watermarked copy as a new
// rendition (the watermark-apply machine).
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Image, makeStyles, Spinner, Text } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { FileItem } from '../../../shared/media.js';
import type { Watermark } from '../../../shared/org.js';
import { useInspect } from '../../ui/inspect-context.js';
import { LibraryCascader } from '../../ui/library-cascader.js';
import { useLogic } from '../../ui/logic.js';
import type { PagedColumn } from '../../ui/paged-table.js';
import { ListScreen } from '../../ui/list-screen.js';
import { usePageFetch } from '../../ui/actor-hooks.js';
import { orgText as t } from './messages.js';
import { useOrgStyles } from './org-styles.js';

const useStyles = makeStyles({
  surface: { maxWidth: '860px', width: '100%' },
  preview: { maxWidth: '100%', maxHeight: '320px', objectFit: 'contain' },
});

export function WatermarkApplyDialog({ watermark, onClose }: { watermark: Watermark; onClose: () => void }) {
  const styles = useStyles();
  const org = useOrgStyles();
  const actor = useActorRef(useLogic('watermarkApply'), { input: { watermarkId: watermark.id }, inspect: useInspect() });
  const fileId = useSelector(actor, (s) => s.context.fileId);
  const previewUrl = useSelector(actor, (s) => s.context.previewUrl);
  const resultUrl = useSelector(actor, (s) => s.context.resultUrl);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => !s.matches('choosing'));
  const [fileLibId, setFileLibId] = useState<number | null>(null);
  const fetchPage = usePageFetch(useLogic('orgLibraryFiles'), { fileLibId: fileLibId ?? 0 });
  const columns: PagedColumn<FileItem>[] = [
    { key: 'name', title: t.name, render: (f) => f.fileName },
    {
      key: 'pick',
      title: t.actions,
      width: '90px',
      render: (f) => (
        <Button size="small" appearance={f.fileId === fileId ? 'primary' : 'subtle'} onClick={() => actor.send({ type: 'file.pick', fileId: f.fileId })}>
          {f.fileId === fileId ? '✓' : t.confirm}
        </Button>
      ),
    },
  ];
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>
            {t.watermarkApplyTitle}：{watermark.name}
          </DialogTitle>
          <DialogContent className={org.form}>
            <Field label={t.watermarkFileId}>
              <LibraryCascader value={fileLibId} onChange={(id) => setFileLibId(id)} />
            </Field>
            {fileLibId ? (
              <ListScreen embedded table={{ ariaLabel: t.watermarkFileId, columns, rowKey: (f) => f.fileId, pageSize: 10, fetchPage, reloadKey: fileLibId }} />
            ) : null}
            {busy ? <Spinner size="small" label={t.loading} /> : null}
            {previewUrl ? <Image className={styles.preview} src={previewUrl} alt={t.watermarkPreviewAlt} /> : null}
            {resultUrl ? <Text>{t.watermarkApplied}</Text> : null}
            {error ? (
              <Text className={org.error} role="alert">
                {error}
              </Text>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t.cancel}</Button>
            <Button disabled={busy || !fileId} onClick={() => actor.send({ type: 'preview.request' })}>
              {t.watermarkPreview}
            </Button>
            <Button appearance="primary" disabled={busy || !fileId} onClick={() => actor.send({ type: 'apply.request' })}>
              {t.watermarkApplyRun}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
