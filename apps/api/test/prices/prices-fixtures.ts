// Price ticks for the prices tests: a fresh enabled pair, and ticks written through PriceTicks.record in
// a transaction of the runner (as the orders module does when an order completes).
import { randomInt } from 'node:crypto';
import type { Prisma } from '@p2p/db';
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import { CatalogService } from '../../src/modules/catalog/catalog.service.js';
import { PriceTicks } from '../../src/modules/prices/price-ticks.js';
import { newPair } from '../ads/ads-fixtures.js';
import type { TestApi } from '../support/harness.js';

let nextOrderId = BigInt(randomInt(1, 2 ** 40)) * 1000n;

/** An enabled pair (price scale 4) the catalogue's cached pair list already shows. */
export async function pricedPair(api: TestApi, overrides: Partial<Prisma.CoinPairUncheckedCreateInput> = {}) {
  const pair = await newPair(api, 'MEC', { minPrice: null, maxPrice: null, ...overrides });
  api.app.get(CatalogService).invalidate();
  return pair;
}

export type Tick = [at: string, price: string, volume: string];

/** Records each tick as a completed order's price (one transaction per tick); answers the order ids. */
export async function record(api: TestApi, coinPairId: number, ticks: readonly Tick[]): Promise<bigint[]> {
  const runner = api.app.get(TransactionRunner);
  const priceTicks = api.app.get(PriceTicks);
  const ids: bigint[] = [];
  for (const [at, price, volume] of ticks) {
    nextOrderId += 1n;
    const orderId = nextOrderId;
    await runner.run((tx) => priceTicks.record(tx, { coinPairId, price, volume, orderId, at: new Date(at) }));
    ids.push(orderId);
  }
  return ids;
}

/** Many ticks at once (the history tests): one every `stepHours` from `from` up to `to`, prices cycling. */
export async function recordSeries(
  api: TestApi,
  coinPairId: number,
  from: Date,
  to: Date,
  stepHours: number,
): Promise<number> {
  const data: Prisma.PriceTickCreateManyInput[] = [];
  for (let t = from.getTime(), i = 0; t <= to.getTime(); t += stepHours * 3_600_000, i++) {
    nextOrderId += 1n;
    data.push({
      coinPairId,
      price: `1.${String(1000 + (i % 97)).slice(1)}`,
      volume: '2',
      orderId: nextOrderId,
      at: new Date(t),
    });
  }
  await api.prisma.priceTick.createMany({ data });
  return data.length;
}
