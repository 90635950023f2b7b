// 课程分类 (/courseClassification, component 'courses/classes'): the tenant's classifications as a
// course-area list screen (CourseAreaList); new and rename in a form dialog, delete after a
// confirmation (refused while courses use it: the server's message shows).
import { Field, Input } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { COURSE_LIMITS as L, type CourseClass } from '../../../../shared/courses.js';
import { FormDialog } from '../../../ui/form-dialog.js';
import { useLogic } from '../../../ui/logic.js';
import type { PagedColumn } from '../../../ui/paged-table.js';
import { CourseAreaList, useCourseCommands } from './course-list-page.js';
import { courseText as t } from './messages.js';
import { useCourseStyles } from './styles.js';
import { actionsColumn, AddButton, RowButton } from '../../../ui/list-screen-parts.js';

interface Draft {
  id: number;
  name: string;
  sort: string;
  /** 保存 was pressed: the command's refusal belongs to this dialog. */
  tried?: boolean;
}

export default function CourseClassesPage() {
  const styles = useCourseStyles();
  const pageLogic = useLogic('courseClassPage');
  const commands = useCourseCommands();
  const version = useSelector(commands, (s) => s.context.version);
  const running = useSelector(commands, (s) => s.matches('running'));
  const error = useSelector(commands, (s) => s.context.error);
  // the dialog's typed values are view state until 保存 sends them to the command machine
  const [draft, setDraft] = useState<Draft | null>(null);
  // a saved (or deleted) class bumps the version: the open dialog has done its job
  useEffect(() => setDraft(null), [version]);
  const columns: PagedColumn<CourseClass>[] = [
    { key: 'name', title: t.className, render: (k) => k.name },
    { key: 'sort', title: t.sort, render: (k) => k.sort },
    { key: 'count', title: t.courseCount, render: (k) => k.courseCount },
    actionsColumn(t.actions, '160px', (k) => (
      <div className={styles.row}>
        <RowButton onClick={() => setDraft({ id: k.id, name: k.name, sort: String(k.sort) })}>{t.edit}</RowButton>
        <RowButton onClick={() => commands.send({ type: 'command.request', command: { kind: 'courseClass.delete', id: k.id, done: t.deleted, confirm: t.classDeleteConfirm(k.name) } })}>{t.delete}</RowButton>
      </div>
    )),
  ];
  return (
    <CourseAreaList
      title={t.classesTitle}
      actions={<AddButton onClick={() => setDraft({ id: 0, name: '', sort: '0' })}>{t.addClass}</AddButton>}
      columns={columns}
      pages={pageLogic}
      commands={commands}
    >
      {draft ? (
        <FormDialog
          open
          title={draft.id ? t.editClass : t.addClass}
          busy={running}
          error={running || !draft.tried ? null : error || null}
          onClose={() => setDraft(null)}
          onSubmit={() => {
            setDraft({ ...draft, tried: true });
            commands.send({ type: 'command.request', command: { kind: 'courseClass.save', id: draft.id, args: { name: draft.name.trim(), sort: Number(draft.sort) || 0 }, done: t.classSaved } });
          }}
        >
          <Field label={t.className} required>
            <Input value={draft.name} maxLength={L.classNameMax} onChange={(_, d) => setDraft({ ...draft, name: d.value })} />
          </Field>
          <Field label={t.sort}>
            <Input type="number" min={0} max={9999} value={draft.sort} onChange={(_, d) => setDraft({ ...draft, sort: d.value })} />
          </Field>
        </FormDialog>
      ) : null}
    </CourseAreaList>
  );
}
