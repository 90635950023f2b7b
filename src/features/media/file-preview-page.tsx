// 文件预览 (component 'media/file-preview', /contentManagement/filelibrary/preview?fileId=):
// plays a video or audio with the browser's player (served with range requests, so seeking is
// instant), shows an image, and lists the file's facts.
import { Button, Card, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowLeftRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CopyText } from '../../ui/copy-text.js';
import { formatBytes, formatDuration } from '../../ui/format-bytes.js';
import { formatDateTime } from '../../ui/format-time.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { fileMessages as fm, previewMessages as m } from '../../../shared/media-texts.js';
import { FILE_LIBRARY_PATH } from './paths.js';
import { usePoster } from '../../ui/cover-image.js';
import { commonMessages } from '../../ui/messages.js';
import { ErrorBar } from '../../ui/error-bar.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '12px', maxWidth: '1100px' },
  body: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 300px', gap: '16px', alignItems: 'start' },
  stage: { backgroundColor: '#000', borderRadius: '8px', overflow: 'hidden', display: 'flex', justifyContent: 'center' },
  media: { width: '100%', maxHeight: '70vh', display: 'block', backgroundColor: '#000' },
  list: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 16px', margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { margin: 0, wordBreak: 'break-all' },
});

export default function FilePreviewPage() {
  const s = useStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fileId = Number(params.get('fileId'));
  const actor = useActorRef(useLogic('filePreview'), { inspect: useInspect() });
  const file = useSelector(actor, (x) => x.context.data);
  const poster = usePoster(file?.cover);
  const failed = useSelector(actor, (x) => x.matches('failed'));
  const loading = useSelector(actor, (x) => x.matches('loading'));

  return (
    <div className={s.page} key={fileId}>
      <div style={{ display: 'flex', gap: '8px', alignItems: 'center' }}>
        <Button icon={<ArrowLeftRegular />} onClick={() => navigate(FILE_LIBRARY_PATH)}>
          {m.back}
        </Button>
        <Text size={500} weight="semibold">
          {file?.fileName ?? m.title}
        </Text>
      </div>
      {loading ? <Spinner aria-label={commonMessages.loading} /> : null}
      {failed ? <ErrorBar text={m.notFound} /> : null}
      {file ? (
        <div className={s.body}>
          <div className={s.stage}>
            {file.fileType === 1 ? (
              <video className={s.media} src={file.lowfile} poster={poster} controls preload="metadata" data-testid="preview-video" />
            ) : file.fileType === 2 ? (
              <audio src={file.lowfile} controls style={{ width: '100%', margin: '40px 16px' }} data-testid="preview-audio" />
            ) : file.fileType === 3 ? (
              <img className={s.media} src={file.url} alt={file.fileName} style={{ objectFit: 'contain' }} />
            ) : (
              <Text style={{ color: '#fff', padding: '48px' }}>{m.noPreview}</Text>
            )}
          </div>
          <Card>
            <Text weight="semibold">{m.info}</Text>
            <dl className={s.list}>
              {(
                [
                  [fm.name, file.fileName],
                  [fm.type, fm.fileTypes[file.fileType] ?? '—'],
                  [fm.size, formatBytes(file.size)],
                  [fm.duration, file.duration > 0 ? formatDuration(file.duration) : '—'],
                  [fm.resolution, file.width ? `${file.width}×${file.height}` : '—'],
                  [m.codec, file.codec || '—'],
                  [fm.tags, file.fileTagNames || '—'],
                  [fm.createTime, formatDateTime(file.createTime)],
                ] as const
              ).map(([k, v]) => (
                <div key={k} style={{ display: 'contents' }}>
                  <dt className={s.term}>{k}</dt>
                  <dd className={s.detail}>{v}</dd>
                </div>
              ))}
              <div style={{ display: 'contents' }}>
                <dt className={s.term}>{m.link}</dt>
                <dd className={s.detail}>
                  <CopyText value={file.url ? new URL(file.url, window.location.origin).href : ''} label={m.link} />
                </dd>
              </div>
            </dl>
            <Button as="a" href={file.url} download={file.fileName} icon={<ArrowDownloadRegular />}>
              {m.download}
            </Button>
          </Card>
        </div>
      ) : null}
    </div>
  );
}
