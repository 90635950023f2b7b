// /terminal/shop/list (menu id 829): the shop terminals (the screen's list), and under them the
// goods with their stock and the orders as embedded lists. 下单 opens the order form (statechart
// shopOrder); the server takes the stock, so two buyers of the last piece get one order and one
// 库存不足 answer.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Text } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { Goods, Order } from '../../../shared/shop.js';
import { formatDateTime } from '../../ui/format-time.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import type { PagedColumn } from '../../ui/paged-table.js';
import { ListScreen } from '../../ui/list-screen.js';
import { usePageFetch } from '../../ui/actor-hooks.js';
import { t, yuan } from './messages.js';
import { TerminalList } from './terminal-list.js';
import { onFormSubmit } from '../../ui/form-submit.js';

export default function TerminalShopPage() {
  const pages = useLogic('terminalPages');
  const order = useActorRef(useLogic('shopOrder'), { inspect: useInspect() });
  const snapshot = useSelector(order, (s) => s);
  const placed = snapshot.context.placed;
  const fetchGoods = usePageFetch(pages.goods, {});
  const fetchOrders = usePageFetch(pages.orders, {});
  const goodsColumns: PagedColumn<Goods>[] = [
    { key: 'name', title: t.goodsName, render: (g) => g.name },
    { key: 'price', title: t.price, render: (g) => yuan(g.price) },
    { key: 'stock', title: t.stock, render: (g) => (g.stock > 0 ? g.stock : t.soldOut) },
    { key: 'sold', title: t.sold, render: (g) => g.sold },
    {
      key: 'actions',
      title: t.actions,
      render: (g) => (
        <Button size="small" appearance="primary" aria-label={`${t.order} ${g.name}`} onClick={() => order.send({ type: 'order.open', goods: g })}>
          {t.order}
        </Button>
      ),
    },
  ];
  const orderColumns: PagedColumn<Order>[] = [
    { key: 'id', title: t.orderNo, render: (o) => o.id },
    { key: 'goods', title: t.goodsName, render: (o) => o.goodsName },
    { key: 'quantity', title: t.quantity, render: (o) => o.quantity },
    { key: 'amount', title: t.amount, render: (o) => yuan(o.amount) },
    { key: 'buyer', title: t.buyer, render: (o) => o.buyerName },
    { key: 'at', title: t.createdAt, render: (o) => formatDateTime(o.createdAt) },
  ];
  const open = !snapshot.matches('closed');
  return (
    <TerminalList kind="shop" title={t.shopTitle} intro={t.shopIntro}>
      <ListScreen
        embedded
        title={t.goodsTitle}
        table={{ ariaLabel: t.goodsTitle, columns: goodsColumns, rowKey: (g) => g.id, pageSize: 10, keepKey: 'goods', fetchPage: fetchGoods, reloadKey: String(placed?.id ?? 0) }}
      />
      <ListScreen
        embedded
        title={t.ordersTitle}
        table={{ ariaLabel: t.ordersTitle, columns: orderColumns, rowKey: (o) => o.id, pageSize: 10, keepKey: 'orders', fetchPage: fetchOrders, reloadKey: String(placed?.id ?? 0) }}
      />
      <Dialog open={open} onOpenChange={(_, d) => !d.open && order.send({ type: snapshot.matches('placed') ? 'order.close' : 'order.cancel' })}>
        <DialogSurface aria-describedby={undefined}>
          <form
            onSubmit={onFormSubmit(() => order.send({ type: 'order.submit' }))}
          >
            <DialogBody>
              <DialogTitle>{t.orderTitle(snapshot.context.goods?.name ?? '')}</DialogTitle>
              <DialogContent>
                {snapshot.matches('placed') && placed ? (
                  <Text role="status">{t.placed(placed.id, yuan(placed.amount))}</Text>
                ) : (
                  <Field label={t.quantity} required validationMessage={snapshot.context.error ?? undefined}>
                    <Input
                      type="number"
                      min={1}
                      max={1000}
                      value={snapshot.context.quantity}
                      disabled={snapshot.matches('placing')}
                      onChange={(_, d) => order.send({ type: 'quantity.change', quantity: d.value })}
                    />
                  </Field>
                )}
              </DialogContent>
              <DialogActions>
                {snapshot.matches('placed') ? (
                  <Button appearance="primary" onClick={() => order.send({ type: 'order.close' })}>
                    {t.close}
                  </Button>
                ) : (
                  <>
                    <Button appearance="primary" type="submit" disabled={!snapshot.can({ type: 'order.submit' })}>
                      {t.submitOrder}
                    </Button>
                    <Button disabled={!snapshot.can({ type: 'order.cancel' })} onClick={() => order.send({ type: 'order.cancel' })}>
                      {t.cancel}
                    </Button>
                  </>
                )}
              </DialogActions>
            </DialogBody>
          </form>
        </DialogSurface>
      </Dialog>
    </TerminalList>
  );
}
