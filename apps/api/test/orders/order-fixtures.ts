// Test data of the orders suites: traders ready to trade (online advertisers), published ads made directly
// (the ads suites cover posting them), and the order calls as the trader app makes them.
import type { Prisma } from '@p2p/db';
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
  const method = await methodOf(api, owner.userId);
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
    paymentKinds: ['BANK_CARD'],
    publishedAt: new Date(),
    ...overrides,
  });
  await api.prisma.adPaymentMethod.create({ data: { adId: ad.id, paymentMethodId: BigInt(method) } });
  return { id: String(ad.id), maker: owner, method, pairId: pair.id };
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
