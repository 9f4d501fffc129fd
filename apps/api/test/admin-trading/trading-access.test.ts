// Issue 25, staff permissions of the console's Ads & Orders (area `trading`): customer service and
// administrators may make every call; appeal officers are refused (403) and change nothing; a trader's
// token and no token are refused (401) everywhere.
import { API_ENDPOINTS } from '@p2p/contracts';
import { describeStaffAccess, staffSuite, type AccessCall } from '../support/staff-access.js';

describe('admin-trading/trading-access', () => {
  const trading = API_ENDPOINTS.adminTrading;
  const reason = 'Access test';

  const suite = staffSuite();
  let orderId: string;
  let ownerId: bigint;
  /** Ads for the changes: each call of offline or cancel takes a fresh one (a second change is refused). */
  const fresh: string[] = [];
  const nextAd = () => {
    const id = fresh.shift();
    if (!id) throw new Error('no fresh ad left');
    return id;
  };

  beforeAll(async () => {
    const f = suite.api.factories;
    const owner = await f.newUser();
    ownerId = owner.id;
    const buyer = await f.newUser();
    orderId = String((await f.newOrder(buyer.id, owner.id)).id);
    for (let i = 0; i < 20; i++) fresh.push(String((await f.newAd(owner.id, { type: 'BUY' })).id));
  });

  const CALLS: Record<keyof typeof trading, () => AccessCall> = {
    ads: () => ({ def: trading.ads, query: { status: 'PUBLISHED' } }),
    orders: () => ({ def: trading.orders, query: { status: 'WAIT_SELLER_ACCEPT' } }),
    order: () => ({ def: trading.order, params: { id: orderId } }),
    funds: () => ({ def: trading.funds, query: { state: 'waiting' } }),
    offlineAd: () => ({ def: trading.offlineAd, params: { id: nextAd() }, body: { reason } }),
    cancelAd: () => ({ def: trading.cancelAd, params: { id: nextAd() }, body: { reason } }),
  };

  describeStaffAccess(suite, {
    group: 'adminTrading',
    pathPrefix: '/api/admin/trading/',
    calls: CALLS,
    allowed: ['CUSTOMER_SERVICE', 'ADMIN'],
    refused: ['APPEAL_OFFICER'],
    // What the group's changes move: the owner's ads' status and online flag.
    state: async () => {
      const ads = await suite.api.prisma.ad.findMany({
        where: { userId: ownerId },
        select: { status: true, online: true },
      });
      return {
        cancelled: ads.filter((a) => a.status === 'CANCELLED').length,
        offline: ads.filter((a) => !a.online).length,
      };
    },
  });
});
