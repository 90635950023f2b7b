// The file library's two views of one page of rows: a grid of cards with covers (FileGrid, drawn
// in place of the table), and the list view's table (useFileTable: the shared table's columns and
// rows). Folders come first; a file's menu offers preview, rename, move, copy and delete.
import {
  Button, Caption1, Checkbox, makeStyles, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, mergeClasses, Text, tokens,
} from '@fluentui/react-components';
import {
  CopyRegular, DeleteRegular, DocumentRegular, FolderArrowRightRegular, FolderFilled, ImageRegular, MoreHorizontalRegular, MusicNote2Regular,
  PlayCircleRegular, RenameRegular, TagRegular, VideoRegular,
} from '@fluentui/react-icons';
import type { ReactElement, ReactNode } from 'react';
import type { FileItem, FolderItem } from '../../../shared/media.js';
import type { DialogKind } from '../../machines/file-browser.machine.js';
import { formatBytes, formatDuration } from '../../ui/format-bytes.js';
import { formatDateTime } from '../../ui/format-time.js';
import { fileMessages as m, tagMessages } from '../../../shared/media-texts.js';
import { CoverImage } from '../../ui/cover-image.js';
import type { DataTableProps, PagedColumn } from '../../ui/paged-table.js';

const useStyles = makeStyles({
  grid: { display: 'grid', gap: '14px', gridTemplateColumns: 'repeat(auto-fill, minmax(188px, 1fr))' },
  card: {
    position: 'relative',
    borderRadius: '8px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    overflow: 'hidden',
    display: 'flex',
    flexDirection: 'column',
    ':hover': { boxShadow: tokens.shadow8 },
  },
  selected: { border: `2px solid ${tokens.colorBrandStroke1}` },
  cover: {
    position: 'relative',
    aspectRatio: '16 / 9',
    backgroundColor: '#1f2430',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: '#c8cfdc',
    fontSize: '36px',
    cursor: 'pointer',
    border: 'none',
    padding: 0,
    width: '100%',
  },
  img: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  badge: {
    position: 'absolute',
    right: '6px',
    bottom: '6px',
    padding: '1px 6px',
    borderRadius: '4px',
    fontSize: '12px',
    color: '#fff',
    backgroundColor: 'rgba(0,0,0,0.65)',
  },
  check: { position: 'absolute', top: '4px', left: '4px', backgroundColor: 'rgba(255,255,255,0.85)', borderRadius: '4px' },
  body: { padding: '8px 10px', display: 'flex', alignItems: 'center', gap: '4px' },
  name: { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  meta: { color: tokens.colorNeutralForeground3 },
  folder: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '6px',
    minHeight: '150px',
    borderRadius: '8px',
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
    cursor: 'pointer',
    fontSize: '44px',
    color: '#F2B33D',
  },
  tableThumb: { width: '64px', height: '36px', objectFit: 'cover', borderRadius: '4px', backgroundColor: '#1f2430', display: 'block' },
});

export interface FileViewProps {
  files: FileItem[];
  folders: FolderItem[];
  selected: number[];
  onToggle: (fileId: number) => void;
  onOpenFolder: (folder: FolderItem) => void;
  onFolderAction: (kind: 'folderRename' | 'folderDelete', folder: FolderItem) => void;
  onPreview: (file: FileItem) => void;
  onAction: (kind: DialogKind, fileId: number) => void;
}

export const typeIcon = (t: number) =>
  t === 1 ? <VideoRegular /> : t === 2 ? <MusicNote2Regular /> : t === 3 ? <ImageRegular /> : <DocumentRegular />;

interface MenuAction {
  key: string;
  icon: ReactElement;
  label: string;
  run: () => void;
}

