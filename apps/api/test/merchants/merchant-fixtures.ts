// Test data of merchant certification (issue 24): the thresholds every suite uses (the run's test files
// share one database, so they all write the same values), traders whose figures meet them, calls as a
// trader and as staff, and the outbox drained until an application reaches a status.
import request from 'supertest';
import { adBody, postAd } from '../ads/ads-fixtures.js';
import { methodIn } from '../ads/fiat-fixtures.js';
import { readyTrader, type ChainSuite, type Trader } from '../support/escrow-fixtures.js';
import { OutboxRelayService } from '../../src/core/outbox/outbox-relay.service.js';
import { MERCHANT_THRESHOLDS_KEY } from '../../src/modules/merchants/merchant-thresholds.service.js';
import type { TestApi } from '../support/harness.js';
import { bearer } from '../support/staff-access.js';

/** 3 completed orders, a 90% completion rate, 10 days, a guarantee of 5 MEC. */
export const MERCHANT_TEST_THRESHOLDS = {
  minCompletedOrders: 3,
  minCompletionRate: '0.9',
  minAccountDays: 10,
  guaranteeAmount: '5',
};

const DAY = 24 * 3600 * 1000;

/** Writes the suites' thresholds (as the operators' call stores them). */
export async function useTestThresholds(api: TestApi): Promise<void> {
  const value = {
    minCompletedOrders: String(MERCHANT_TEST_THRESHOLDS.minCompletedOrders),
    minCompletionRate: MERCHANT_TEST_THRESHOLDS.minCompletionRate,
    minAccountDays: String(MERCHANT_TEST_THRESHOLDS.minAccountDays),
    guaranteeAmount: MERCHANT_TEST_THRESHOLDS.guaranteeAmount,
  };
  await api.prisma.systemSetting.upsert({
    where: { key: MERCHANT_THRESHOLDS_KEY },
    create: { key: MERCHANT_THRESHOLDS_KEY, value },
    update: { value },
  });
}

/** Figures that meet the test thresholds: 5 of 5 orders completed, an account 30 days old. */
export const QUALIFIED = {
  orderCount: 5,
  completedOrderCount: 5,
  completionRate: '1',
  createdAt: new Date(Date.now() - 30 * DAY),
};

export const traderGet = (api: TestApi, token: string, path: string) =>
  request(api.http).get(`/api${path}`).set(bearer(token));
export const traderPost = (api: TestApi, token: string, path: string, body: object = {}) =>
  request(api.http).post(`/api${path}`).set(bearer(token)).send(body);
export const staffGet = traderGet;
export const staffPost = traderPost;

/** The application's row. */
export async function applicationRow(
  api: TestApi,
  id: string,
): Promise<{ status: string; returnedAt: Date | null; topUpRequired: boolean }> {
  return api.prisma.merchantApplication.findUniqueOrThrow({ where: { id: BigInt(id) } });
}

/** Relays the outbox until the application's status is `status` (the escrow listener runs there). */
export async function untilStatus(api: TestApi, id: string, status: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    await api.app.get(OutboxRelayService).drain();
    const row = await applicationRow(api, id);
    if (row.status === status) return row.status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return (await applicationRow(api, id)).status;
}

/** The chain suite, the fiat world's pair and country, and customer service's token of a merchant suite. */
export interface MerchantContext {
  suite: ChainSuite;
  pair: { id: number; quote: string };
  countryCode: string;
  cs: { id: number; token: string };
}

/** A funded trader with a USDT address (ERC20), of the fiat world's country, whose figures qualify. */
export async function applicant(
  c: MerchantContext,
  overrides: Record<string, unknown> = {},
): Promise<Trader> {
  const t = await readyTrader(c.suite);
  await c.suite.api.prisma.user.update({
    where: { id: t.userId },
    data: { ...QUALIFIED, regionId: c.countryCode, ...overrides },
  });
  return t;
}

/** Applies, opens the guarantee deposit and pays it from the trader's wallet; waits for PENDING_REVIEW. */
export async function paidApplication(c: MerchantContext, t: Trader): Promise<string> {
  const api = c.suite.api;
  const applied = await traderPost(api, t.token, '/merchant/apply').expect(200);
  const id = applied.body.data.application.id as string;
  const deposit = await traderPost(api, t.token, '/merchant/deposit').expect(200);
  await c.suite.pay(t.wallet, 'MEC', deposit.body.data.amount as string);
  await c.suite.mineAndRound(3);
  expect(await untilStatus(api, id, 'PENDING_REVIEW')).toBe('PENDING_REVIEW');
  return id;
}

/** A merchant: paid and approved by customer service. */
export async function merchant(c: MerchantContext): Promise<{ t: Trader; id: string }> {
  const t = await applicant(c);
  const id = await paidApplication(c, t);
  await staffPost(c.suite.api, c.cs.token, `/admin/support/merchants/${id}/approve`, {}).expect(200);
  return { t, id };
}

/** POST /c2c/advert/create of a fiat BUY ad of the trader (published at once) in the fiat world's pair. */
export async function fiatAd(c: MerchantContext, t: Trader): Promise<request.Response> {
  const method = await methodIn(c.suite.api, t.userId, c.pair.quote);
  return postAd(c.suite.api, t, adBody(c.pair.id, [method], { type: 'BUY' }));
}
