// 新建/编辑课程 (/courseAdd, component 'courses/edit') and 新建/编辑系列课 (/seriesCoursesAdd,
// 'courses/series-edit'); ?id= edits one. A course is built from library videos (the media
// picker with its library cascader), a series from courses; both are ordered by dragging.
import { Button, Dropdown, Field, Input, Option, Spinner, Text, Textarea } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { COURSE_LIMITS as L, COURSE_MENUS as M, type CourseKind } from '../../../../shared/courses.js';
import { useInspect } from '../../../ui/inspect-context.js';
import { LoadFailed } from '../../../ui/load-failed.js';
import { useLogic } from '../../../ui/logic.js';
import { formatDuration } from '../format.js';
import { MediaPicker } from '../media-picker.js';
import { CoursePicker } from './course-picker.js';
import { courseText as t } from './messages.js';
import { SortableItems } from './sortable-items.js';
import { useCourseStyles } from './styles.js';
import { onFormSubmit } from '../../../ui/form-submit.js';
import { AlertText } from '../../../ui/alert-text.js';

const VIDEO = 1;

function CourseForm({ id, kind }: { id: number; kind: CourseKind }) {
  const styles = useCourseStyles();
  const navigate = useNavigate();
  const actor = useActorRef(useLogic('courseEditor'), { input: { id, kind }, inspect: useInspect() });
  const snap = useSelector(actor, (s) => s);
  // whether the picker dialog is open is view wiring
  const [picking, setPicking] = useState(false);
  const { values, items, classes, courses, error } = snap.context;
  const listPath = kind === 'series' ? M.series.path : M.list.path;
  if (snap.matches('loading')) return <Spinner label={t.loading} />;
  if (snap.matches('failed')) return <LoadFailed error={error} onRetry={() => actor.send({ type: 'retry' })} onBack={() => navigate(listPath)} backLabel={t.back} />;
  const saving = snap.matches('saving');
  const className = classes.find((c) => c.id === values.classId)?.name ?? t.noClass;
  const total = items.reduce((n, i) => n + i.duration, 0);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Text as="h2" size={500} weight="semibold">
          {id ? t.editTitle(kind) : t.newTitle(kind)}
        </Text>
        <Button onClick={() => navigate(listPath)}>{t.back}</Button>
      </div>
      <form
        className={styles.form}
        noValidate
        onSubmit={onFormSubmit(() => actor.send({ type: 'form.submit' }))}
      >
        <Field label={t.name(kind)} required>
          <Input value={values.name} maxLength={L.nameMax} onChange={(_, d) => actor.send({ type: 'field.change', name: 'name', value: d.value })} />
        </Field>
        <Field label={t.klass}>
          <Dropdown
            aria-label={t.klass}
            value={className}
            selectedOptions={[String(values.classId)]}
            onOptionSelect={(_, d) => actor.send({ type: 'class.pick', classId: Number(d.optionValue) || 0 })}
          >
            <Option value="0">{t.noClass}</Option>
            {classes.map((c) => <Option key={c.id} value={String(c.id)}>{c.name}</Option>)}
          </Dropdown>
        </Field>
        <Field label={t.summary}>
          <Textarea value={values.summary} maxLength={L.summaryMax} rows={3} onChange={(_, d) => actor.send({ type: 'field.change', name: 'summary', value: d.value })} />
        </Field>
        <Field label={kind === 'series' ? t.courses : t.videos} required hint={items.length ? t.total(items.length, formatDuration(total)) : kind === 'series' ? t.noCourses : t.noVideos}>
          <div className={styles.list}>
            <SortableItems
              items={items}
              of={kind === 'series' ? 'course' : 'video'}
              onMove={(from, to) => actor.send({ type: 'item.move', from, to })}
              onRemove={(index) => actor.send({ type: 'item.remove', index })}
            />
            <div>
              <Button icon={<AddRegular />} onClick={() => setPicking(true)}>
                {kind === 'series' ? t.addCourses : t.addVideos}
              </Button>
            </div>
          </div>
        </Field>
        <AlertText text={error} className={styles.error} />
        <div className={styles.row}>
          <Button appearance="primary" type="submit" disabled={saving} icon={saving ? <Spinner size="tiny" /> : undefined}>
            {t.save}
          </Button>
        </div>
      </form>
      {picking && kind === 'course' ? (
        <MediaPicker
          fileType={VIDEO}
          multiple
          onClose={() => setPicking(false)}
          onPick={(files) => {
            actor.send({ type: 'items.add', items: files.map((f) => ({ id: f.fileId, name: f.fileName, duration: f.duration, cover: f.cover, count: 0 })) });
            setPicking(false);
          }}
        />
      ) : null}
      {picking && kind === 'series' ? (
        <CoursePicker
          courses={courses}
          have={items.map((i) => i.id)}
          onClose={() => setPicking(false)}
          onPick={(picked) => {
            actor.send({ type: 'items.add', items: picked });
            setPicking(false);
          }}
        />
      ) : null}
    </div>
  );
}

function useEditId(): number {
  const [params] = useSearchParams();
  return Number(params.get('id')) || 0;
}

export default function CourseEditPage() {
  const id = useEditId();
  return <CourseForm key={id} id={id} kind="course" />;
}

export function SeriesEditPage() {
  const id = useEditId();
  return <CourseForm key={id} id={id} kind="series" />;
}
