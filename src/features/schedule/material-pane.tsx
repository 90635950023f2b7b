// Left pane of the programme-list editor: tabs 视频 / 直播, search on Enter, the library picker
// for videos, and a list that grows by 10 at the bottom. Each item: cover, preview, select; it
// can also be dragged into the table at any position.
import { Button, makeStyles, Spinner, Tab, TabList, Text, tokens, Tooltip } from '@fluentui/react-components';
import { AddRegular, LiveRegular, PlayRegular, VideoClipRegular } from '@fluentui/react-icons';
import { useDraggable } from '@dnd-kit/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { MaterialItem, materialsMachine } from '../../machines/materials.machine.js';
import { hms } from '../../machines/schedule-time.js';
import { LibraryCascader } from '../../ui/library-cascader.js';
import { scheduleText as t } from './messages.js';
import { CoverImage } from '../../ui/cover-image.js';
import { SearchInput } from '../../ui/list-screen-parts.js';
import { commonMessages } from '../../ui/messages.js';

const useStyles = makeStyles({
  pane: {
    display: 'flex', flexDirection: 'column', gap: '8px', minHeight: 0, height: '100%',
    backgroundColor: tokens.colorNeutralBackground1, borderRadius: '8px', padding: '12px', boxShadow: tokens.shadow4,
  },
  list: { flex: 1, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: '6px', minHeight: 0 },
  items: { display: 'flex', flexDirection: 'column', gap: '6px' },
  item: {
    display: 'grid', gridTemplateColumns: '72px 1fr auto', gap: '8px', alignItems: 'center', padding: '6px',
    borderRadius: '6px', border: `1px solid ${tokens.colorNeutralStroke2}`, backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'grab', touchAction: 'none',
  },
  cover: {
    width: '72px', height: '40px', borderRadius: '4px', objectFit: 'cover', backgroundColor: tokens.colorNeutralBackground3,
    display: 'flex', alignItems: 'center', justifyContent: 'center', color: tokens.colorNeutralForeground3,
  },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', display: 'block' },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  buttons: { display: 'flex', gap: '2px' },
  hint: { padding: '24px 0', textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

function Cover({ item }: { item: MaterialItem }) {
  const styles = useStyles();
  return (
    <CoverImage
      className={styles.cover}
      src={item.cover}
      fallback={<div className={styles.cover}>{item.addressType === 2 ? <LiveRegular fontSize={22} /> : <VideoClipRegular fontSize={22} />}</div>}
    />
  );
}

interface RowProps {
  item: MaterialItem;
  onPreview: (i: MaterialItem) => void;
  onSelect: (i: MaterialItem) => void;
}

function MaterialRow({ item, onPreview, onSelect }: RowProps) {
  const styles = useStyles();
  const addable = item.selectable;
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `material-${item.addressType}-${item.id}`,
    data: { kind: 'material', item },
    disabled: !addable,
  });
  return (
    <div
      ref={setNodeRef}
      className={styles.item}
      style={{ opacity: isDragging ? 0.5 : item.selectable ? 1 : 0.6, cursor: addable ? undefined : 'default' }}
      data-testid="material-item"
      {...listeners}
      {...attributes}
      role="listitem"
      aria-roledescription={undefined}
      tabIndex={-1}
    >
      <Cover item={item} />
      <div style={{ minWidth: 0 }}>
        <Text className={styles.name} title={item.name}>
          {item.name}
        </Text>
        <span className={styles.meta}>{item.addressType === 2 ? (item.reason ? `${t.live}（${item.reason}）` : t.live) : hms(item.duration)}</span>
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only keeps the drag handle from starting a drag when a button inside is used */}
      <div className={styles.buttons} onPointerDown={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
        <Tooltip content={t.preview} relationship="label">
          <Button size="small" appearance="subtle" icon={<PlayRegular />} onClick={() => onPreview(item)} disabled={!item.previewUrl} />
        </Tooltip>
        <Tooltip content={item.selectable ? t.select : item.reason ? `${t.notSelectable}：${item.reason}` : t.notSelectable} relationship="description">
          <Button
            size="small"
            appearance="subtle"
            icon={<AddRegular />}
            aria-label={`${t.select}：${item.name}`}
            disabled={!addable}
            onClick={() => onSelect(item)}
          >
            {t.select}
          </Button>
        </Tooltip>
      </div>
    </div>
  );
}

export function MaterialPane({
  actor,
  onPreview,
  onSelect,
  locked,
}: {
  actor: ActorRefFrom<typeof materialsMachine>;
  /** 'pending' while the channel right is read, 'readOnly' on a view-only channel. */
  locked?: 'pending' | 'readOnly';
  onPreview: (i: MaterialItem) => void;
  onSelect: (i: MaterialItem) => void;
}) {
  const styles = useStyles();
  const { tab, draftKeyword, items, total, fileLibId } = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const noLibrary = useSelector(actor, (s) => s.matches('noLibrary'));
  if (locked) {
    // Until the user's right on the channel is known, and on a view-only channel, the libraries
    // are not loaded: nothing can be added, and a role without library rights would see a 403.
    return (
      <aside className={styles.pane} aria-label={`${t.video} / ${t.live}`} data-testid="material-pane-locked">
        <div className={styles.hint}>{locked === 'pending' ? <Spinner size="tiny" aria-label={commonMessages.loading} /> : t.materialsReadOnly}</div>
      </aside>
    );
  }

  return (
    <aside className={styles.pane} aria-label={`${t.video} / ${t.live}`}>
      <TabList selectedValue={tab} onTabSelect={(_, d) => actor.send({ type: 'tab.select', tab: d.value as 'video' | 'live' })}>
        <Tab value="video" icon={<VideoClipRegular />}>
          {t.video}
        </Tab>
        <Tab value="live" icon={<LiveRegular />}>
          {t.live}
        </Tab>
      </TabList>
      {tab === 'video' ? (
        <LibraryCascader value={fileLibId} onChange={(id) => actor.send({ type: 'library.select', fileLibId: id })} placeholder={t.pickLibrary} />
      ) : null}
      <SearchInput label={t.search} value={draftKeyword} onText={(value) => actor.send({ type: 'keyword.change', value })} onEnter={() => actor.send({ type: 'search.submit' })} />
      {/* the scroller holds the hints and the spinner; the list inside it holds the items only
          (a list holds list items: a list of none is not rendered) */}
      <div
        className={styles.list}
        data-testid="material-list"
        onScroll={(e) => {
          const el = e.currentTarget;
          if (el.scrollTop + el.clientHeight >= el.scrollHeight - 4) actor.send({ type: 'list.more' });
        }}
      >
        {noLibrary ? <div className={styles.hint}>{t.pickLibrary}</div> : null}
        {failed ? (
          <div className={styles.hint}>
            {t.loadFailed} <Button size="small" onClick={() => actor.send({ type: 'list.reload' })}>{t.retry}</Button>
          </div>
        ) : null}
        {!noLibrary && !failed && !loading && items.length === 0 ? <div className={styles.hint}>{t.noItems}</div> : null}
        {items.length > 0 ? (
          <div className={styles.items} role="list" aria-label={tab === 'video' ? t.video : t.live}>
            {items.map((item) => (
              <MaterialRow key={`${item.addressType}-${item.id}`} item={item} onPreview={onPreview} onSelect={onSelect} />
            ))}
          </div>
        ) : null}
        {loading ? <Spinner size="tiny" label={t.loadingMore} /> : items.length > 0 && items.length >= total ? (
          <div className={styles.meta} style={{ textAlign: 'center' }}>{t.allShown}</div>
        ) : null}
      </div>
    </aside>
  );
}
