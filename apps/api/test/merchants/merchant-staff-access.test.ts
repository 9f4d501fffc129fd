// Issue 24, staff permissions on merchant certification: customer service and administrators review
// (list, case, approve, refuse, revoke); appeal officers are refused (403) and change nothing; a trader's
// token and no token are refused (401). Each allowed call acts on an application of its own in the state
// it needs. The operators' thresholds: audited with the values before, a guarantee of 0 refused.
import { API_ENDPOINTS } from '@p2p/contracts';
import { MERCHANT_THRESHOLDS_KEY } from '../../src/modules/merchants/merchant-thresholds.service.js';
import { describeStaffAccess, staffSuite, type AccessCall } from '../support/staff-access.js';
import type { TestApi } from '../support/harness.js';
import { MERCHANT_TEST_THRESHOLDS, QUALIFIED, staffPost, useTestThresholds } from './merchant-fixtures.js';

describe('merchants/merchant-staff-access', () => {
  const calls = API_ENDPOINTS.adminMerchants;
  const ops = API_ENDPOINTS.adminOps;
  const suite = staffSuite();

  type State = 'AWAITING_DEPOSIT' | 'PENDING_REVIEW' | 'APPROVED';
  const made: Record<State, string[]> = { AWAITING_DEPOSIT: [], PENDING_REVIEW: [], APPROVED: [] };
  const used: Record<State, number> = { AWAITING_DEPOSIT: 0, PENDING_REVIEW: 0, APPROVED: 0 };
  /** A fresh application in `state` for each request (every request of a call builds it anew). */
  const next = (state: State): string => made[state][used[state]++ % made[state].length]!;

  /** A qualified trader's application in `state`; a PENDING_REVIEW or APPROVED one holds its guarantee. */
  async function application(api: TestApi, state: State): Promise<string> {
    const user = await api.factories.newUser({ ...QUALIFIED, certified: state === 'APPROVED' });
    const coin = await api.factories.coin('MEC');
    const paid = state !== 'AWAITING_DEPOSIT';
    const a = await api.prisma.merchantApplication.create({
      data: {
        userId: user.id,
        status: state,
        coinId: coin.id,
        chain: 'ERC20',
        guaranteeAmount: '5',
        depositSeq: paid ? 1 : 0,
        completedOrders: 5,
        completionRate: '1',
        accountDays: 30,
      },
    });
    if (paid) {
      await api.prisma.depositIntent.create({
        data: {
          userId: user.id,
          purpose: 'MERCHANT',
          refId: `${a.id}:1`,
          chain: 'ERC20',
          assetKind: 'COIN',
          coinId: coin.id,
          amount: '5',
          receivedAmount: '5',
          heldAmount: '5',
          tokenAddress: '0x000000000000000000000000000000000000dead',
          escrowAddress: '0x000000000000000000000000000000000000beef',
          fromAddress: '0x000000000000000000000000000000000000cafe',
          status: 'SATISFIED',
          expiresAt: new Date(Date.now() + 3_600_000),
        },
      });
    }
    return String(a.id);
  }

  beforeAll(async () => {
    for (const state of ['AWAITING_DEPOSIT', 'PENDING_REVIEW', 'APPROVED'] as const) {
      for (let i = 0; i < 8; i++) made[state].push(await application(suite.api, state));
    }
  });

  const CALLS: Record<keyof typeof calls, () => AccessCall> = {
    list: () => ({ def: calls.list, query: { status: 'PENDING_REVIEW' } }),
    detail: () => ({ def: calls.detail, params: { id: made.PENDING_REVIEW[0]! } }),
    approve: () => ({ def: calls.approve, params: { id: next('PENDING_REVIEW') }, body: {} }),
    refuse: () => ({ def: calls.refuse, params: { id: next('AWAITING_DEPOSIT') }, body: { reason: 'No' } }),
    revoke: () => ({ def: calls.revoke, params: { id: next('APPROVED') }, body: { reason: 'Complaints' } }),
  };

  describeStaffAccess(suite, {
    group: 'adminMerchants',
    pathPrefix: '/api/admin/support/merchants',
    calls: CALLS,
    allowed: ['CUSTOMER_SERVICE', 'ADMIN'],
    refused: ['APPEAL_OFFICER'],
    state: () =>
      suite.api.prisma.merchantApplication.findMany({
        where: { id: { in: Object.values(made).flat().map(BigInt) } },
        select: { id: true, status: true, reviewerId: true },
        orderBy: { id: 'asc' },
      }),
  });

  describe("the operators' merchant thresholds", () => {
    afterAll(() => useTestThresholds(suite.api));

    it('are set by an administrator, audited with the values before and after; a guarantee of 0 is refused (400)', async () => {
      const admin = suite.tokens.staff.ADMIN;
      await useTestThresholds(suite.api);
      const body = {
        minCompletedOrders: 7,
        minCompletionRate: '0.95',
        minAccountDays: 60,
        guaranteeAmount: '250.5',
      };
      const res = await staffPost(suite.api, admin.token, ops.setMerchantThresholds.path, body).expect(200);
      expect(res.body.data).toEqual({ ...body, guaranteeCoin: 'MEC' });
      const row = await suite.api.prisma.auditLog.findFirstOrThrow({
        where: { staffId: admin.id, action: 'OPS_MERCHANT_THRESHOLDS' },
        orderBy: { id: 'desc' },
      });
      expect(row.data).toMatchObject({
        before: { ...MERCHANT_TEST_THRESHOLDS, guaranteeCoin: 'MEC' },
        after: { ...body, guaranteeCoin: 'MEC' },
      });
      const zero = await staffPost(suite.api, admin.token, ops.setMerchantThresholds.path, {
        ...body,
        guaranteeAmount: '0',
      });
      expect({ status: zero.status, code: zero.body.code }).toEqual({ status: 400, code: '400' });
      const bad = await staffPost(suite.api, admin.token, ops.setMerchantThresholds.path, {
        ...body,
        minCompletionRate: '1.5',
      });
      expect(bad.status).toBe(400);
      const stored = await suite.api.prisma.systemSetting.findUniqueOrThrow({
        where: { key: MERCHANT_THRESHOLDS_KEY },
      });
      expect(stored.value).toMatchObject({ guaranteeAmount: '250.5', minCompletedOrders: '7' });
    });
  });
});
