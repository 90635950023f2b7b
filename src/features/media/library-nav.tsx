// The file library's left panel: public, personal and group libraries (children indented), each
// with its size, and the tenant's storage overview under them.
import { Button, Caption1, makeStyles, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, mergeClasses, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowClockwiseRegular, DeleteRegular, FolderRegular, LibraryRegular, MoreHorizontalRegular, PersonRegular, PeopleTeamRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import type { LibraryItem, StorageOverview } from '../../../shared/media.js';
import type { LibrarySources } from '../../services/api/library-api.js';
import { formatBytes } from '../../ui/format-bytes.js';
import { fileMessages as fm, libraryMessages as m } from '../../../shared/media-texts.js';

const useStyles = makeStyles({
  nav: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: '220px' },
  header: { display: 'flex', alignItems: 'center', gap: '6px', padding: '10px 8px 4px', color: tokens.colorNeutralForeground3 },
  item: { justifyContent: 'space-between', width: '100%', fontWeight: 'normal' },
  child: { paddingLeft: '28px' },
  active: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground1, fontWeight: 'bold' },
  size: { color: tokens.colorNeutralForeground3, fontSize: '12px', marginLeft: '8px' },
  storage: {
    marginTop: '16px',
    padding: '12px',
    borderRadius: '8px',
    backgroundColor: tokens.colorNeutralBackground2,
    display: 'flex',
    flexDirection: 'column',
    gap: '6px',
  },
  row: { display: 'flex', justifyContent: 'space-between', gap: '8px' },
});

interface Props {
  sources: LibrarySources | null;
  failed: boolean;
  onRetry: () => void;
  value: number | null;
  onSelect: (lib: LibraryItem) => void;
  storage: StorageOverview | null;
  onRecycleBin: () => void;
  /** Library management: add a group library (parent null) or a child, rename, delete. */
  onEdit: (kind: 'add' | 'rename' | 'delete', library: LibraryItem | null) => void;
}

export function LibraryNav({ sources, failed, onRetry, value, onSelect, storage, onRecycleBin, onEdit }: Props) {
  const s = useStyles();
  /** A group library's size includes its children's. */
  const sizeOf = (lib: LibraryItem) => lib.size + (lib.children ?? []).reduce((n, c) => n + c.size, 0);
  const menu = (lib: LibraryItem) => (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" size="small" icon={<MoreHorizontalRegular />} aria-label={`${fm.actions}：${lib.fileLibName}`} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {lib.fileLibType === 'group' && !lib.parentId ? <MenuItem onClick={() => onEdit('add', lib)}>{fm.addChildLibrary}</MenuItem> : null}
          <MenuItem onClick={() => onEdit('rename', lib)}>{fm.renameLibrary}</MenuItem>
          {lib.fileLibType === 'group' ? <MenuItem onClick={() => onEdit('delete', lib)}>{fm.deleteLibrary}</MenuItem> : null}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
  const entry = (lib: LibraryItem, child = false) => (
    <div key={lib.fileLibId} style={{ display: 'flex', alignItems: 'center' }}>
    <Button
      appearance="subtle"
      icon={<FolderRegular />}
      className={mergeClasses(s.item, child && s.child, value === lib.fileLibId && s.active)}
      aria-current={value === lib.fileLibId ? 'true' : undefined}
      onClick={() => onSelect(lib)}
    >
      <span style={{ flex: 1, textAlign: 'left' }}>{lib.fileLibName}</span>
      <span className={s.size}>{formatBytes(sizeOf(lib))}</span>
    </Button>
    {lib.fileLibType === 'private' ? null : menu(lib)}
    </div>
  );
  const section = (icon: ReactNode, title: string, body: ReactNode) => (
    <>
      <div className={s.header}>
        {icon}
        <Caption1>{title}</Caption1>
      </div>
      {body}
    </>
  );
  if (failed) {
    return (
      <nav className={s.nav} aria-label={fm.title}>
        <Text>{m.librariesFailed}</Text>
        <Button icon={<ArrowClockwiseRegular />} onClick={onRetry}>
          {fm.retry}
        </Button>
      </nav>
    );
  }
  const biggest = Math.max(1, storage?.tenantBytes ?? 1);
  return (
    <nav className={s.nav} aria-label={fm.title}>
      {!sources ? <Text>{m.loadingLibraries}</Text> : null}
      {sources ? (
        <>
          {section(<LibraryRegular />, m.publicSource, sources.public.map((l) => entry(l)))}
          {section(<PersonRegular />, m.privateSource, sources.private.map((l) => entry(l)))}
          {section(
            <PeopleTeamRegular />,
            m.groupSource,
            <>
              {sources.group.map((g) => (
                <div key={g.fileLibId} style={{ display: 'contents' }}>
                  {entry(g)}
                  {(g.children ?? []).map((c) => entry(c, true))}
                </div>
              ))}
              <Button appearance="subtle" size="small" icon={<AddRegular />} onClick={() => onEdit('add', null)} style={{ justifyContent: 'flex-start' }}>
                {fm.addGroupLibrary}
              </Button>
            </>,
          )}
        </>
      ) : null}
      <Button appearance="subtle" icon={<DeleteRegular />} className={s.item} onClick={onRecycleBin} style={{ marginTop: '8px' }}>
        <span style={{ flex: 1, textAlign: 'left' }}>{fm.recycleBin}</span>
        {storage ? <span className={s.size}>{formatBytes(storage.recycleBytes)}</span> : null}
      </Button>
      {storage ? (
        <section className={s.storage} aria-label={fm.storage}>
          <Text weight="semibold">{fm.storage}</Text>
          <div className={s.row}>
            <Caption1>{fm.tenantUsage}</Caption1>
            <Caption1 data-testid="tenant-bytes">{formatBytes(storage.tenantBytes)}</Caption1>
          </div>
          <Caption1>{fm.files(storage.fileCount)}</Caption1>
          {storage.libraries
            .filter((l) => l.size > 0)
            .map((l) => (
              <div key={l.fileLibId}>
                <div className={s.row}>
                  <Caption1>{l.fileLibName}</Caption1>
                  <Caption1>{formatBytes(l.size)}</Caption1>
                </div>
                <ProgressBar value={Math.min(1, l.size / biggest)} thickness="medium" aria-label={`${l.fileLibName} ${formatBytes(l.size)}`} />
              </div>
            ))}
        </section>
      ) : null}
    </nav>
  );
}
