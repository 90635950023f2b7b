// 报料分类 (/interaction/reportClassify, component 'interaction/report-classify'): the classes of
// tip-offs as a two-level list — 新增分类, per class 新增子分类 (top level only), 重命名, 删除
// (asks first; refused while it has children or tip-offs).
import { Button, Field, Input, Text } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReportClass } from '../../../shared/contributions.js';
import { CONTRIBUTION_MACHINE_TEXTS as MT } from '../../../shared/contribution-texts.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { FormDialog } from '../../ui/form-dialog.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import type { PagedColumn } from '../../ui/paged-table.js';
import { actionsColumn, AddButton, confirmEvents, dialogEvents } from '../../ui/list-screen-parts.js';
import { ListScreen } from '../../ui/list-screen.js';
import { useInteractionStyles } from './interaction-styles.js';
import { contributionText as t } from './contribution-messages.js';

/** Top-level classes each followed by its children. */
const ordered = (all: ReportClass[]) => all.filter((c) => !c.parentId).flatMap((top) => [top, ...all.filter((c) => c.parentId === top.id)]);

export default function ReportClassifyPage() {
  const styles = useInteractionStyles();
  const actor = useActorRef(useLogic('reportClasses'), { inspect: useInspect() });
  const s = useSelector(actor, (x) => x);
  const { classes, edit, error } = s.context;
  const idle = s.matches('ready');
  const columns: PagedColumn<ReportClass>[] = [
    { key: 'name', title: t.className, render: (c) => <span className={c.parentId ? styles.child : undefined}>{c.name}</span> },
    { key: 'count', title: t.classCount, width: '100px', render: (c) => c.count },
    actionsColumn(t.actions, '260px', (c) => (
      <div className={styles.actions} data-testid="class-actions">
        {!c.parentId ? <Button size="small" disabled={!idle} onClick={() => actor.send({ type: 'class.add', parentId: c.id })}>{t.addChild}</Button> : null}
        <Button size="small" disabled={!idle} onClick={() => actor.send({ type: 'class.rename', id: c.id, name: c.name })}>{t.rename}</Button>
        <Button size="small" appearance="subtle" disabled={!idle} onClick={() => actor.send({ type: 'class.remove', id: c.id })}>{t.delete}</Button>
      </div>
    )),
  ];
  return (
    <ListScreen
      title={t.classesTitle}
      actions={<AddButton disabled={!idle} onClick={() => actor.send({ type: 'class.add', parentId: 0 })}>{t.addClass}</AddButton>}
      table={{
        ariaLabel: t.classesTitle, columns, rows: ordered(classes), rowKey: (c) => c.id, loading: s.matches('loading') || s.matches('removing'),
        emptyText: t.emptyClasses, rowProps: () => ({ 'data-testid': 'class-row' }),
        problem: { failed: s.matches('failed'), error: idle ? error : '', onRetry: () => actor.send({ type: 'list.reload' }) },
      }}
    >
      <FormDialog
        open={s.matches('editing') || s.matches('saving')}
        title={t.editClassTitle(edit.id === 0)}
        busy={s.matches('saving')}
        error={s.matches('editing') ? error : null}
        {...dialogEvents(actor.send, 'edit.submit', 'edit.cancel')}
      >
        {edit.parentId ? <Text className={styles.muted}>{classes.find((c) => c.id === edit.parentId)?.name}</Text> : null}
        <Field label={t.className} required>
          <Input value={edit.name} onChange={(_, d) => actor.send({ type: 'edit.change', name: d.value })} />
        </Field>
      </FormDialog>
      <ConfirmDialog open={s.matches('confirming')} title={t.confirmTitle} text={MT.confirmDeleteClass} alert {...confirmEvents(actor.send)} />
    </ListScreen>
  );
}
