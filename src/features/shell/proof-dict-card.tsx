// 配置中心's 纠错词典 card: the tenant's own proofreading entries (易错词 → 正确写法, 说明) that
// 文本纠错 suggests in the editor (docs/proofreading.md). Adding the same 易错词 again changes its
// entry; 修改 puts an entry back in the form; 删除 asks first (src/machines/proof-dict.machine.ts).
import { Button, Card, Field, Input, makeStyles, MessageBar, MessageBarBody, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { PROOF_DICT_LIMITS } from '../../../shared/text-checks.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { onFormSubmit } from '../../ui/form-submit.js';
import { useInspect } from '../../ui/inspect-context.js';
import { confirmEvents } from '../../ui/list-screen-parts.js';
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
  return (
    <Card className={styles.card} data-testid="proof-dict">
      <Text as="h3" weight="semibold" size={500}>
        {m.dictTitle}
      </Text>
      <Text size={200} className={styles.hint}>
        {m.dictIntro}
      </Text>
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
      {s.matches('failed') ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {m.dictLoadFailed}：{error} <Button onClick={() => actor.send({ type: 'list.reload' })}>{m.retry}</Button>
          </MessageBarBody>
        </MessageBar>
      ) : error ? (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {s.matches('loading') && !rows.length ? (
        <Spinner size="small" label={m.dictTitle} />
      ) : rows.length ? (
        <>
          <Table size="small" aria-label={m.dictTitle}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{m.dictWrong}</TableHeaderCell>
                <TableHeaderCell>{m.dictCorrect}</TableHeaderCell>
                <TableHeaderCell>{m.dictNote}</TableHeaderCell>
                <TableHeaderCell style={{ width: '180px' }} />
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id} data-testid="proof-dict-row">
                  <TableCell>{r.wrong}</TableCell>
                  <TableCell>{r.correct}</TableCell>
                  <TableCell>{r.note}</TableCell>
                  <TableCell>
                    <div className={styles.actions}>
                      <Button size="small" appearance="subtle" icon={<EditRegular />} aria-label={`${m.dictEdit} ${r.wrong}`} onClick={() => actor.send({ type: 'entry.edit', row: r })}>
                        {m.dictEdit}
                      </Button>
                      <Button size="small" appearance="subtle" icon={<DeleteRegular />} aria-label={`${m.dictRemove} ${r.wrong}`} disabled={!s.matches('ready')} onClick={() => actor.send({ type: 'entry.remove', row: r })}>
                        {m.dictRemove}
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Text size={200} className={styles.hint}>
            {m.dictCount(rows.length, PROOF_DICT_LIMITS.count)}
          </Text>
        </>
      ) : s.matches('failed') ? null : (
        <Text className={styles.hint}>{m.dictEmpty}</Text>
      )}
      <ConfirmDialog
        alert
        open={s.matches('confirming') || s.matches('removing')}
        busy={s.matches('removing')}
        title={m.dictRemoveTitle}
        text={removing ? m.dictRemoveText(removing.wrong, removing.correct) : ''}
        {...confirmEvents(actor.send, 'remove.confirm', 'remove.cancel')}
      />
    </Card>
  );
}
