// /RechargePayment: a recharge paid through the payment provider (statechart recharge). The
// provider is the offline sandbox, labelled as such: its button makes the sandbox send the signed
// payment callback the server verifies like a real provider's. No real money moves.
import { Badge, Button, Card, Field, Input, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { t, yuan } from './messages.js';
import { useCardStyles } from './load-view.js';
import { onFormSubmit } from '../../ui/form-submit.js';

export default function RechargePaymentPage() {
  const styles = useCardStyles();
  const actor = useActorRef(useLogic('recharge'), { inspect: useInspect() });
  const s = useSelector(actor, (x) => x);
  const r = s.context.recharge;
  return (
    <Card className={styles.card}>
      <Text as="h2" size={600} weight="semibold">
        {t.paymentTitle} <Badge color="warning" appearance="filled">{t.sandbox}</Badge>
      </Text>
      <Text className={styles.hint}>{t.paymentIntro}</Text>
      <MessageBar intent="warning">
        <MessageBarBody>{t.sandboxNotice}</MessageBarBody>
      </MessageBar>
      {(s.matches('editing') || s.matches('creating')) && (
        <form
          onSubmit={onFormSubmit(() => actor.send({ type: 'recharge.submit' }))}
          className={styles.card}
        >
          <Field label={t.amountYuan} required validationMessage={s.context.error ?? undefined}>
            <Input inputMode="decimal" value={s.context.amount} disabled={!s.matches('editing')} onChange={(_, d) => actor.send({ type: 'amount.change', amount: d.value })} />
          </Field>
          <div>
            <Button appearance="primary" type="submit" disabled={!s.can({ type: 'recharge.submit' })}>
              {t.createPayment}
            </Button>
          </div>
        </form>
      )}
      {r && (s.matches('awaiting') || s.matches('paying') || s.matches('paid')) && (
        <div className={styles.card} role="group" aria-label={t.tradeNo}>
          <Text>
            {t.tradeNo}：<span data-testid="trade-no">{r.tradeNo}</span>
          </Text>
          <Text>
            {t.amount}：{yuan(r.amount)}
          </Text>
          <Text>
            {t.status}：<span data-testid="recharge-status">{r.statusName}</span>
          </Text>
          <Text>
            {t.provider}：{r.providerLabel}
          </Text>
          {s.context.error && <Text role="alert">{s.context.error}</Text>}
          <div>
            {s.matches('paid') ? (
              <Button appearance="primary" onClick={() => actor.send({ type: 'recharge.again' })}>
                {t.payAgain}
              </Button>
            ) : (
              <>
                <Button appearance="primary" disabled={!s.can({ type: 'pay.confirm' })} onClick={() => actor.send({ type: 'pay.confirm' })}>
                  {t.payNow}
                </Button>{' '}
                <Button disabled={!s.can({ type: 'recharge.cancel' })} onClick={() => actor.send({ type: 'recharge.cancel' })}>
                  {t.payCancel}
                </Button>
              </>
            )}
          </div>
        </div>
      )}
    </Card>
  );
}
