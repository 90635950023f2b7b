// 报料管理 (/interaction/reportSubjects, component 'interaction/report-subjects'): tip-offs from
// the audience and the newsroom's hotline — filter by status, class and keyword; open one to see
// it with its history and handle it: 分派 to a department and/or user (they get a 线索 message),
// 跟进, 办结 (a note is required); 登记报料 records a tip by phone or letter; 删除 asks first.
// The 报料 and 线索 messages lead here with ?id=, which opens the tip-off at once.
import { Badge, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Dropdown, Field, Input, Option, Text, Textarea } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import type { Option as Choice, ReportAction, ReportItem } from '../../../shared/contributions.js';
import { CONTRIBUTION_MACHINE_TEXTS as MT } from '../../../shared/contribution-texts.js';
import type { CreateField } from '../../machines/report-desk.machine.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { FormDialog } from '../../ui/form-dialog.js';
import { formatDateTime } from '../../ui/format-time.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { useKeptActor } from '../../ui/kept-actor.js';
import { statusParam } from '../../ui/list-params.js';
import type { PagedColumn } from '../../ui/paged-table.js';
import { actionsColumn, AddButton, confirmEvents, dialogEvents, pageGoEvents } from '../../ui/list-screen-parts.js';
import { ListScreen } from '../../ui/list-screen.js';
import { useInteractionStyles } from './interaction-styles.js';
import { ListFilters } from './list-filters.js';
import { REPORT_ACTION_NAMES, REPORT_STATUS_NAMES, contributionText as t } from './contribution-messages.js';

const STATUS_COLORS = { 0: 'warning', 1: 'brand', 2: 'informative', 3: 'success' } as const;
const StatusBadge = ({ status }: { status: number }) => (
  <Badge appearance="filled" color={STATUS_COLORS[status as 0 | 1 | 2 | 3] ?? 'subtle'}>{REPORT_STATUS_NAMES[status]}</Badge>
);

/** A dropdown of choices with a first 不指定/全部 entry (value 0). */
function Pick({ label, none, value, choices, onPick }: { label: string; none: string; value: number; choices: Choice[]; onPick: (id: number) => void }) {
  const styles = useInteractionStyles();
  return (
    <Field label={label} className={styles.filter}>
      <Dropdown aria-label={label} value={choices.find((c) => c.id === value)?.name ?? none} selectedOptions={[String(value)]} onOptionSelect={(_, d) => onPick(Number(d.optionValue))}>
        <Option value="0">{none}</Option>
        {choices.map((c) => <Option key={c.id} value={String(c.id)}>{c.name}</Option>)}
      </Dropdown>
    </Field>
  );
}

const assignee = (r: ReportItem) => [r.deptName, r.userName].filter(Boolean).join(' / ');

/** A new ?id= (another message's link) starts the desk again with that tip-off open. */
export default function ReportSubjectsPage() {
  const [params] = useSearchParams();
  const openId = Number(params.get('id')) || undefined;
  // ?status= (待我处理's 待处理报料 links) opens the list filtered
  const status = statusParam(params, REPORT_STATUSES);
  return <ReportDesk key={`${openId ?? 0}:${status ?? ''}`} openId={openId} status={status} />;
}

const REPORT_STATUSES = [0, 1, 2, 3] as const;

