// 消息设置: which message types the user receives.
import { Button, Checkbox, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { MESSAGE_TYPES } from '../../../shared/message-types.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { messagesText as t } from './message-texts.js';

const useStyles = makeStyles({
  root: { backgroundColor: tokens.colorNeutralBackground1, borderRadius: '8px', padding: '20px', boxShadow: tokens.shadow4, maxWidth: '640px' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: '4px', margin: '16px 0' },
});

export default function MessageSettingsPage() {
  const styles = useStyles();
  const actor = useActorRef(useLogic('messageSettings'), { inspect: useInspect() });
  const enabled = useSelector(actor, (s) => s.context.enabled);
  const editing = useSelector(actor, (s) => s.matches('editing'));
  return (
    <section className={styles.root}>
      <Text as="h2" size={500} weight="semibold" block>
        {t.settingsTitle}
      </Text>
      <Text as="p" block style={{ margin: '8px 0 12px' }}>{t.settingsHint}</Text>
      <div className={styles.grid}>
        {MESSAGE_TYPES.map((m) => (
          <Checkbox
            key={m.msgType}
            label={m.name}
            checked={enabled.includes(m.msgType)}
            disabled={!editing}
            onChange={() => actor.send({ type: 'type.toggle', msgType: m.msgType })}
          />
        ))}
      </div>
      <Button appearance="primary" disabled={!editing} onClick={() => actor.send({ type: 'settings.save' })}>
        {t.save}
      </Button>
    </section>
  );
}
