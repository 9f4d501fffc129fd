// The order market's test world: a coin pair of its own (so other suites' ads never mix in), online
// advertisers, ads on that pair, and the market call itself.
import { randomBytes } from 'node:crypto';
import type { Prisma } from '@p2p/db';
import request from 'supertest';
import { CatalogService } from '../../src/modules/catalog/catalog.service.js';
import type { TestApi } from '../support/harness.js';
import { auth, signedInTrader } from '../support/trader-fixtures.js';

export const MARKET_PATH = '/api/c2c/advert/page';

export interface MarketAd {
  id: string;
  unitPrice: string;
  remainingQuantity: string;
  advertiser: { userId: string };
  [key: string]: unknown;
}

export class MarketWorld {
  constructor(readonly api: TestApi) {}

  /**
   * An enabled USDT pair with a unique quote code, quoted in a coin (open to every trader's country: the
   * fiat rules of issue 24 have their own tests); the catalogue's cache is dropped so it sees it.
   */
  async newPair(overrides: Partial<Prisma.CoinPairUncheckedCreateInput> = {}): Promise<number> {
    const usdt = await this.api.factories.coin('USDT');
    const pair = await this.api.prisma.coinPair.create({
      data: {
        coinId: usdt.id,
        quote: `Q${randomBytes(3).toString('hex').toUpperCase()}`,
        quoteKind: 'COIN',
        payMinutes: 20,
        ...overrides,
      },
    });
    this.api.app.get(CatalogService).invalidate();
    return pair.id;
  }

  /** A trader who is online (the market shows online advertisers only). */
  advertiser(overrides: Partial<Prisma.UserUncheckedCreateInput> = {}) {
    return this.api.factories.newUser({ online: true, ...overrides });
  }

  /** A published, online SELL ad on `pairId` with quantity left, paid by bank card. */
  ad(userId: bigint, pairId: number, overrides: Partial<Prisma.AdUncheckedCreateInput> = {}) {
    return this.api.factories.newAd(userId, {
      coinPairId: pairId,
      paymentKinds: ['BANK_CARD'],
      publishedAt: new Date(),
      ...overrides,
    });
  }

  ban(
    userId: bigint,
    kind: 'LOGIN' | 'C2C_BUY' | 'C2C_SELL' | 'WITHDRAWAL',
    over: Partial<Prisma.UserBanUncheckedCreateInput> = {},
  ) {
    return this.api.prisma.userBan.create({ data: { userId, kind, ...over } });
  }

  /** A signed-in taker. */
  taker() {
    return signedInTrader(this.api);
  }

  /** GET the market with the session of `token`. */
  call(token: string, query: Record<string, string | number | boolean>) {
    return request(this.api.http).get(MARKET_PATH).set(auth(token)).query(query);
  }

  /** The ids of one page, checking the envelope. */
  async ids(token: string, query: Record<string, string | number | boolean>): Promise<string[]> {
    return (await this.list(token, query)).map((ad) => ad.id);
  }

  async list(token: string, query: Record<string, string | number | boolean>): Promise<MarketAd[]> {
    const res = await this.call(token, query);
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 200, code: '200' });
    return res.body.data.list as MarketAd[];
  }
}

/** The ids of `ads` as the market writes them. */
export const idsOf = (...ads: { id: bigint }[]): string[] => ads.map((ad) => String(ad.id));
