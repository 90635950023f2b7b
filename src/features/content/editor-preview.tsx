// 预览 in the editor: the working copy (nothing saved for it) rendered with the public article
// component at a phone's or a desktop's width; the open/closed state and the width are the
// contentPreview machine's.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { DesktopRegular, PhoneRegular } from '@fluentui/react-icons';
import { galleryBody, type ContentDraft } from '../../../shared/content-console.js';
import { PREVIEW_WIDTHS, type PreviewDevice } from '../../machines/content-preview.machine.js';
import { ArticleView } from './article-view.js';
import { contentMessages as m } from './messages.js';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(1260px, 96vw)', width: 'fit-content' },
  bar: { display: 'flex', alignItems: 'center', gap: '12px', flexWrap: 'wrap', marginBottom: '8px' },
  note: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  stage: { display: 'flex', justifyContent: 'center', backgroundColor: tokens.colorNeutralBackground3, padding: '12px', borderRadius: tokens.borderRadiusMedium },
  frame: {
    maxWidth: '100%',
    height: '70vh',
    overflowY: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
    borderRadius: '12px',
  },
});

export interface EditorPreviewProps {
  draft: ContentDraft;
  /** null: closed. */
  device: PreviewDevice | null;
  onDevice: (device: PreviewDevice) => void;
  onClose: () => void;
}

export function EditorPreview({ draft, device, onDevice, onClose }: EditorPreviewProps) {
  const styles = useStyles();
  if (!device) return null;
  const body = draft.type === 4 ? galleryBody(draft.files) : draft.body;
  return (
    <Dialog open onOpenChange={(_, d) => (!d.open ? onClose() : undefined)}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{m.previewTitle}</DialogTitle>
          <DialogContent>
            <div className={styles.bar}>
              <TabList selectedValue={device} onTabSelect={(_, d) => onDevice(d.value as PreviewDevice)} aria-label={m.previewTitle}>
                <Tab value="phone" icon={<PhoneRegular />}>
                  {m.previewPhone}
                </Tab>
                <Tab value="desktop" icon={<DesktopRegular />}>
                  {m.previewDesktop}
                </Tab>
              </TabList>
              <Text className={styles.note}>{m.previewNote}</Text>
            </div>
            <div className={styles.stage}>
              <div className={styles.frame} style={{ width: `${PREVIEW_WIDTHS[device]}px` }} data-testid="preview-frame" data-device={device}>
                <ArticleView
                  a={{
                    type: draft.type,
                    title: draft.title,
                    summary: draft.summary,
                    body,
                    coverUrl: draft.coverUrl,
                    files: draft.files,
                    linkUrl: draft.linkUrl,
                    author: draft.author,
                    source: draft.source,
                    time: Date.now(),
                  }}
                />
              </div>
            </div>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{m.close}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
