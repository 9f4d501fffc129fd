// The open orders of each side, for the order list's tabs (issue 26). The API's list answers carry a
// `total`, and the shell's unfinished-orders check (hooks/useUnread: `GET /c2c/deal/order/page?finish=false`,
// polled, refreshed by the socket and by every order action) reads every open order of the caller in one
// page, with the side each one plays: the pending-order limit (5023) keeps anyone under that page's size.
// When that page did not hold them all, the split by side is not known and no count is shown.
import type { AdType } from '@p2p/contracts';
import type { UnfinishedOrders } from '../../api/unread';

export function openCountsOf(data: UnfinishedOrders | undefined): Record<AdType, number> | null {
  if (!data || data.orders.length < data.total) return null;
  const buying = data.orders.filter((o) => o.role === 'BUYER').length;
  return { BUY: buying, SELL: data.orders.length - buying };
}
