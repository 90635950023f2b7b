// 文件库 (component 'media/file-library'): browse libraries and folders, search, grid and list
// views with covers, rename, move, copy, delete into the recycle bin, folders, storage overview,
// and uploads into the library and folder on screen: the 上传文件 button, or files dropped on the
// file area (a drop zone with 松开鼠标上传到「库名」 while they are dragged over it); the files go
// to the upload manager, which opens with them queued. The file area beside the library nav is one
// embedded ListScreen: the search and type filters, the actions toolbar and the folder trail, the
// problem line, the page's rows (the list view's table, or the grid of cards in its place) and
// the pager.
import {
  Breadcrumb, BreadcrumbButton, BreadcrumbDivider, BreadcrumbItem, Button, makeStyles, Select,
  Text, tokens, ToggleButton, Toolbar, ToolbarDivider,
} from '@fluentui/react-components';
import {
  AppsRegular, ArrowUploadRegular, CopyRegular, DeleteRegular, FolderAddRegular, FolderArrowRightRegular, ListRegular, SelectAllOnRegular,
} from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, type DragEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FileItem } from '../../../shared/media.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { useKeptActor } from '../../ui/kept-actor.js';
import { ListScreen, machinePager } from '../../ui/list-screen.js';
import { fileMessages as m } from '../../../shared/media-texts.js';
import { FileDialog } from './file-dialog.js';
import { FileGrid, useFileTable, type FileViewProps } from './file-views.js';
import { LibraryEditorDialog } from './library-editor-dialog.js';
import { LibraryNav } from './library-nav.js';
import { PREVIEW_PATH, RECYCLE_PATH } from './paths.js';
import { TagManagerButton } from './tag-manager.js';
import { KeywordSearchBox } from './keyword-search-box.js';

