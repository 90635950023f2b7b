// 上传文件 (/upload, component key 'upload/index'): choose a library, then upload into it.
import { Card, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { formatBytes } from '../../ui/format-bytes.js';
import { LibraryCascader } from '../../ui/library-cascader.js';
import { uploadPageMessages as m } from './messages.js';
import { CHUNK_SIZE, Uploader } from './uploader.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '1280px' },
  head: { display: 'flex', alignItems: 'center', gap: '16px', flexWrap: 'wrap' },
  hint: { color: tokens.colorNeutralForeground3 },
  meta: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: '12px', alignItems: 'start' },
});

export default function UploadPage() {
  const styles = useStyles();
  // which library the page uploads into is a plain form value of this screen
  const [fileLibId, setFileLibId] = useState<number | null>(null);
  // what the next files are stored with (spec: finish sends fileDesc and fileTagNames)
  const [fileDesc, setFileDesc] = useState('');
  const [fileTagNames, setFileTagNames] = useState('');
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
        <div className={styles.meta}>
          <Field label={m.desc}>
            <Input value={fileDesc} maxLength={1024} onChange={(_, d) => setFileDesc(d.value)} />
          </Field>
          <Field label={m.tags} hint={m.tagsHint}>
            <Input value={fileTagNames} maxLength={512} onChange={(_, d) => setFileTagNames(d.value)} />
          </Field>
        </div>
        {fileLibId ? <Uploader fileLibId={fileLibId} persistKey="upload-page" fileDesc={fileDesc} fileTagNames={fileTagNames} /> : <Text className={styles.hint}>{m.libraryFirst}</Text>}
      </Card>
    </div>
  );
}
