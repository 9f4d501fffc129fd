// Issue 13, staff permissions: every Customer service call checks the role, one test per (call, role).
// Customer service and administrators may; appeal officers are refused (403) and change nothing; a
// trader's token and no token are refused (401) everywhere.
import { API_ENDPOINTS } from '@p2p/contracts';
import { describeStaffAccess, staffSuite, type AccessCall } from '../support/staff-access.js';

describe('admin-support/support-access', () => {
  const support = API_ENDPOINTS.adminSupport;
  const week = 7 * 86_400_000;
  const reason = 'Access test';

  const suite = staffSuite();
  let traderId: string;

  beforeAll(async () => {
    traderId = String((await suite.api.factories.newUser()).id);
  });

  const id = () => ({ id: traderId });
  const banned = () => ({ id: traderId, kind: 'C2C_SELL' });

  /** Every Customer service call with a request customer service may make, on the fixture trader. */
  const CALLS: Record<keyof typeof support, () => AccessCall> = {
    search: () => ({ def: support.search, query: { q: 'trader' } }),
    user: () => ({ def: support.user, params: id() }),
    ads: () => ({ def: support.ads, params: id() }),
    orders: () => ({ def: support.orders, params: id(), query: { finish: 'false' } }),
    creditRecords: () => ({ def: support.creditRecords, params: id() }),
    balance: () => ({ def: support.balance, params: id() }),
    fundRecords: () => ({ def: support.fundRecords, params: id() }),
    ban: () => ({
      def: support.ban,
      params: banned(),
      body: { reason, until: new Date(Date.now() + week).toISOString() },
    }),
    liftBan: () => ({ def: support.liftBan, params: banned(), body: { reason } }),
    setCertified: () => ({ def: support.setCertified, params: id(), body: { certified: true, reason } }),
    adjustCredit: () => ({ def: support.adjustCredit, params: id(), body: { delta: 1, reason } }),
  };

  describeStaffAccess(suite, {
    group: 'adminSupport',
    pathPrefix: '/api/admin/support/',
    calls: CALLS,
    allowed: ['CUSTOMER_SERVICE', 'ADMIN'],
    refused: ['APPEAL_OFFICER'],
    // What the group's changes move: the trader's credit, certified flag and bans.
    state: async () => {
      const where = { id: BigInt(traderId) };
      const user = await suite.api.prisma.user.findUniqueOrThrow({ where });
      const bans = await suite.api.prisma.userBan.count({ where: { userId: where.id } });
      return { credit: user.creditScore, certified: user.certified, bans };
    },
  });
});
