// Test data of the chat suites: an order between two traders written straight to the database (users, a
// coin pair, an ad and the order row), so these suites need none of the orders module's HTTP calls.
import type { OrderStatus } from '@p2p/contracts';
import request from 'supertest';
import type { TestApi } from '../support/harness.js';
import { auth } from '../support/trader-fixtures.js';
import { adTrader, type AdTrader, newPair } from '../ads/ads-fixtures.js';

export interface ChatOrder {
  orderId: string;
  buyer: AdTrader;
  seller: AdTrader;
}

/** A SELL ad of the seller on a pair of its own, and the buyer's order on it in `status`. */
export async function chatOrder(api: TestApi, status: OrderStatus = 'WAIT_BUYER_PAY'): Promise<ChatOrder> {
  const [buyer, seller] = [await adTrader(api), await adTrader(api)];
  const pair = await newPair(api, 'USDT');
  const order = await api.factories.newOrder(buyer.userId, seller.userId, {
    status,
    quoteCurrency: pair.quote,
  });
  await api.prisma.ad.update({ where: { id: order.adId }, data: { coinPairId: pair.id } });
  return { orderId: String(order.id), buyer, seller };
}

/** A signed-in trader who is no party of any order here. */
export const outsider = (api: TestApi): Promise<AdTrader> => adTrader(api);

export const chatGet = (api: TestApi, t: { token: string }, path: string) =>
  request(api.http).get(`/api/user/fiat/talk${path}`).set(auth(t.token));

export const say = (api: TestApi, t: { token: string }, orderId: string, body: object) =>
  request(api.http).post(`/api/user/fiat/talk/send/${orderId}`).set(auth(t.token)).send(body);
