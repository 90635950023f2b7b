// 协同任务 (/collaborativeTasks, component 'tasks/collaborative'): the synergy-task list (spec 001
// §3 filter: period, keyword, status — 全部 by default — and type; 12 a page), remembered across
// visits; a new task invites its members; a member accepts or refuses here or from the 邀请
// message (whose link ?taskId= highlights the task); finish; the creator deletes.
import { Badge, Button, Checkbox, Dropdown, Field, Input, Option, Text, Textarea } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import { MEMBER_STATUS_NAMES, TASK_FILTER_STATUS, TASK_TYPES, type CollabTask, type TaskCommand } from '../../../shared/qa-tasks.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { FormDialog } from '../../ui/form-dialog.js';
import { formatDateTime } from '../../ui/format-time.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { useKeptActor } from '../../ui/kept-actor.js';
import type { PagedColumn } from '../../ui/paged-table.js';
import { actionsColumn, AddButton, confirmEvents, dialogEvents, pageGoEvents } from '../../ui/list-screen-parts.js';
import { ListScreen } from '../../ui/list-screen.js';
import { useListPageStyles } from '../../ui/list-page-styles.js';
import { qaText as t } from './messages.js';
import { useQaStyles } from './styles.js';
import { onFormSubmit } from '../../ui/form-submit.js';

