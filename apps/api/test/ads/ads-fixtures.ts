// Test data of the ads suites: coin pairs of their own (the run's test files share one database), traders
// ready to post ads, payment methods and a valid CreateAdDto body, each overridable field by field.
import { randomBytes } from 'node:crypto';
import type { Prisma } from '@p2p/db';
import bcrypt from 'bcrypt';
import request from 'supertest';
import type { TestApi } from '../support/harness.js';
import { auth } from '../support/trader-fixtures.js';

export interface AdTrader {
  userId: bigint;
  token: string;
  address: string;
}

let pairs = 0;

/** A coin pair of its own: unique quote code, COIN quote by default (no certified merchant needed). */
export async function newPair(
  api: TestApi,
  coin: 'MEC' | 'USDT' = 'MEC',
  overrides: Partial<Prisma.CoinPairUncheckedCreateInput> = {},
) {
  pairs += 1;
  const coinId = (await api.factories.coin(coin)).id;
  return api.prisma.coinPair.create({
    data: {
      coinId,
      quote: `Q${pairs}${randomBytes(3).toString('hex')}`.slice(0, 10).toUpperCase(),
      quoteKind: 'COIN',
      minPrice: '0.5',
      maxPrice: '2',
      priceScale: 4,
      quantityScale: 6,
      payMinutes: 20,
      ...overrides,
    },
  });
}

export const randomAddress = (): string => `0x${randomBytes(20).toString('hex')}`;

/** A trader ready to post ads: wallet, advanced KYC, nickname, security password, USDT address on ERC20. */
export async function adTrader(
  api: TestApi,
  overrides: Partial<Prisma.UserUncheckedCreateInput> = {},
): Promise<AdTrader> {
  const address = randomAddress();
  const user = await api.factories.newUser({
    walletAddress: address,
    usdtAddress: address,
    chainType: 'ERC20',
    securityPasswordHash: await bcrypt.hash('246810', 4),
    ...overrides,
  });
  const { token } = await api.sessions.issue(user.id, 'PASSWORD', {});
  return { userId: user.id, token, address };
}

/**
 * A live payment method of the trader that fits a pair quoted in `quote` (issue 24, 5040 otherwise): the
 * on-chain kind receiving that currency by default (a coin-quoted pair takes no other); its id as text.
 */
export async function methodOf(
  api: TestApi,
  userId: bigint,
  quote: string,
  kind: 'USDT_ADDRESS' | 'BANK_CARD' | 'ALIPAY' = 'USDT_ADDRESS',
) {
  return String((await api.factories.newPaymentMethod(userId, fitting(quote, kind))).id);
}

/** The fields of a payment method that fits a pair quoted in `quote` (its currency; on chain by default). */
export function fitting(
  quote: string,
  kind: 'USDT_ADDRESS' | 'BANK_CARD' | 'ALIPAY' = 'USDT_ADDRESS',
): { kind: 'USDT_ADDRESS' | 'BANK_CARD' | 'ALIPAY'; currency: string } {
  return { kind, currency: quote };
}

/** A valid body: a fixed-price ad of 100 coins at 1.5, per order 1 to 50 coins. */
export function adBody(pairId: number, methodIds: string[], overrides: Record<string, unknown> = {}) {
  return {
    type: 'SELL',
    mode: 'MANUAL',
    coinPairId: pairId,
    priceType: 'FIXED',
    unitPrice: '1.5',
    totalQuantity: '100',
    minQuantity: '1',
    maxQuantity: '50',
    paymentMethodIds: methodIds,
    notes: 'Bank transfer only, please pay within the window.',
    ...overrides,
  };
}

/** POST /c2c/advert/create as the trader. */
export function postAd(api: TestApi, t: { token: string }, body: object) {
  return request(api.http).post('/api/c2c/advert/create').set(auth(t.token)).send(body);
}

export interface PostedAd {
  t: AdTrader;
  pair: { id: number; quote: string };
  method: string;
  res: request.Response;
}

/** A trader, a pair and a method, and the ad posted with `overrides`; answers the trader, pair and answer. */
export async function postedAd(api: TestApi, overrides: Record<string, unknown> = {}): Promise<PostedAd> {
  const t = await adTrader(api);
  const pair = await newPair(api);
  const method = await methodOf(api, t.userId, pair.quote);
  const res = await postAd(api, t, adBody(pair.id, [method], overrides));
  return { t, pair, method, res };
}
