// 节目信息: the side panel of the selected row's metadata (节目名称, 集数, 简介, 分类, 分级). Each field
// is sent to the schedule machine (meta.change, an undoable edit) when it loses focus, on Enter in
// a one-line field, and when the panel closes; the machine keeps only what is set.
import { Button, DrawerBody, DrawerFooter, DrawerHeader, DrawerHeaderTitle, Field, Input, makeStyles, OverlayDrawer, Text, Textarea, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { displayTitle, PROGRAMME_META_FIELDS, PROGRAMME_META_KEYS, type ProgrammeMeta } from '../../machines/schedule-meta.js';
import type { EditorEntry } from '../../machines/schedule-time.js';
import { scheduleText as t } from './messages.js';

type Texts = Record<(typeof PROGRAMME_META_KEYS)[number], string>;

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: '12px' },
  file: { color: tokens.colorNeutralForeground3, wordBreak: 'break-all' },
});

const textsOf = (e: EditorEntry): Texts => ({
  programTitle: displayTitle(e),
  episode: e.episode ?? '',
  programDesc: e.programDesc ?? '',
  category: e.category ?? '',
  rating: e.rating ?? '',
});

/** The panel of one row (null: closed). `readOnly`: the fields are shown but not editable. */
export function MetaDrawer(props: { entry: EditorEntry | null; index: number | null; readOnly: boolean; onChange: (index: number, meta: ProgrammeMeta) => void; onClose: () => void }) {
  const { entry, index } = props;
  return (
    <OverlayDrawer position="end" size="medium" open={entry !== null} onOpenChange={(_, d) => (d.open ? undefined : props.onClose())}>
      {/* keyed by the row: another row starts from its own values */}
      {entry && index !== null ? <MetaForm key={entry.uid} {...props} entry={entry} index={index} /> : null}
    </OverlayDrawer>
  );
}

function MetaForm({ entry, index, readOnly, onChange, onClose }: { entry: EditorEntry; index: number; readOnly: boolean; onChange: (index: number, meta: ProgrammeMeta) => void; onClose: () => void }) {
  const styles = useStyles();
  // what is being typed (view state); the machine holds the entry
  const [texts, setTexts] = useState<Texts>(() => textsOf(entry));
  const send = (keys: readonly (keyof Texts)[]) => {
    if (readOnly) return;
    const now = textsOf(entry);
    const meta: ProgrammeMeta = {};
    for (const k of keys) if (texts[k] !== now[k]) meta[k] = texts[k];
    if (Object.keys(meta).length) onChange(index, meta);
  };
  const close = () => {
    send(PROGRAMME_META_KEYS);
    onClose();
  };
  const field = (k: keyof Texts, multiline = false) => {
    const common = {
      value: texts[k],
      readOnly,
      maxLength: PROGRAMME_META_FIELDS[k].max,
      onBlur: () => send([k]),
    };
    return (
      <Field label={PROGRAMME_META_FIELDS[k].label} hint={k === 'programTitle' ? t.titleHint : undefined}>
        {multiline ? (
          <Textarea {...common} rows={6} resize="vertical" onChange={(_, d) => setTexts((s) => ({ ...s, [k]: d.value }))} />
        ) : (
          <Input
            {...common}
            onChange={(_, d) => setTexts((s) => ({ ...s, [k]: d.value }))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') send([k]);
            }}
          />
        )}
      </Field>
    );
  };
  return (
    <>
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t.close} icon={<DismissRegular />} onClick={close} />}>
          {t.metaTitle(index + 1)}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body} data-testid="meta-drawer">
        <Text size={200} className={styles.file}>
          {t.metaFile(entry.liveProgramName)}
        </Text>
        {field('programTitle')}
        {field('episode')}
        {field('category')}
        {field('rating')}
        {field('programDesc', true)}
      </DrawerBody>
      <DrawerFooter>
        <Button appearance="primary" onClick={close}>
          {t.metaDone}
        </Button>
      </DrawerFooter>
    </>
  );
}
