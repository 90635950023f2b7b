// 问政列表 (/askingQuestions/list, component 'politics/questions'): the public's questions — filter
// by status and keyword; assign to an answering unit, publish or withdraw an answer, delete.
// 问政回答 (/answer/list, component 'politics/answers'): the questions of the caller's units,
// answered in a dialog. A 问政 message's link (?questionId=) highlights its question.
import { Badge, Button, Dropdown, Field, Option, Text, Textarea } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import { QUESTION_STATUS_NAMES, type Question } from '../../../shared/qa-tasks.js';
import type { QuestionMode, QuestionStatusFilter } from '../../machines/question-list.machine.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { FormDialog } from '../../ui/form-dialog.js';
import { formatDateTime } from '../../ui/format-time.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { useKeptActor } from '../../ui/kept-actor.js';
import { statusParam } from '../../ui/list-params.js';
import type { PagedColumn } from '../../ui/paged-table.js';
import { confirmEvents, dialogEvents, pageGoEvents } from '../../ui/list-screen-parts.js';
import { ListScreen } from '../../ui/list-screen.js';
import { StatusKeywordFilter, statusFilterEvents } from '../../ui/status-keyword-filter.js';
import { useListPageStyles } from '../../ui/list-page-styles.js';
import { qaText as t } from './messages.js';
import { useQaStyles } from './styles.js';

const STATUSES: [QuestionStatusFilter, string][] = [[-1, t.all], [0, QUESTION_STATUS_NAMES[0]!], [1, QUESTION_STATUS_NAMES[1]!], [2, QUESTION_STATUS_NAMES[2]!]];
const STATUS_COLORS = { 0: 'warning', 1: 'informative', 2: 'success' } as const;

export default function QuestionsPage() {
  return <QuestionList mode="manage" />;
}

const QUESTION_STATUSES = [0, 1, 2] as const;

export function AnswersPage() {
  return <QuestionList mode="answer" />;
}

function QuestionList({ mode }: { mode: QuestionMode }) {
  const styles = useListPageStyles();
  const qa = useQaStyles();
  const [params] = useSearchParams();
  const questionId = Number(params.get('questionId')) || undefined;
  // ?status= (待我处理's 待回答问政 link) opens the list filtered
  const initialStatus = statusParam(params, QUESTION_STATUSES);
  const actor = useKeptActor(`list:${mode}:${questionId ?? ''}:${initialStatus ?? ''}`, useLogic('questionList'), { input: { mode, questionId, status: initialStatus }, inspect: useInspect() });
  const s = useSelector(actor, (x) => x);
  const { status, keyWord, rows, total, pageIndex, pageSize, units, unitId, answer, error, focusId } = s.context;
  const idle = s.matches('ready');
  const manage = mode === 'manage';
  const title = manage ? t.questionsTitle : t.answersTitle;

  const columns: PagedColumn<Question>[] = [
    {
      key: 'question',
      title: t.question,
      render: (q) => (
        <div>
          <Text weight="semibold">{q.title}</Text>
          <div className={styles.content}>{q.content}</div>
          {q.answer ? <div className={styles.reply}>{t.answer}：{q.answer}{q.answeredBy ? `（${t.answeredBy(q.answeredBy)}）` : ''}</div> : null}
        </div>
      ),
    },
    { key: 'asker', title: t.asker, width: '100px', render: (q) => q.nickname },
    { key: 'unit', title: t.unit, width: '120px', render: (q) => q.unitName || <span className={styles.muted}>{t.unassigned}</span> },
    { key: 'time', title: t.time, width: '150px', render: (q) => formatDateTime(q.createTime) },
    {
      key: 'status',
      title: t.status,
      width: '120px',
      render: (q) => (
        <>
          <Badge appearance="filled" color={STATUS_COLORS[q.status as 0 | 1 | 2] ?? 'subtle'}>{QUESTION_STATUS_NAMES[q.status]}</Badge>{' '}
          {q.published ? <Badge appearance="tint" color="success">{t.published}</Badge> : null}
        </>
      ),
    },
    {
      key: 'actions',
      title: t.actions,
      width: manage ? '220px' : '120px',
      render: (q) =>
        manage ? (
          <div className={styles.actions}>
            <Button size="small" appearance={q.status === 0 ? 'primary' : 'secondary'} disabled={!idle} onClick={() => actor.send({ type: 'assign.open', id: q.id, unitId: q.unitId })}>
              {q.unitId ? t.reassign : t.assign}
            </Button>
            {q.status === 2 ? (
              <Button size="small" disabled={!idle} onClick={() => actor.send({ type: 'question.publish', id: q.id, published: !q.published })}>
                {q.published ? t.unpublish : t.publish}
              </Button>
            ) : null}
            <Button size="small" appearance="subtle" disabled={!idle} onClick={() => actor.send({ type: 'question.delete', id: q.id })}>{t.delete}</Button>
          </div>
        ) : (
          <Button size="small" appearance={q.status === 2 ? 'secondary' : 'primary'} disabled={!idle} onClick={() => actor.send({ type: 'answer.open', id: q.id, answer: q.answer })}>
            {q.status === 2 ? t.editAnswer : t.answerAction}
          </Button>
        ),
    },
  ];

  return (
    <ListScreen
      title={title}
      actions={<Text>{t.total(total)}</Text>}
      filters={<StatusKeywordFilter statuses={STATUSES} status={status} keyWord={keyWord} hint={t.questionHint} disabled={!idle} {...statusFilterEvents(actor.send)} />}
      table={{
        ariaLabel: title, columns, rows, rowKey: (q) => q.id, loading: s.matches('loading') || s.matches('running'),
        emptyText: manage ? t.emptyQuestions : t.emptyAnswers,
        rowProps: (q) => ({ 'data-testid': 'question-row', className: q.id === focusId ? qa.focusRow : undefined, 'data-focus': q.id === focusId }),
        pager: { total, pageIndex, pageSize, ...pageGoEvents(actor.send) },
        problem: { failed: s.matches('failed'), error: idle || s.matches('failed') ? error : '', onRetry: () => actor.send({ type: 'list.reload' }) },
      }}
    >
      <FormDialog open={s.matches('assigning')} title={t.assignTitle} {...dialogEvents(actor.send)} error={s.matches('assigning') ? error : null}>
        {units.length ? (
          <Field label={t.unit}>
            <Dropdown
              aria-label={t.unit}
              value={units.find((u) => u.id === unitId)?.name ?? ''}
              selectedOptions={unitId ? [String(unitId)] : []}
              onOptionSelect={(_, d) => actor.send({ type: 'assign.unit', unitId: Number(d.optionValue) })}
            >
              {units.map((u) => <Option key={u.id} value={String(u.id)}>{u.name}</Option>)}
            </Dropdown>
          </Field>
        ) : <Text>{t.noUnits}</Text>}
      </FormDialog>
      <FormDialog open={s.matches('answering')} title={t.answerTitle} {...dialogEvents(actor.send)} error={s.matches('answering') ? error : null}>
        <Text>{rows.find((q) => q.id === s.context.target)?.title}</Text>
        <Field label={t.answer} hint={t.answerHint}>
          <Textarea value={answer} rows={5} resize="vertical" onChange={(_, d) => actor.send({ type: 'answer.change', value: d.value })} />
        </Field>
      </FormDialog>
      <ConfirmDialog open={s.matches('confirming')} title={t.confirmTitle} text={t.confirmDeleteQuestion} {...confirmEvents(actor.send, 'delete.confirm', 'dialog.cancel')} />
    </ListScreen>
  );
}
