// 个人信息 (/user/center/personInfo, component 'shell/person-info'): the user's own data,
// editable name, mobile (请输入正确的手机号) and email.
import { MOBILE_PATTERN } from '../../../shared/form-rules.js';
import { Button, Card, Field, Input, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { editFormMachine, type EditValues } from '../../machines/edit-form.machine.js';
import { editMyData, getMyDetail } from '../../services/api/shell-api.js';
import { toast } from '../../services/toast.js';
import { useInspect } from '../../ui/inspect-context.js';
import { personMessages as m } from './messages.js';
import { PersonSecurity } from './person-security.js';

export const MOBILE_RULE = MOBILE_PATTERN;
const EMAIL_RULE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function personErrors(v: EditValues): Partial<Record<'name' | 'mobile' | 'email', string>> {
  const errors: Partial<Record<'name' | 'mobile' | 'email', string>> = {};
  if (!v.name?.trim()) errors.name = m.nameRequired;
  if (v.mobile && !MOBILE_RULE.test(v.mobile)) errors.mobile = m.mobileRule;
  if (v.email && !EMAIL_RULE.test(v.email)) errors.email = m.emailRule;
  return errors;
}

const livePerson = editFormMachine.provide({
  actors: {
    load: fromPromise<EditValues>(async () => {
      const me = await getMyDetail();
      return { account: me.account, tenant: me.tenantName, name: me.webUserName, mobile: me.mobile, email: me.email, avatar: me.webUserAvatar ?? '' };
    }),
    save: fromPromise(({ input }: { input: EditValues }) => editMyData({ name: input.name.trim(), mobile: input.mobile.trim(), email: input.email.trim() })),
  },
  actions: { notify: (_, { kind, text }) => toast[kind](text) },
  guards: { valid: ({ context }) => Object.keys(personErrors(context.values)).length === 0 },
});

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: '16px' },
  card: { maxWidth: '560px', padding: '24px', display: 'flex', flexDirection: 'column', gap: '14px' },
  actions: { display: 'flex', gap: '8px' },
  readonly: { color: tokens.colorNeutralForeground3 },
});

export default function PersonInfoPage() {
  const styles = useStyles();
  const actor = useActorRef(livePerson, { inspect: useInspect() });
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const busy = useSelector(actor, (s) => s.matches('saving'));
  const values = useSelector(actor, (s) => s.context.values);
  const attempted = useSelector(actor, (s) => s.context.attempted);
  const errors = attempted ? personErrors(values) : {};
  if (loading) return <Spinner label={m.title} />;
  const field = (name: 'name' | 'mobile' | 'email', required = false) => (
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
      {field('mobile')}
      {field('email')}
      <div className={styles.actions}>
        <Button appearance="primary" disabled={busy} onClick={() => actor.send({ type: 'form.submit' })}>
          {m.save}
        </Button>
        <Button disabled={busy} onClick={() => actor.send({ type: 'form.reset' })}>
          {m.reset}
        </Button>
      </div>
    </Card>
    <PersonSecurity key={`${values.account}:${values.avatar ?? ''}`} account={values.account ?? ''} avatar={values.avatar ?? ''} name={values.name ?? ''} />
    </div>
  );
}
