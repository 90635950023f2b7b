// 发送通知 (administrators): a dialog that sends a message to one user or the whole tenant.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, makeStyles, Select, Textarea } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { MESSAGE_TYPES } from '../../../shared/message-types.js';
import { isNoticeComplete } from '../../machines/send-notice.machine.js';
import { CardSection } from '../../ui/card-section.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { messagesText as t } from './message-texts.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
});

export default function SendNoticePage() {
  const styles = useStyles();
  const actor = useActorRef(useLogic('sendNotice'), { inspect: useInspect() });
  const { recipients, form, attempted } = useSelector(actor, (s) => s.context);
  const open = useSelector(actor, (s) => s.matches('editing') || s.matches('sending'));
  const canOpen = useSelector(actor, (s) => s.can({ type: 'dialog.open' }));
  const sending = useSelector(actor, (s) => s.matches('sending'));
  const change = (name: 'to' | 'msgType' | 'title' | 'viewContent') => (value: string) => actor.send({ type: 'field.change', name, value });
  const invalid = attempted && !isNoticeComplete(form);
  return (
    <CardSection title={t.sendTitle} hint={t.sendHint}>
      <Button appearance="primary" icon={<SendRegular />} disabled={!canOpen} onClick={() => actor.send({ type: 'dialog.open' })}>
        {t.sendOpen}
      </Button>
      <Dialog open={open} onOpenChange={(_, d) => !d.open && actor.send({ type: 'dialog.close' })}>
        <DialogSurface aria-label={t.sendTitle}>
          <DialogBody>
            <DialogTitle>{t.sendTitle}</DialogTitle>
            <DialogContent className={styles.form}>
              <Field label={t.recipient}>
                <Select value={form.to} onChange={(_, d) => change('to')(d.value)}>
                  <option value="all">{t.everyone}</option>
                  {recipients.map((r) => (
                    <option key={r.webUserId} value={String(r.webUserId)}>{`${r.webUserName}（${r.account}）`}</option>
                  ))}
                </Select>
              </Field>
              <Field label={t.msgType}>
                <Select value={String(form.msgType)} onChange={(_, d) => change('msgType')(d.value)}>
                  {MESSAGE_TYPES.map((m) => <option key={m.msgType} value={String(m.msgType)}>{m.name}</option>)}
                </Select>
              </Field>
              <Field label={t.noticeTitle} required validationMessage={invalid && !form.title.trim() ? t.required : undefined}>
                <Input value={form.title} maxLength={100} onChange={(_, d) => change('title')(d.value)} />
              </Field>
              <Field label={t.noticeContent} required validationMessage={invalid && !form.viewContent.trim() ? t.required : undefined}>
                <Textarea value={form.viewContent} maxLength={1000} rows={4} onChange={(_, d) => change('viewContent')(d.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => actor.send({ type: 'dialog.close' })}>{t.cancel}</Button>
              <Button appearance="primary" disabled={sending} onClick={() => actor.send({ type: 'notice.send' })}>
                {t.send}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </CardSection>
  );
}
