// The personal centre's own-account card (docs/org.md): avatar (an uploaded picture, person-avatar.tsx),
// mobile (mobile/editOrSet, 请输入正确的手机号) and login account (account/set); the last two each
// a small form checked by the organisation form machine (name and email stay in my data).
import { Button, Card, Field, Input, makeStyles, Text } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { orgFormErrors } from '../../machines/org-rules.js';
import type { OrgFormKind } from '../../machines/org.types.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { personSecurityText as t } from './messages.js';
import { PersonAvatar } from './person-avatar.js';
import { onFormSubmit } from '../../ui/form-submit.js';

const useStyles = makeStyles({
  card: { maxWidth: '560px', padding: '24px', display: 'flex', flexDirection: 'column', gap: '14px' },
  row: { display: 'flex', alignItems: 'flex-end', gap: '8px' },
  grow: { flexGrow: 1 },
});

function OneField({ kind, name, label, initial, hint, before }: { kind: OrgFormKind; name: string; label: string; initial: string; hint?: string; before?: (v: string) => ReactNode }) {
  const styles = useStyles();
  const actor = useActorRef(useLogic('orgForm'), { input: { kind, values: { [name]: initial } }, inspect: useInspect() });
  const value = useSelector(actor, (s) => s.context.values[name] ?? '');
  const attempted = useSelector(actor, (s) => s.context.attempted);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.matches('saving'));
  const done = useSelector(actor, (s) => s.matches('saved'));
  const message = attempted ? orgFormErrors(kind, { [name]: value })[name] : undefined;
  return (
    <form
      className={styles.row}
      noValidate
      onSubmit={onFormSubmit(() => actor.send({ type: 'form.submit' }))}
    >
      {before ? before(value) : null}
      <Field className={styles.grow} label={label} hint={hint} validationMessage={message ?? (error || undefined)}>
        <Input value={value} disabled={busy || done} onChange={(_, d) => actor.send({ type: 'field.change', name, value: d.value })} />
      </Field>
      <Button type="submit" appearance="primary" disabled={busy || done}>
        {done ? t.saved : t.save}
      </Button>
    </form>
  );
}

export function PersonSecurity({ account, avatar, name, mobile }: { account: string; avatar: string; name: string; mobile: string }) {
  const styles = useStyles();
  return (
    <Card className={styles.card}>
      <Text as="h2" size={500} weight="semibold">
        {t.title}
      </Text>
      <PersonAvatar avatar={avatar} name={name} />
      <OneField kind="myMobile" name="mobile" label={t.mobile} hint={t.mobileHint} initial={mobile} />
      <OneField kind="myAccount" name="account" label={t.account} initial={account} />
    </Card>
  );
}
