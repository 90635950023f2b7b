// 回答单位 (/politics/units, component 'politics/units'): the answering units of 问政 and the users
// bound to each (/politics/unit/bindUsers, /findBindUsers). New, rename, bind users, delete.
import { Button, Checkbox, Field, Input, Text } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { PoliticsUnit } from '../../../shared/qa-tasks.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { FormDialog } from '../../ui/form-dialog.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import type { PagedColumn } from '../../ui/paged-table.js';
import { actionsColumn, AddButton, confirmEvents, dialogEvents } from '../../ui/list-screen-parts.js';
import { ListScreen } from '../../ui/list-screen.js';
import { useListPageStyles } from '../../ui/list-page-styles.js';
import { qaText as t } from './messages.js';

export default function UnitsPage() {
  const styles = useListPageStyles();
  const actor = useActorRef(useLogic('politicsUnits'), { inspect: useInspect() });
  const s = useSelector(actor, (x) => x);
  const { units, users, target, name, bound, error } = s.context;
  const idle = s.matches('ready');
  const columns: PagedColumn<PoliticsUnit>[] = [
    { key: 'name', title: t.unitName, render: (u) => u.name },
    { key: 'users', title: t.userCount, width: '140px', render: (u) => u.userCount },
    actionsColumn(t.actions, '260px', (u) => (
      <div className={styles.actions}>
        <Button size="small" appearance="primary" disabled={!idle} onClick={() => actor.send({ type: 'unit.bind', id: u.id })}>{t.bind}</Button>
        <Button size="small" disabled={!idle} onClick={() => actor.send({ type: 'unit.rename', id: u.id, name: u.name })}>{t.rename}</Button>
        <Button size="small" appearance="subtle" disabled={!idle} onClick={() => actor.send({ type: 'unit.delete', id: u.id })}>{t.delete}</Button>
      </div>
    )),
  ];
  return (
    <ListScreen
      title={t.unitsTitle}
      actions={<AddButton disabled={!idle} onClick={() => actor.send({ type: 'unit.new' })}>{t.newUnit}</AddButton>}
      table={{
        ariaLabel: t.unitsTitle, columns, rows: units, rowKey: (u) => u.id, loading: s.matches('loading') || s.matches('running') || s.matches('loadingBound'),
        emptyText: t.emptyUnits, rowProps: () => ({ 'data-testid': 'unit-row' }),
        problem: { failed: s.matches('failed'), error: idle || s.matches('failed') ? error : '', onRetry: () => actor.send({ type: 'list.reload' }) },
      }}
    >
      <FormDialog open={s.matches('naming')} title={t.unitDialog(target > 0)} {...dialogEvents(actor.send)} error={s.matches('naming') ? error : null}>
        <Field label={t.unitName} required>
          <Input value={name} maxLength={30} onChange={(_, d) => actor.send({ type: 'name.change', value: d.value })} />
        </Field>
      </FormDialog>
      <FormDialog open={s.matches('binding')} title={t.bindTitle(units.find((u) => u.id === target)?.name ?? '')} {...dialogEvents(actor.send)}>
        <Text className={styles.muted}>{t.bindHint}</Text>
        {users.map((u) => (
          <Checkbox key={u.webUserId} label={`${u.webUserName}（${u.account}）`} checked={bound.includes(u.webUserId)} onChange={() => actor.send({ type: 'user.toggle', userId: u.webUserId })} />
        ))}
      </FormDialog>
      <ConfirmDialog open={s.matches('confirming')} title={t.confirmTitle} text={t.confirmDeleteUnit} {...confirmEvents(actor.send, 'dialog.submit', 'dialog.cancel')} />
    </ListScreen>
  );
}
