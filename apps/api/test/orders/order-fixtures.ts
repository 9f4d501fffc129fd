// Test data of the orders suites: traders ready to trade (online advertisers), published ads made directly
// (the ads suites cover posting them), and the order calls as the trader app makes them.
import type { Prisma } from '@p2p/db';
import { verifyChain } from '@p2p/domain';
import request from 'supertest';
import { OutboxRelayService } from '../../src/core/outbox/outbox-relay.service.js';
import type { TestApi } from '../support/harness.js';
import { auth } from '../support/trader-fixtures.js';
import { adTrader, type AdTrader, methodOf, newPair } from '../ads/ads-fixtures.js';

export const SECURITY = '246810';

export type OrderTrader = AdTrader;

/** A trader ready to trade, online as an advertiser. */
export async function trader(
  api: TestApi,
  overrides: Partial<Prisma.UserUncheckedCreateInput> = {},
): Promise<OrderTrader> {
  return adTrader(api, { online: true, ...overrides });
}

export interface PublishedAd {
  id: string;
  maker: OrderTrader;
  method: string;
  pairId: number;
  /** The pair's quote currency (a taker-seller's own method receives it: issue 24). */
  quote: string;
}

/**
 * A published, online ad of `maker` (a new trader unless given) on a pair of its own: SELL MANUAL by
 * default, 100 at 1.5, per order 1 to 50; `payMinutes` 20.
 */
export async function publishedAd(
  api: TestApi,
  overrides: Partial<Prisma.AdUncheckedCreateInput> = {},
  maker?: OrderTrader,
): Promise<PublishedAd> {
  const owner = maker ?? (await trader(api));
  const pair = await newPair(api);
  // The method receives the ad's quote currency (issue 24: 5040 otherwise), the pair's unless overridden.
  const quote = typeof overrides.quoteCurrency === 'string' ? overrides.quoteCurrency : pair.quote;
  const method = await methodOf(api, owner.userId, quote);
  const ad = await api.factories.newAd(owner.userId, {
    coinId: pair.coinId,
    coinPairId: pair.id,
    quoteCurrency: pair.quote,
    unitPrice: '1.5',
    totalQuantity: '100',
    remainingQuantity: '100',
    depositedQuantity: '100',
    minQuantity: '1',
    maxQuantity: '50',
    payMinutes: 20,
    online: true,
    paymentKinds: ['USDT_ADDRESS'],
    publishedAt: new Date(),
    ...overrides,
  });
  await api.prisma.adPaymentMethod.create({ data: { adId: ad.id, paymentMethodId: BigInt(method) } });
  return { id: String(ad.id), maker: owner, method, pairId: pair.id, quote };
}

export const get = (api: TestApi, t: { token: string }, path: string) =>
  request(api.http).get(`/api${path}`).set(auth(t.token));
export const post = (api: TestApi, t: { token: string }, path: string, body: object = {}) =>
  request(api.http).post(`/api${path}`).set(auth(t.token)).send(body);

/** POST /c2c/deal/order on `ad` by `t`: 2 coins at 1.5 with the ad's method unless overridden. */
export function placeOrder(
  api: TestApi,
  t: { token: string },
  ad: PublishedAd,
  overrides: Record<string, unknown> = {},
) {
  return post(api, t, '/c2c/deal/order', {
    adId: ad.id,
    quantity: '2',
    unitPrice: '1.5',
    paymentMethodId: ad.method,
    ...overrides,
  });
}

/** Places an order and answers its id (expects success). */
export async function orderOn(
  api: TestApi,
  t: { token: string },
  ad: PublishedAd,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await placeOrder(api, t, ad, overrides);
  if (res.status !== 200) throw new Error(`placing failed: ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
}

export async function statusOf(api: TestApi, id: string): Promise<string> {
  return (await api.prisma.order.findUniqueOrThrow({ where: { id: BigInt(id) } })).status;
}

export async function remainingOf(api: TestApi, adId: string): Promise<string> {
  return (await api.prisma.ad.findUniqueOrThrow({ where: { id: BigInt(adId) } })).remainingQuantity.toFixed();
}

/** Hands what the outbox holds to its consumers (socket messages, jobs, escrow events). */
export const drain = (api: TestApi) => api.app.get(OutboxRelayService).drain();

/**
 * Relays the outbox (timer jobs, escrow events) until the order is in `status`, for up to `ms`; answers
 * the status it reached (the caller expects it).
 */
export async function untilStatus(api: TestApi, id: string, status: string, ms = 10_000): Promise<string> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    await drain(api);
    if ((await statusOf(api, id)) === status) return status;
    // Polled: the relay hands rows over asynchronously; a short pause between reads.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return statusOf(api, id);
}

/** The order's timeline as its party sees it, checked as a chain. */
export async function timelineOf(api: TestApi, t: OrderTrader, id: string) {
  const events = (await get(api, t, `/c2c/deal/order/${id}/events`).expect(200)).body.data as {
    action: string;
    fromStatus: string | null;
    toStatus: string;
    note: string | null;
    data: Record<string, string>;
    createdAt: string;
  }[];
  expect((await verifyChain(events as never)).ok).toBe(true);
  return events;
}

/** The moves a timer made (status changes by DEADLINE or ESCALATION_DEADLINE), as [from, to]. */
export const timeouts = (events: Awaited<ReturnType<typeof timelineOf>>) =>
  events
    .filter((e) => e.action.endsWith('DEADLINE') && e.fromStatus !== e.toStatus)
    .map((e) => [e.fromStatus, e.toStatus]);