function ReportDesk({ openId, status: initialStatus }: { openId: number | undefined; status: (typeof REPORT_STATUSES)[number] | undefined }) {
  const styles = useInteractionStyles();
  const actor = useKeptActor(`list:${openId ?? ''}:${initialStatus ?? ''}`, useLogic('reportDesk'), { input: { openId, status: initialStatus }, inspect: useInspect() });
  const s = useSelector(actor, (x) => x);
  const { status, classId, keyWord, rows, total, pageIndex, pageSize, options, detail, form, create, error } = s.context;
  const idle = s.matches('ready');
  const inDetail = s.matches('detail');
  const classes = options.classes.map((c) => ({ id: c.id, name: c.parentId ? `${options.classes.find((p) => p.id === c.parentId)?.name ?? ''} / ${c.name}` : c.name }));
  const openAction = (action: ReportAction) => actor.send({ type: 'action.open', action });

  const columns: PagedColumn<ReportItem>[] = [
    { key: 'title', title: t.title, render: (r) => <div className={styles.content}>{r.title}</div> },
    { key: 'class', title: t.klass, width: '110px', render: (r) => r.className || t.noClass },
    { key: 'reporter', title: t.reporter, width: '130px', render: (r) => (<>{r.name}{r.phone ? <div className={styles.muted}>{r.phone}</div> : null}</>) },
    { key: 'source', title: t.source, width: '100px', render: (r) => r.source },
    { key: 'status', title: t.status, width: '80px', render: (r) => <StatusBadge status={r.status} /> },
    { key: 'assignee', title: t.assignee, width: '150px', render: (r) => assignee(r) },
    { key: 'time', title: t.time, width: '150px', render: (r) => formatDateTime(r.createTime) },
    actionsColumn(t.actions, '130px', (r) => (
      <div className={styles.actions} data-testid="report-actions">
        <Button size="small" appearance="primary" disabled={!idle} onClick={() => actor.send({ type: 'item.open', id: r.id })}>{t.view}</Button>
        <Button size="small" appearance="subtle" disabled={!idle} onClick={() => actor.send({ type: 'item.delete', id: r.id })}>{t.delete}</Button>
      </div>
    )),
  ];

  const canFollow = detail && (detail.status === 1 || detail.status === 2);
  return (
    <ListScreen
      title={t.reportsTitle}
      actions={<AddButton disabled={!idle} onClick={() => actor.send({ type: 'create.open' })}>{t.register}</AddButton>}
      filters={
        <ListFilters status={status} statusNames={REPORT_STATUS_NAMES} keyWord={keyWord} keywordHint={t.reportHint} disabled={!idle} send={actor.send}>
          <Pick label={t.klass} none={t.all} value={classId} choices={classes} onPick={(id) => actor.send({ type: 'filter.class', classId: id })} />
        </ListFilters>
      }
      table={{
        ariaLabel: t.reportsTitle, columns, rows, rowKey: (r) => r.id, emptyText: t.emptyReports, rowProps: () => ({ 'data-testid': 'report-row' }),
        loading: s.matches('starting') || s.matches('loading') || s.matches('opening') || s.matches('removing'),
        pager: { total, pageIndex, pageSize, ...pageGoEvents(actor.send) },
        problem: { failed: s.matches('failed'), error: idle ? error : '', onRetry: () => actor.send({ type: 'list.reload' }) },
      }}
    >
      <Dialog open={inDetail && detail !== null} onOpenChange={(_, d) => !d.open && actor.send({ type: 'detail.close' })}>
        <DialogSurface style={{ maxWidth: 760 }} aria-label={t.detailTitle}>
          <DialogBody>
            <DialogTitle>{detail?.title ?? t.detailTitle}</DialogTitle>
            <DialogContent className={styles.page}>
              {detail ? (
                <>
                  <div className={styles.actions}>
                    <StatusBadge status={detail.status} />
                    <Text className={styles.muted}>
                      {detail.className || t.noClass} · {detail.source} · {detail.name}
                      {detail.phone ? ` · ${detail.phone}` : ''} · {formatDateTime(detail.createTime)}
                    </Text>
                  </div>
                  <div className={styles.content} style={{ maxWidth: 'none' }}>{detail.content}</div>
                  {assignee(detail) ? <Text>{t.assignee}：{assignee(detail)}</Text> : null}
                  <Text weight="semibold">{t.history}</Text>
                  <ol className={styles.history} data-testid="report-history">
                    {detail.logs.map((l) => (
                      <li key={l.id}>
                        <Text>{formatDateTime(l.createTime)} {l.userName} {REPORT_ACTION_NAMES[l.action]}{l.target ? ` → ${l.target}` : ''}</Text>
                        {l.note ? <div className={styles.muted}>{l.note}</div> : null}
                      </li>
                    ))}
                  </ol>
                  <div className={styles.actions}>
                    {detail.status !== 3 ? <Button appearance="primary" onClick={() => openAction('dispatch')}>{t.dispatch}</Button> : null}
                    {canFollow ? <Button onClick={() => openAction('follow')}>{t.follow}</Button> : null}
                    {canFollow ? <Button onClick={() => openAction('finish')}>{t.finish}</Button> : null}
                    <Button appearance="subtle" onClick={() => actor.send({ type: 'item.delete', id: detail.id })}>{t.delete}</Button>
                  </div>
                </>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => actor.send({ type: 'detail.close' })}>{t.close}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>

      <FormDialog
        open={s.matches('acting') || s.matches('changing')}
        title={`${REPORT_ACTION_NAMES[form.action]}：${detail?.title ?? ''}`}
        submitLabel={t.submit}
        busy={s.matches('changing')}
        error={s.matches('acting') ? error : null}
        {...dialogEvents(actor.send, 'action.submit', 'action.cancel')}
      >
        {form.action === 'dispatch' ? (
          <>
            <Pick label={t.dept} none={t.none} value={form.deptId} choices={options.departments} onPick={(id) => actor.send({ type: 'form.dept', deptId: id })} />
            <Pick label={t.user} none={t.none} value={form.userId} choices={options.users} onPick={(id) => actor.send({ type: 'form.user', userId: id })} />
          </>
        ) : null}
        <Field label={form.action === 'dispatch' ? t.dispatchNote : t.note} hint={form.action === 'finish' ? t.noteHint : undefined} required={form.action === 'finish'}>
          <Textarea value={form.note} rows={3} resize="vertical" onChange={(_, d) => actor.send({ type: 'form.note', note: d.value })} />
        </Field>
      </FormDialog>

      <FormDialog
        open={s.matches('creating') || s.matches('saving')}
        title={t.registerTitle}
        busy={s.matches('saving')}
        error={s.matches('creating') ? error : null}
        {...dialogEvents(actor.send, 'create.submit', 'create.cancel')}
      >
        {(
          [
            ['title', t.title, true],
            ['name', t.reporter, true],
            ['phone', t.phone, false],
            ['source', t.source, false],
          ] as [CreateField, string, boolean][]
        ).map(([field, label, required]) => (
          <Field key={field} label={label} required={required} hint={field === 'source' ? t.sourceHint : undefined}>
            <Input value={create[field]} onChange={(_, d) => actor.send({ type: 'create.change', field, value: d.value })} />
          </Field>
        ))}
        <Field label={t.content} required>
          <Textarea value={create.content} rows={4} resize="vertical" onChange={(_, d) => actor.send({ type: 'create.change', field: 'content', value: d.value })} />
        </Field>
        <Pick label={t.klass} none={t.noClass} value={create.classId} choices={classes} onPick={(id) => actor.send({ type: 'create.class', classId: id })} />
      </FormDialog>

      <ConfirmDialog open={s.matches('confirming')} title={t.confirmTitle} text={MT.confirmDeleteReport} alert {...confirmEvents(actor.send)} />
    </ListScreen>
  );
}
