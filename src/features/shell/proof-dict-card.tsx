// 配置中心's 纠错词典 card: the tenant's own proofreading entries (易错词 → 正确写法, 说明) that
// 文本纠错 suggests in the editor (docs/proofreading.md). Adding the same 易错词 again changes its
// entry; 修改 puts an entry back in the form; 删除 asks first (src/machines/proof-dict.machine.ts).
// The entries are a list shown whole: an embedded ListScreen (the add form above the table, the
// load failure's 重试 and a refused step on its problem line).
import { Button, Card, Field, Input, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { onFormSubmit } from '../../ui/form-submit.js';
import { useInspect } from '../../ui/inspect-context.js';
import { actionsColumn, confirmEvents } from '../../ui/list-screen-parts.js';
import { COMMON_MESSAGES } from '../../../shared/common-messages.js';
import { ListScreen } from '../../ui/list-screen.js';
import type { PagedColumn } from '../../ui/paged-table.js';
import { PROOF_DICT_LIMITS, type ProofDictEntry } from '../../../shared/text-checks.js';
import { useLogic } from '../../ui/logic.js';
import { configMessages as m } from './messages.js';

const useStyles = makeStyles({
  card: { padding: '20px', display: 'flex', flexDirection: 'column', gap: '14px' },
  form: { display: 'grid', gridTemplateColumns: '1fr 1fr 2fr auto', gap: '12px', alignItems: 'end' },
  hint: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: '4px' },
});

export function ProofDictCard() {
  const styles = useStyles();
  const actor = useActorRef(useLogic('proofDict'), { inspect: useInspect() });
  const s = useSelector(actor, (x) => x);
  const { rows, form, formError, error, removing } = s.context;
  const busy = s.matches('saving') || s.matches('loading');
  const set = (patch: Partial<typeof form>) => actor.send({ type: 'field.change', patch });
  const columns: PagedColumn<ProofDictEntry>[] = [
    { key: 'wrong', title: m.dictWrong, render: (r) => r.wrong },
    { key: 'correct', title: m.dictCorrect, render: (r) => r.correct },
    { key: 'note', title: m.dictNote, render: (r) => r.note },
    actionsColumn(COMMON_MESSAGES.actions, '180px', (r) => (
        <div className={styles.actions}>
          <Button size="small" appearance="subtle" icon={<EditRegular />} aria-label={`${m.dictEdit} ${r.wrong}`} onClick={() => actor.send({ type: 'entry.edit', row: r })}>
            {m.dictEdit}
          </Button>
          <Button size="small" appearance="subtle" icon={<DeleteRegular />} aria-label={`${m.dictRemove} ${r.wrong}`} disabled={!s.matches('ready')} onClick={() => actor.send({ type: 'entry.remove', row: r })}>
            {m.dictRemove}
          </Button>
        </div>
    )),
  ];
  return (
    <Card className={styles.card} data-testid="proof-dict">
      <ListScreen
        embedded
        header={
          <>
            <Text as="h3" weight="semibold" size={500}>
              {m.dictTitle}
            </Text>
            <Text size={200} className={styles.hint}>
              {m.dictIntro}
            </Text>
          </>
        }
        toolbar={
          <form className={styles.form} noValidate onSubmit={onFormSubmit(() => actor.send({ type: 'entry.save' }))}>
            <Field label={m.dictWrong} required validationMessage={formError || undefined}>
              <Input value={form.wrong} maxLength={PROOF_DICT_LIMITS.wordMax} onChange={(_, d) => set({ wrong: d.value })} />
            </Field>
            <Field label={m.dictCorrect} required>
              <Input value={form.correct} maxLength={PROOF_DICT_LIMITS.wordMax} onChange={(_, d) => set({ correct: d.value })} />
            </Field>
            <Field label={m.dictNote}>
              <Input value={form.note} maxLength={PROOF_DICT_LIMITS.noteMax} onChange={(_, d) => set({ note: d.value })} />
            </Field>
            <Button type="submit" appearance="primary" icon={s.matches('saving') ? <Spinner size="tiny" /> : <AddRegular />} disabled={busy}>
              {m.dictAdd}
            </Button>
          </form>
        }
        table={{
          ariaLabel: m.dictTitle, columns, rows, rowKey: (r) => r.id, size: 'small', loading: s.matches('loading'), emptyText: m.dictEmpty,
          rowProps: () => ({ 'data-testid': 'proof-dict-row' }),
          problem: { failed: s.matches('failed'), error, onRetry: () => actor.send({ type: 'list.reload' }) },
        }}
      >
        {rows.length ? (
          <Text size={200} className={styles.hint}>
            {m.dictCount(rows.length, PROOF_DICT_LIMITS.count)}
          </Text>
        ) : null}
        <ConfirmDialog
          alert
          open={s.matches('confirming') || s.matches('removing')}
          busy={s.matches('removing')}
          title={m.dictRemoveTitle}
          text={removing ? m.dictRemoveText(removing.wrong, removing.correct) : ''}
          {...confirmEvents(actor.send, 'remove.confirm', 'remove.cancel')}
        />
      </ListScreen>
    </Card>
  );
}