const pad = (n: number) => String(n).padStart(2, '0');
/** A local calendar day 'YYYY-MM-DD' of a time, '' for none. */
const dayOf = (ms?: number) => {
  if (ms === undefined) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
/** The first (or last) millisecond of a local day, undefined for ''. */
const timeOf = (day: string, end = false) => (day ? new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`).getTime() : undefined);
const MEMBER_COLORS = { 0: 'warning', 1: 'success', 2: 'danger' } as const;

/** A field choosing one of `labels` (a number → its label): shows the chosen one's label, answers the number picked. */
function NumberChoice({ label, labels, value, onPick }: { label: string; labels: Record<number, string>; value: number; onPick: (n: number) => void }) {
  return (
    <Field label={label}>
      <Dropdown aria-label={label} value={labels[value] ?? ''} selectedOptions={[String(value)]} onOptionSelect={(_, d) => onPick(Number(d.optionValue))}>
        {Object.entries(labels).map(([v, text]) => <Option key={v} value={v}>{text}</Option>)}
      </Dropdown>
    </Field>
  );
}

export default function TasksPage() {
  const styles = useListPageStyles();
  const qa = useQaStyles();
  const [params] = useSearchParams();
  const taskId = Number(params.get('taskId')) || undefined;
  const actor = useKeptActor(`list:${taskId ?? ''}`, useLogic('collabTasks'), { input: { taskId }, inspect: useInspect() });
  const s = useSelector(actor, (x) => x);
  const { filter, rows, total, pageIndex, pageSize, users, form, error, focusId } = s.context;
  const idle = s.matches('ready');
  const act = (kind: TaskCommand['kind'], task: CollabTask) => actor.send({ type: 'task.act', command: { kind, id: task.id } });

  const columns: PagedColumn<CollabTask>[] = [
    {
      key: 'title',
      title: t.taskName,
      render: (k) => (
        <div>
          <Text weight="semibold">{k.title}</Text> <Badge appearance="tint" size="small">{TASK_TYPES[k.cioType]}</Badge>
          {k.content ? <div className={styles.content}>{k.content}</div> : null}
        </div>
      ),
    },
    { key: 'period', title: t.period, width: '190px', render: (k) => <>{formatDateTime(k.startTime)}<br />{t.deadline}：{formatDateTime(k.deadline)}</> },
    { key: 'creator', title: t.creator, width: '90px', render: (k) => k.creatorName },
    {
      key: 'members',
      title: t.members,
      width: '200px',
      render: (k) => (
        <div className={styles.actions}>
          {k.members.map((m) => <Badge key={m.userId} appearance="tint" color={MEMBER_COLORS[m.status as 0 | 1 | 2] ?? 'subtle'}>{m.name} {MEMBER_STATUS_NAMES[m.status]}</Badge>)}
        </div>
      ),
    },
    {
      key: 'status',
      title: t.status,
      width: '80px',
      render: (k) => (k.status === 2 ? <Badge color="success">{t.done}</Badge> : k.overdue ? <Badge color="danger">{t.overdue}</Badge> : <Badge color="informative">{t.open}</Badge>),
    },
    actionsColumn(t.actions, '200px', (k) => (
      <div className={styles.actions}>
        {k.myStatus === 0 ? (
          <>
            <Button size="small" appearance="primary" disabled={!idle} onClick={() => act('accept', k)}>{t.accept}</Button>
            <Button size="small" disabled={!idle} onClick={() => act('refuse', k)}>{t.refuse}</Button>
          </>
        ) : null}
        {k.status === 1 && (k.isCreator || k.myStatus === 1) ? <Button size="small" disabled={!idle} onClick={() => act('finish', k)}>{t.finish}</Button> : null}
        {k.isCreator ? <Button size="small" appearance="subtle" disabled={!idle} onClick={() => act('delete', k)}>{t.delete}</Button> : null}
      </div>
    )),
  ];

  return (
    <ListScreen
      title={t.tasksTitle}
      actions={<AddButton disabled={!idle} onClick={() => actor.send({ type: 'task.new' })}>{t.newTask}</AddButton>}
      filters={
        <form className={styles.filters} onSubmit={onFormSubmit(() => actor.send({ type: 'filter.search' }))}>
          <Field label={t.from}>
            <Input type="date" value={dayOf(filter.cioStime)} onChange={(_, d) => actor.send({ type: 'filter.change', patch: { cioStime: timeOf(d.value) } })} />
          </Field>
          <Field label={t.to}>
            <Input type="date" value={dayOf(filter.cioEtime)} onChange={(_, d) => actor.send({ type: 'filter.change', patch: { cioEtime: timeOf(d.value, true) } })} />
          </Field>
          <Field label={t.keyword}>
            <Input value={filter.keyword} placeholder={t.taskHint} onChange={(_, d) => actor.send({ type: 'filter.change', patch: { keyword: d.value } })} />
          </Field>
          <NumberChoice label={t.status} labels={TASK_FILTER_STATUS} value={filter.cioStatus} onPick={(n) => actor.send({ type: 'filter.change', patch: { cioStatus: n } })} />
          <NumberChoice label={t.taskType} labels={{ 0: t.anyType, ...TASK_TYPES }} value={filter.webCioType ?? 0} onPick={(n) => actor.send({ type: 'filter.change', patch: { webCioType: n || undefined } })} />
          <Button type="submit" appearance="primary" icon={<SearchRegular />} disabled={!idle}>{t.search}</Button>
          <Button disabled={!idle && !s.matches('failed')} onClick={() => actor.send({ type: 'filter.reset' })}>{t.reset}</Button>
        </form>
      }
      table={{
        ariaLabel: t.tasksTitle, columns, rows, rowKey: (k) => k.id, loading: !idle && !s.matches('creating') && !s.matches('confirming') && !s.matches('failed'),
        emptyText: t.emptyTasks,
        rowProps: (k) => ({ 'data-testid': 'task-row', className: k.id === focusId ? qa.focusRow : undefined, 'data-focus': k.id === focusId }),
        pager: { total, pageIndex, pageSize, ...pageGoEvents(actor.send) },
        problem: { failed: s.matches('failed'), error: idle || s.matches('failed') ? error : '', onRetry: () => actor.send({ type: 'list.reload' }) },
      }}
    >
      <FormDialog open={s.matches('creating') || s.matches('saving')} title={t.taskDialog} busy={s.matches('saving')} {...dialogEvents(actor.send, 'form.submit', 'form.cancel')} error={error || null}>
        <Field label={t.taskName} required>
          <Input value={form.title} maxLength={60} onChange={(_, d) => actor.send({ type: 'form.change', patch: { title: d.value } })} />
        </Field>
        <NumberChoice label={t.taskType} labels={TASK_TYPES} value={form.cioType} onPick={(n) => actor.send({ type: 'form.change', patch: { cioType: n } })} />
        <Field label={t.start} required>
          <Input type="datetime-local" value={form.start} onChange={(_, d) => actor.send({ type: 'form.change', patch: { start: d.value } })} />
        </Field>
        <Field label={t.deadline} required>
          <Input type="datetime-local" value={form.deadline} onChange={(_, d) => actor.send({ type: 'form.change', patch: { deadline: d.value } })} />
        </Field>
        <Field label={t.taskContent}>
          <Textarea value={form.content} rows={3} onChange={(_, d) => actor.send({ type: 'form.change', patch: { content: d.value } })} />
        </Field>
        <Field label={t.members}>
          <div className={styles.actions}>
            {users.map((u) => (
              <Checkbox
                key={u.webUserId}
                label={u.webUserName}
                checked={form.userIds.includes(u.webUserId)}
                onChange={() => actor.send({ type: 'form.change', patch: { userIds: form.userIds.includes(u.webUserId) ? form.userIds.filter((x) => x !== u.webUserId) : [...form.userIds, u.webUserId] } })}
              />
            ))}
          </div>
        </Field>
      </FormDialog>
      <ConfirmDialog open={s.matches('confirming')} title={t.confirmTitle} text={t.confirmDeleteTask} {...confirmEvents(actor.send, 'delete.confirm', 'delete.cancel')} />
    </ListScreen>
  );
}
