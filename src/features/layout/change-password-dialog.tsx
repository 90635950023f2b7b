// 修改密码 (518 px): the change-password statechart decides; this renders and sends events.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, makeStyles, Spinner } from '@fluentui/react-components';
import { passwordErrors, type PasswordForm } from '../../machines/change-password.machine.js';
import { passwordMessages } from './messages.js';
import { PasswordContext } from './shell-context.js';
import { onFormSubmit } from '../../ui/form-submit.js';

const useStyles = makeStyles({
  surface: { width: '518px', maxWidth: 'calc(100vw - 32px)' },
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
});

const FIELDS: { name: keyof PasswordForm; label: string; placeholder: string }[] = [
  { name: 'oldPassword', label: passwordMessages.oldPassword, placeholder: passwordMessages.oldRequired },
  { name: 'password', label: passwordMessages.password, placeholder: passwordMessages.newRequired },
  { name: 'repeatPassword', label: passwordMessages.repeatPassword, placeholder: passwordMessages.repeatRequired },
];

export function ChangePasswordDialog() {
  const styles = useStyles();
  const actor = PasswordContext.useActorRef();
  const open = PasswordContext.useSelector((s) => !s.matches('closed'));
  const busy = PasswordContext.useSelector((s) => s.matches('submitting') || s.matches('done'));
  const form = PasswordContext.useSelector((s) => s.context.form);
  const attempted = PasswordContext.useSelector((s) => s.context.attempted);
  const errors = attempted ? passwordErrors(form) : {};
  return (
    <Dialog open={open} onOpenChange={(_, d) => (d.open || busy ? undefined : actor.send({ type: 'dialog.close' }))}>
      <DialogSurface className={styles.surface}>
        <form
          noValidate
          onSubmit={onFormSubmit(() => actor.send({ type: 'form.submit' }))}
        >
          <DialogBody>
            <DialogTitle>{passwordMessages.title}</DialogTitle>
            <DialogContent className={styles.form}>
              {FIELDS.map((f) => (
                <Field key={f.name} label={f.label} required validationMessage={errors[f.name]} hint={f.name === 'password' ? passwordMessages.rule : undefined}>
                  <Input
                    type="password"
                    autoComplete={f.name === 'oldPassword' ? 'current-password' : 'new-password'}
                    placeholder={f.placeholder}
                    value={form[f.name]}
                    disabled={busy}
                    onChange={(_, d) => actor.send({ type: 'field.change', name: f.name, value: d.value })}
                  />
                </Field>
              ))}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" disabled={busy} onClick={() => actor.send({ type: 'dialog.close' })}>
                {passwordMessages.cancel}
              </Button>
              <Button appearance="primary" type="submit" disabled={busy} icon={busy ? <Spinner size="tiny" appearance="inverted" /> : undefined}>
                {passwordMessages.submit}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
