// 课程管理 (/courseManagement, component 'courses/list') and 系列课 (/seriesCourses,
// 'courses/series'): the tenant's courses (or series) with their class, size and length as a list
// screen (CourseAreaList: ListScreen with the keyword filter, also the classes'); edit opens the
// editor, delete asks first.
import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PromiseActorLogic } from 'xstate';
import { COURSE_MENUS as M, type CourseKind, type CourseSummary } from '../../../../shared/courses.js';
import type { PageQuery } from '../../../machines/paged-table.machine.js';
import { ConfirmDialog } from '../../../ui/confirm-dialog.js';
import { CoverImage } from '../../../ui/cover-image.js';
import { useInspect } from '../../../ui/inspect-context.js';
import { useLogic } from '../../../ui/logic.js';
import { usePageFetch } from '../../../ui/actor-hooks.js';
import { useKeptState } from '../../../ui/kept-actor.js';
import { KeywordFilter } from '../../../ui/keyword-filter.js';
import type { PagedColumn } from '../../../ui/paged-table.js';
import { ListScreen } from '../../../ui/list-screen.js';
import { formatDuration } from '../format.js';
import { courseText as t } from './messages.js';
import { useCourseStyles } from './styles.js';
import { actionsColumn, AddButton, confirmEvents, RowButton } from '../../../ui/list-screen-parts.js';

/** A course-area list screen: the title and its actions, the keyword filter, the paged table, the
 *  delete confirmation and the screen's own dialogs (children). */
export function CourseAreaList<T extends { id: number }, O extends { list: T[]; total: number }, Q extends { keyword?: string }>({
  title,
  actions,
  columns,
  pages,
  filter,
  commands,
  children,
}: {
  title: string;
  actions: ReactNode;
  columns: PagedColumn<T>[];
  /** The wired page logic (input: the filter, the keyword and the page). */
  pages: PromiseActorLogic<O, Q & PageQuery>;
  /** What the list is always filtered by (the keyword is typed in). */
  filter?: Omit<Q, 'keyword' | keyof PageQuery>;
  commands: ReturnType<typeof useCourseCommands>;
  children?: ReactNode;
}) {
  const version = useSelector(commands, (s) => s.context.version);
  const question = useSelector(commands, (s) => (s.matches('confirming') ? (s.context.pending?.confirm ?? '') : null));
  // the keyword stays with the tab (ui/kept-actor.ts), as does the table's page
  const [keyword, setKeyword] = useKeptState('keyword', '');
  const fetchPage = usePageFetch(pages, { ...filter, ...(keyword ? { keyword } : {}) } as Q);
  return (
    <ListScreen
      title={title}
      actions={actions}
      filters={<KeywordFilter label={t.keyword} submitLabel={t.search} onSearch={setKeyword} initial={keyword} />}
      table={{ ariaLabel: title, columns, rowKey: (r) => r.id, rank: true, pageSize: 10, keepKey: 'list', fetchPage, reloadKey: `${version}:${keyword}` }}
    >
      <ConfirmDialog title={t.confirmTitle} text={question} {...confirmEvents(commands.send)} />
      {children}
    </ListScreen>
  );
}

export function useCourseCommands() {
  return useActorRef(useLogic('courseCommand'), { inspect: useInspect() });
}

function CourseList({ kind }: { kind: CourseKind }) {
  const styles = useCourseStyles();
  const navigate = useNavigate();
  const pageLogic = useLogic('coursePage');
  const commands = useCourseCommands();
  const editPath = kind === 'series' ? M.seriesEdit.path : M.edit.path;
  const columns: PagedColumn<CourseSummary>[] = [
    { key: 'cover', title: t.cover, width: '100px', render: (c) => <CoverImage className={styles.thumb} src={c.cover} alt={c.name} fallback={<div className={styles.thumb} />} /> },
    { key: 'name', title: t.name(kind), render: (c) => c.name },
    { key: 'class', title: t.klass, render: (c) => c.className || t.noClass },
    { key: 'items', title: t.items(kind), render: (c) => c.itemCount },
    { key: 'duration', title: t.duration, render: (c) => formatDuration(c.duration) },
    { key: 'updated', title: t.updated, render: (c) => new Date(c.updatedAt).toLocaleString('zh-CN', { hour12: false }) },
    actionsColumn(t.actions, '160px', (c) => (
      <div className={styles.row}>
        <RowButton onClick={() => navigate(`${editPath}?id=${c.id}`)}>{t.edit}</RowButton>
        <RowButton onClick={() => commands.send({ type: 'command.request', command: { kind: 'course.delete', id: c.id, done: t.deleted, confirm: t.deleteConfirm(kind, c.name) } })}>{t.delete}</RowButton>
      </div>
    )),
  ];
  return (
    <CourseAreaList
      title={t.listTitle(kind)}
      actions={<AddButton onClick={() => navigate(editPath)}>{t.add(kind)}</AddButton>}
      columns={columns}
      pages={pageLogic}
      filter={{ kind }}
      commands={commands}
    />
  );
}

export default function CourseListPage() {
  return <CourseList kind="course" />;
}

export function SeriesListPage() {
  return <CourseList kind="series" />;
}