/** The … button of a card or row and its menu of actions. */
function ActionsMenu({ label, actions }: { label: string; actions: MenuAction[] }) {
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" size="small" icon={<MoreHorizontalRegular />} aria-label={label} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {actions.map((a) => (
            <MenuItem key={a.key} icon={a.icon} onClick={a.run}>
              {a.label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/** A file's dialog actions, in menu order (预览 comes first, on its own). */
const FILE_ACTIONS: { kind: DialogKind; icon: ReactElement; label: string }[] = [
  { kind: 'rename', icon: <RenameRegular />, label: m.rename },
  { kind: 'move', icon: <FolderArrowRightRegular />, label: m.move },
  { kind: 'copy', icon: <CopyRegular />, label: m.copy },
  { kind: 'tag', icon: <TagRegular />, label: tagMessages.fileTags },
  { kind: 'delete', icon: <DeleteRegular />, label: m.delete },
];

function FileMenu({ file, onPreview, onAction }: { file: FileItem } & Pick<FileViewProps, 'onPreview' | 'onAction'>) {
  const preview: MenuAction = { key: 'preview', icon: <PlayCircleRegular />, label: m.preview, run: () => onPreview(file) };
  const actions = FILE_ACTIONS.map((a): MenuAction => ({ key: a.kind, icon: a.icon, label: a.label, run: () => onAction(a.kind, file.fileId) }));
  return <ActionsMenu label={`${m.actions}：${file.fileName}`} actions={[preview, ...actions]} />;
}

function FolderMenu({ folder, onFolderAction }: { folder: FolderItem } & Pick<FileViewProps, 'onFolderAction'>) {
  const actions: MenuAction[] = [
    { key: 'rename', icon: <RenameRegular />, label: m.renameFolder, run: () => onFolderAction('folderRename', folder) },
    { key: 'delete', icon: <DeleteRegular />, label: m.deleteFolder, run: () => onFolderAction('folderDelete', folder) },
  ];
  return <ActionsMenu label={`${m.actions}：${folder.folderName}`} actions={actions} />;
}

export function FileGrid(p: FileViewProps) {
  const s = useStyles();
  return (
    <div className={s.grid} data-testid="file-grid">
      {p.folders.map((f) => (
        <div key={`d${f.folderId}`} className={s.card}>
          <div className={s.folder} role="button" tabIndex={0} aria-label={m.openFolder(f.folderName)} onDoubleClick={() => p.onOpenFolder(f)} onClick={() => p.onOpenFolder(f)} onKeyDown={(e) => e.key === 'Enter' && p.onOpenFolder(f)}>
            <FolderFilled />
          </div>
          <div className={s.body}>
            <Text className={s.name} title={f.folderName}>
              {f.folderName}
            </Text>
            <FolderMenu folder={f} onFolderAction={p.onFolderAction} />
          </div>
        </div>
      ))}
      {p.files.map((f) => {
        const checked = p.selected.includes(f.fileId);
        return (
          <article key={f.fileId} className={mergeClasses(s.card, checked && s.selected)} aria-label={f.fileName} data-testid="file-card">
            {/* named with the duration it shows too (label in name) */}
            <button
              type="button"
              className={s.cover}
              onClick={() => p.onPreview(f)}
              aria-label={f.duration > 0 ? `${m.preview}：${f.fileName} ${formatDuration(f.duration)}` : `${m.preview}：${f.fileName}`}
            >
              <CoverImage className={s.img} src={f.cover} fallback={typeIcon(f.fileType)} />
              {f.duration > 0 ? <span className={s.badge}>{formatDuration(f.duration)}</span> : null}
            </button>
            <Checkbox className={s.check} checked={checked} onChange={() => p.onToggle(f.fileId)} aria-label={`选择：${f.fileName}`} />
            <div className={s.body}>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text className={s.name} block title={f.fileName}>
                  {f.fileName}
                </Text>
                <Caption1 className={s.meta}>
                  {formatBytes(f.size)}
                  {f.width ? ` · ${f.width}×${f.height}` : ''}
                </Caption1>
              </div>
              <FileMenu file={f} onPreview={p.onPreview} onAction={p.onAction} />
            </div>
          </article>
        );
      })}
    </div>
  );
}

/** A row of the list view: a folder or a file. */
type FileRow = { kind: 'folder'; folder: FolderItem } | { kind: 'file'; file: FileItem };

/** The list view: the shared table's props (src/ui/paged-table.tsx), folders first. */
export function useFileTable(p: FileViewProps): Pick<DataTableProps<FileRow>, 'ariaLabel' | 'size' | 'columns' | 'rows' | 'rowKey' | 'rowProps' | 'testId'> {
  const s = useStyles();
  const rows: FileRow[] = [...p.folders.map((folder) => ({ kind: 'folder' as const, folder })), ...p.files.map((file) => ({ kind: 'file' as const, file }))];
  const file = (render: (f: FileItem) => ReactNode) => (r: FileRow) => (r.kind === 'file' ? render(r.file) : null);
  const columns: PagedColumn<FileRow>[] = [
    {
      key: 'select',
      title: '',
      width: '44px',
      render: file((f) => <Checkbox checked={p.selected.includes(f.fileId)} onChange={() => p.onToggle(f.fileId)} aria-label={`选择：${f.fileName}`} />),
    },
    {
      key: 'cover',
      title: '',
      width: '80px',
      render: (r) =>
        r.kind === 'folder' ? <FolderFilled style={{ fontSize: '28px', color: '#F2B33D' }} /> : <CoverImage className={s.tableThumb} src={r.file.cover} fallback={typeIcon(r.file.fileType)} />,
    },
    {
      key: 'name',
      title: m.name,
      render: (r) =>
        r.kind === 'folder' ? (
          <Button appearance="transparent" onClick={() => p.onOpenFolder(r.folder)}>
            {r.folder.folderName}
          </Button>
        ) : (
          <Button appearance="transparent" onClick={() => p.onPreview(r.file)} style={{ justifyContent: 'flex-start', textAlign: 'left' }}>
            {r.file.fileName}
          </Button>
        ),
    },
    { key: 'type', title: m.type, width: '80px', render: file((f) => m.fileTypes[f.fileType] ?? '—') },
    { key: 'size', title: m.size, width: '90px', render: file((f) => formatBytes(f.size)) },
    { key: 'duration', title: m.duration, width: '90px', render: file((f) => (f.duration > 0 ? formatDuration(f.duration) : '—')) },
    { key: 'resolution', title: m.resolution, width: '110px', render: file((f) => (f.width ? `${f.width}×${f.height}` : '—')) },
    { key: 'created', title: m.createTime, width: '170px', render: file((f) => formatDateTime(f.createTime)) },
    {
      key: 'actions',
      title: m.actions,
      width: '60px',
      render: (r) =>
        r.kind === 'folder' ? <FolderMenu folder={r.folder} onFolderAction={p.onFolderAction} /> : <FileMenu file={r.file} onPreview={p.onPreview} onAction={p.onAction} />,
    },
  ];
  return {
    ariaLabel: m.listView,
    size: 'small',
    columns,
    rows,
    rowKey: (r) => (r.kind === 'folder' ? `d${r.folder.folderId}` : r.file.fileId),
    rowProps: (r) => (r.kind === 'file' ? { 'aria-selected': p.selected.includes(r.file.fileId) } : {}),
    testId: 'file-table',
  };
}