const useStyles = makeStyles({
  page: { display: 'flex', gap: '20px', alignItems: 'flex-start', minHeight: '100%' },
  side: {
    width: '250px',
    flexShrink: 0,
    padding: '8px',
    borderRadius: '10px',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  main: { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: '12px', position: 'relative', minHeight: '320px' },
  dropZone: {
    position: 'absolute',
    inset: 0,
    zIndex: 10,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '8px',
    borderRadius: '10px',
    border: `2px dashed ${tokens.colorBrandStroke1}`,
    backgroundColor: 'rgba(255, 255, 255, 0.92)',
    color: tokens.colorBrandForeground1,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    '& > *': { pointerEvents: 'none' },
  },
  dropIcon: { fontSize: '48px' },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px' },
  search: { width: '240px' },
});

/** The pager's sizes: whole rows of the grid's cards. */
const FILE_PAGE_SIZES = [12, 24, 48, 96];

export default function FileLibraryPage() {
  const s = useStyles();
  const navigate = useNavigate();
  const inspect = useInspect();
  const storage = useActorRef(useLogic('storageOverview'), { inspect });
  const browser = useKeptActor('browser', useLogic('fileBrowser'), { input: {}, inspect });
  const sources = useActorRef(useLogic('librarySources'), { input: {}, inspect });
  const editor = useActorRef(useLogic('libraryEditor'), { inspect });
  // view wiring between the page's actors: a changed library refreshes the libraries and the
  // storage overview; the first sources to arrive open the first library
  useEffect(() => {
    const refresh = () => {
      storage.send({ type: 'resource.reload' });
      sources.send({ type: 'sources.reload' });
    };
    const subs = [
      browser.on('library.changed', refresh),
      editor.on('library.changed', refresh),
      sources.on('sources.loaded', ({ sources: s }) => {
        const first = s.public[0] ?? s.private[0] ?? s.group[0];
        if (first && !browser.getSnapshot().context.query) browser.send({ type: 'library.select', libraryId: first.fileLibId });
      }),
    ];
    return () => subs.forEach((sub) => sub.unsubscribe());
  }, [browser, editor, sources, storage]);
  const edit = useSelector(editor, (x) => x.context.edit);
  const editError = useSelector(editor, (x) => x.context.error);
  const editSaving = useSelector(editor, (x) => x.matches('saving'));

  const snap = useSelector(browser, (x) => x);
  const libs = useSelector(sources, (x) => x.context.sources);
  const libsFailed = useSelector(sources, (x) => x.matches('failed'));
  const overview = useSelector(storage, (x) => x.context.data);
  const { query, files, folders, total, view, selected, dialog, trail, error } = snap.context;
  const libraryName = [...(libs?.public ?? []), ...(libs?.private ?? []), ...(libs?.group.flatMap((g) => [g, ...(g.children ?? [])]) ?? [])].find(
    (l) => l.fileLibId === query?.libraryId,
  )?.fileLibName;

  const preview = (f: FileItem) => navigate(`${PREVIEW_PATH}?fileId=${f.fileId}`);
  const uploadInput = useRef<HTMLInputElement>(null);
  const dropOver = snap.matches({ drop: 'over' });
  const uploadTarget = [libraryName ?? m.root, ...trail.map((f) => f.folderName)].join(' / ');
  const upload = (files: File[]) => browser.send({ type: 'files.upload', files });
  // only dragged files open the drop zone (not text or a card dragged inside the page)
  const carriesFiles = (e: DragEvent) => e.dataTransfer.types.includes('Files');
  const open = (kind: 'move' | 'copy' | 'delete') => browser.send({ type: 'dialog.open', kind });
  const searching = !!query?.keyword || !!query?.fileType;
  const views: FileViewProps = {
    files,
    folders,
    selected,
    onToggle: (fileId) => browser.send({ type: 'file.toggle', fileId }),
    onOpenFolder: (folder) => browser.send({ type: 'folder.open', folder }),
    onFolderAction: (kind, folder) => browser.send({ type: 'dialog.open', kind, folder }),
    onPreview: preview,
    onAction: (kind, fileId) => browser.send({ type: 'dialog.open', kind, fileIds: [fileId] }),
  };
  const fileTable = useFileTable(views);

  return (
    <div className={s.page}>
      <aside className={s.side}>
        <LibraryNav
          sources={libs}
          failed={libsFailed}
          onRetry={() => sources.send({ type: 'sources.reload' })}
          value={query?.libraryId ?? null}
          onSelect={(l) => browser.send({ type: 'library.select', libraryId: l.fileLibId })}
          storage={overview}
          onRecycleBin={() => navigate(RECYCLE_PATH)}
          onEdit={(kind, library) =>
            kind === 'add'
              ? editor.send({ type: 'library.add', parent: library })
              : library && editor.send({ type: kind === 'rename' ? 'library.rename' : 'library.delete', library })
          }
        />
      </aside>
      <section
        className={s.main}
        aria-label={m.title}
        data-testid="file-area"
        onDragEnter={(e) => carriesFiles(e) && browser.send({ type: 'drag.enter' })}
        onDragOver={(e) => carriesFiles(e) && query && e.preventDefault()}
      >
        {dropOver ? (
          <div
            className={s.dropZone}
            data-testid="drop-zone"
            onDragOver={(e) => e.preventDefault()}
            onDragLeave={() => browser.send({ type: 'drag.leave' })}
            onDrop={(e) => {
              e.preventDefault();
              upload([...e.dataTransfer.files]);
              browser.send({ type: 'drag.leave' });
            }}
          >
            <ArrowUploadRegular className={s.dropIcon} />
            <span>{m.dropHint(uploadTarget)}</span>
          </div>
        ) : null}
        <ListScreen
          embedded
          filters={
            <div className={s.toolbar}>
              <KeywordSearchBox
                className={s.search}
                key={query?.libraryId ?? 0}
                label={m.search}
                defaultValue={query?.keyword ?? ''}
                disabled={!query}
                keyword={query?.keyword ?? ''}
                onSearch={(keyword) => browser.send({ type: 'search.submit', keyword })}
              />
              <Select
                aria-label={m.type}
                value={String(query?.fileType ?? 0)}
                disabled={!query}
                onChange={(_, d) => browser.send({ type: 'filter.type', fileType: Number(d.value) })}
              >
                <option value="0">{m.allTypes}</option>
                {Object.entries(m.fileTypes).map(([k, v]) => (
                  <option key={k} value={k}>
                    {v}
                  </option>
                ))}
              </Select>
            </div>
          }
          toolbar={
            <>
              <div className={s.toolbar}>
                <Toolbar aria-label={m.actions} size="small">
                  <input
                    ref={uploadInput}
                    type="file"
                    multiple
                    hidden
                    data-testid="library-upload-input"
                    onChange={(e) => {
                      upload([...(e.target.files ?? [])]);
                      e.target.value = '';
                    }}
                  />
                  <Button
                    appearance="primary"
                    icon={<ArrowUploadRegular />}
                    disabled={!query}
                    onClick={() => uploadInput.current?.click()}
                  >
                    {m.upload}
                  </Button>
                  <Button icon={<FolderAddRegular />} disabled={!snap.can({ type: 'dialog.open', kind: 'folderAdd' })} onClick={() => browser.send({ type: 'dialog.open', kind: 'folderAdd' })}>
                    {m.newFolder}
                  </Button>
                  <ToolbarDivider />
                  <Button icon={<SelectAllOnRegular />} disabled={!snap.can({ type: 'selection.all' })} onClick={() => browser.send({ type: 'selection.all' })}>
                    {m.selectAll}
                  </Button>
                  <Button icon={<FolderArrowRightRegular />} disabled={!snap.can({ type: 'dialog.open', kind: 'move' })} onClick={() => open('move')}>
                    {m.move}
                  </Button>
                  <Button icon={<CopyRegular />} disabled={!snap.can({ type: 'dialog.open', kind: 'copy' })} onClick={() => open('copy')}>
                    {m.copy}
                  </Button>
                  <Button icon={<DeleteRegular />} disabled={!snap.can({ type: 'dialog.open', kind: 'delete' })} onClick={() => open('delete')}>
                    {m.delete}
                  </Button>
                  <ToolbarDivider />
                  <TagManagerButton />
                  <ToolbarDivider />
                  <ToggleButton checked={view === 'grid'} icon={<AppsRegular />} aria-label={m.gridView} title={m.gridView} onClick={() => view !== 'grid' && browser.send({ type: 'view.toggle' })} />
                  <ToggleButton checked={view === 'list'} icon={<ListRegular />} aria-label={m.listView} title={m.listView} onClick={() => view !== 'list' && browser.send({ type: 'view.toggle' })} />
                </Toolbar>
                {selected.length ? <Text>{m.selected(selected.length)}</Text> : null}
              </div>
              {query ? (
                <Breadcrumb aria-label={m.root} size="small">
                  <BreadcrumbItem>
                    <BreadcrumbButton onClick={() => browser.send({ type: 'folder.up', depth: 0 })} current={trail.length === 0}>
                      {libraryName ?? m.root}
                    </BreadcrumbButton>
                  </BreadcrumbItem>
                  {trail.map((f, i) => (
                    <span key={f.folderId} style={{ display: 'contents' }}>
                      <BreadcrumbDivider />
                      <BreadcrumbItem>
                        <BreadcrumbButton onClick={() => browser.send({ type: 'folder.up', depth: i + 1 })} current={i === trail.length - 1}>
                          {f.folderName}
                        </BreadcrumbButton>
                      </BreadcrumbItem>
                    </span>
                  ))}
                </Breadcrumb>
              ) : null}
            </>
          }
          table={{
            ...fileTable,
            // the pager is named after the view on screen
            ariaLabel: view === 'grid' ? m.gridView : m.listView,
            loading: snap.matches({ list: 'loading' }),
            emptyText: !query ? m.pickFirst : searching ? m.emptySearch : m.empty,
            cards: view === 'grid' ? <FileGrid {...views} /> : undefined,
            pager: query ? { ...machinePager({ total, pageIndex: query.pageIndex, pageSize: query.pageSize }, browser.send), pageSizes: FILE_PAGE_SIZES } : undefined,
            problem: { failed: snap.matches({ list: 'failed' }), error: error ?? '', onRetry: () => browser.send({ type: 'list.reload' }) },
          }}
        />
      </section>
      <LibraryEditorDialog
        edit={edit}
        error={editError}
        saving={editSaving}
        onName={(value) => editor.send({ type: 'name.change', value })}
        onSubmit={() => editor.send({ type: 'edit.submit' })}
        onCancel={() => editor.send({ type: 'edit.cancel' })}
      />
      <FileDialog
        dialog={dialog}
        submitting={snap.matches({ dialog: { open: 'submitting' } })}
        sources={libs}
        onName={(value) => browser.send({ type: 'dialog.name', value })}
        onTarget={(libraryId) => browser.send({ type: 'dialog.target', libraryId })}
        onSubmit={() => browser.send({ type: 'dialog.submit' })}
        onCancel={() => browser.send({ type: 'dialog.cancel' })}
      />
    </div>
  );
}
