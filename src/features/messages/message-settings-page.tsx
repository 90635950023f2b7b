// 消息设置: which message types the user receives.
import { Button, Checkbox, makeStyles } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { MESSAGE_TYPES } from '../../../shared/message-types.js';
import { CardSection } from '../../ui/card-section.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { messagesText as t } from './message-texts.js';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: '4px', margin: '16px 0' },
});

export default function MessageSettingsPage() {
  const styles = useStyles();
  const actor = useActorRef(useLogic('messageSettings'), { inspect: useInspect() });
  const enabled = useSelector(actor, (s) => s.context.enabled);
  const editing = useSelector(actor, (s) => s.matches('editing'));
  return (
    <CardSection title={t.settingsTitle} hint={t.settingsHint}>
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
    </CardSection>
  );
}
