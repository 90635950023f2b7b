// A series' course chooser: the tenant's courses (loaded by the course editor) with a tick each;
// the courses already in the series are left out.
import { Checkbox, Text } from '@fluentui/react-components';
import { useState } from 'react';
import type { CourseItem, CourseSummary } from '../../../../shared/courses.js';
import { FormDialog } from '../../../ui/form-dialog.js';
import { formatDuration } from '../format.js';
import { courseText as t } from './messages.js';
import { useCourseStyles } from './styles.js';

export const courseToItem = (c: CourseSummary): CourseItem => ({ id: c.id, name: c.name, duration: c.duration, cover: c.cover, count: c.itemCount });

export function CoursePicker({ courses, have, onPick, onClose }: { courses: CourseSummary[]; have: number[]; onPick: (items: CourseItem[]) => void; onClose: () => void }) {
  const styles = useCourseStyles();
  // the ticks of an open chooser are view state; the courses come from the machine
  const [chosen, setChosen] = useState<number[]>([]);
  const open = courses.filter((c) => !have.includes(c.id));
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  return (
    <FormDialog
      open
      title={t.pickCourses}
      submitLabel={t.choose}
      submitDisabled={chosen.length === 0}
      onClose={onClose}
      onSubmit={() => onPick(chosen.map((id) => open.find((c) => c.id === id)).filter((c): c is CourseSummary => !!c).map(courseToItem))}
    >
      {open.length === 0 ? (
        <Text className={styles.muted}>{t.pickNone}</Text>
      ) : (
        <div className={styles.options} role="group" aria-label={t.pickCourses}>
          {open.map((c) => (
            <Checkbox
              key={c.id}
              checked={chosen.includes(c.id)}
              onChange={() => toggle(c.id)}
              label={`${c.name}（${t.videoCount(c.itemCount)}，${formatDuration(c.duration)}）`}
            />
          ))}
        </div>
      )}
      <Text className={styles.muted}>{t.picked(chosen.length)}</Text>
    </FormDialog>
  );
}
