// Where the floating order button leads (issue 26): the order that waits for the trader when one does,
// else the list on the tab that has the orders (several waiting: the tab of the first), never an empty tab.
import { orderDetailPath, WebRoutes } from '@p2p/contracts/routes';
import { whoseMove } from '../features/orders/orderState';
import type { UnfinishedOrders } from '../api/unread';

export function orderButtonTarget(unfinished: Pick<UnfinishedOrders, 'orders'>): string {
  const waiting = unfinished.orders.filter((o) => whoseMove(o) === 'yourMove');
  if (waiting.length === 1) return orderDetailPath(waiting[0]!.id);
  const first = waiting[0] ?? unfinished.orders[0];
  return first?.role === 'SELLER' ? `${WebRoutes.order}?side=SELL` : WebRoutes.order;
}
