// 个人信息 (/user/center/personInfo, component 'shell/person-info'): the user's own data,
// editable name and email; the avatar, mobile and account are in the card below (person-security.tsx).
import { Card, Field, Input, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { FormActions } from './form-actions.js';
import { personMessages as m } from './messages.js';
import { personErrors } from './person-rules.js';
import { PersonSecurity } from './person-security.js';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: '16px' },
  card: { maxWidth: '560px', padding: '24px', display: 'flex', flexDirection: 'column', gap: '14px' },
  readonly: { color: tokens.colorNeutralForeground3 },
});

export default function PersonInfoPage() {
  const styles = useStyles();
  const actor = useActorRef(useLogic('personInfo'), { inspect: useInspect() });
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const busy = useSelector(actor, (s) => s.matches('saving'));
  const values = useSelector(actor, (s) => s.context.values);
  const attempted = useSelector(actor, (s) => s.context.attempted);
  const errors = attempted ? personErrors(values) : {};
  if (loading) return <Spinner label={m.title} />;
  const field = (name: 'name' | 'email', required = false) => (
    <Field label={m[name]} required={required} validationMessage={errors[name]}>
      <Input value={values[name] ?? ''} disabled={busy} onChange={(_, d) => actor.send({ type: 'field.change', name, value: d.value })} />
    </Field>
  );
  return (
    <div className={styles.stack}>
    <Card className={styles.card}>
      <Text as="h2" size={600} weight="semibold">
        {m.title}
      </Text>
      <Field label={m.account}>
        <Text className={styles.readonly}>{values.account}</Text>
      </Field>
      <Field label={m.tenant}>
        <Text className={styles.readonly}>{values.tenant}</Text>
      </Field>
      {field('name', true)}
      {field('email')}
      <FormActions busy={busy} send={(e) => actor.send(e)} />
    </Card>
    <PersonSecurity key={values.account} account={values.account ?? ''} avatar={values.avatar ?? ''} name={values.name ?? ''} mobile={values.mobile ?? ''} />
    </div>
  );
}
