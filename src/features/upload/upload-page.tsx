// 上传文件 (/upload, component key 'upload/index'): choose a library, then upload into it.
import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { formatBytes } from '../../ui/format-bytes.js';
import { LibraryCascader } from '../../ui/library-cascader.js';
import { uploadPageMessages as m } from './messages.js';
import { CHUNK_SIZE, Uploader } from './uploader.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '1280px' },
  head: { display: 'flex', alignItems: 'center', gap: '16px', flexWrap: 'wrap' },
  hint: { color: tokens.colorNeutralForeground3 },
});

export default function UploadPage() {
  const styles = useStyles();
  // which library the page uploads into is a plain form value of this screen
  const [fileLibId, setFileLibId] = useState<number | null>(null);
  return (
    <div className={styles.page}>
      <Card>
        <div className={styles.head}>
          <Text as="h2" size={500} weight="semibold" style={{ margin: 0 }}>
            {m.title}
          </Text>
          <LibraryCascader value={fileLibId} onChange={(id) => setFileLibId(id)} placeholder={m.pickLibrary} aria-label={m.pickLibrary} />
          <Text className={styles.hint}>{m.chunkHint(formatBytes(CHUNK_SIZE))}</Text>
        </div>
        {fileLibId ? <Uploader fileLibId={fileLibId} persistKey="upload-page" /> : <Text className={styles.hint}>{m.libraryFirst}</Text>}
      </Card>
    </div>
  );
}
