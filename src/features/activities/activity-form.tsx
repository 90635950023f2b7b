// The activity form, shared by /addOrEdit (any kind) and /addOrEditlist (the quick invoice
// lottery): name, description, prizes with their stock, and the participants box.
import { Button, Field, Input, MessageBar, MessageBarBody, Spinner, Text, Textarea } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { ACTIVITY_LIMITS as L, ACTIVITY_MENUS as M, type ActivityKind } from '../../../shared/activities.js';
import { parseParticipants } from '../../machines/activity-rules.js';
import { useInspect } from '../../ui/inspect-context.js';
import { LoadFailed } from '../../ui/load-failed.js';
import { useLogic } from '../../ui/logic.js';
import { useActivityStyles } from './activity-styles.js';
import { activityText as t } from './messages.js';
import { PageHeader } from '../../ui/page-header.js';
import { onFormSubmit } from '../../ui/form-submit.js';
import { AlertText } from '../../ui/alert-text.js';

export function ActivityForm({ id, kind, title, quick = false }: { id: number; kind: ActivityKind; title: string; quick?: boolean }) {
  const styles = useActivityStyles();
  const navigate = useNavigate();
  const actor = useActorRef(useLogic('activityEditor'), { input: { id, kind }, inspect: useInspect() });
  const snap = useSelector(actor, (s) => s);
  const { values, locked, error } = snap.context;
  const invoice = values.kind === 'invoice';
  const lines = parseParticipants(values.participantsText).length;
  if (snap.matches('loading') || snap.matches('start')) return <Spinner label={t.loading} />;
  if (snap.matches('failed')) return <LoadFailed error={error} onRetry={() => actor.send({ type: 'retry' })} onBack={() => navigate(M.list.path)} backLabel={t.back} />;
  const saving = snap.matches('saving');
  return (
    <div className={styles.page}>
      <PageHeader title={title}>
        <Button onClick={() => navigate(M.list.path)}>{t.back}</Button>
      </PageHeader>
      <form
        className={styles.form}
        noValidate
        onSubmit={onFormSubmit(() => actor.send({ type: 'form.submit' }))}
      >
        {locked ? (
          <MessageBar intent="warning">
            <MessageBarBody>{t.locked}</MessageBarBody>
          </MessageBar>
        ) : null}
        <Field label={t.name} required>
          <Input value={values.name} maxLength={L.nameMax} onChange={(_, d) => actor.send({ type: 'field.change', name: 'name', value: d.value })} />
        </Field>
        {quick ? null : (
          <Field label={t.description}>
            <Textarea value={values.description} maxLength={L.descriptionMax} resize="vertical" onChange={(_, d) => actor.send({ type: 'field.change', name: 'description', value: d.value })} />
          </Field>
        )}
        <Text weight="semibold">{t.prizes}</Text>
        {values.prizes.map((p, i) => (
          <div className={styles.prizeRow} key={i}>
            <Field label={t.prizeName(i)} required>
              <Input value={p.name} maxLength={L.prizeNameMax} disabled={locked} onChange={(_, d) => actor.send({ type: 'prize.change', index: i, name: 'name', value: d.value })} />
            </Field>
            <Field label={t.prizeStock(i)} required>
              <Input type="number" min={1} max={L.stockMax} value={p.stock} disabled={locked} onChange={(_, d) => actor.send({ type: 'prize.change', index: i, name: 'stock', value: d.value })} />
            </Field>
            <Button
              icon={<DeleteRegular />}
              aria-label={t.prizeRemove(i)}
              title={t.prizeRemove(i)}
              disabled={locked || values.prizes.length <= 1}
              onClick={() => actor.send({ type: 'prize.remove', index: i })}
            />
          </div>
        ))}
        <div>
          <Button icon={<AddRegular />} disabled={locked || values.prizes.length >= L.prizesMax} onClick={() => actor.send({ type: 'prize.add' })}>
            {t.prizeAdd}
          </Button>
        </div>
        <Field label={invoice ? t.invoicesLabel : t.participantsLabel} hint={`${invoice ? t.quickHint : t.participantsHint} ${t.participantCount(lines)}`} required>
          <Textarea
            value={values.participantsText}
            disabled={locked}
            rows={8}
            resize="vertical"
            onChange={(_, d) => actor.send({ type: 'field.change', name: 'participantsText', value: d.value })}
          />
        </Field>
        <AlertText text={error} className={styles.error} />
        <div>
          <Button type="submit" appearance="primary" disabled={saving || locked}>
            {saving ? t.saving : t.save}
          </Button>
        </div>
      </form>
    </div>
  );
}
