// The reference caches load on Prisma's pool, never on the runner's (postgres.js) pool whose connections
// the placements hold: a placement reads the pair's scales and the fiat rules under its locks, so a cache
// that expired while every runner connection was in a transaction, and loaded on that pool, waited for a
// connection that only its own waiters could give back. bench:orders found it (issue 28): 64 clients on a
// fiat pair stalled the API for good the first time the 10 s cache expired under load.
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import { CatalogService } from '../../src/modules/catalog/catalog.service.js';
import { FiatRulesService } from '../../src/modules/catalog/fiat-rules.service.js';
import { SensitiveWordsService } from '../../src/modules/catalog/sensitive-words.service.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { post } from '../orders/order-fixtures.js';
import { adBody, postAd } from '../ads/ads-fixtures.js';
import {
  dropTestCountries,
  fiatWorld,
  methodIn,
  refreshReference,
  regionTrader,
} from '../ads/fiat-fixtures.js';

/** The runner's pool in this file: small, so that a handful of transactions hold all of it. */
const POOL = 3;

/** `work` or an error naming what did not finish within `ms` (a stalled pool never answers). */
async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms (the pool stalled)`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('catalog/reference-cache-pool', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ DATABASE_POOL_SIZE: String(POOL) });
  });
  afterAll(async () => {
    await dropTestCountries(api);
    await api.close();
  });

  it("loads every reference cache while each connection of the runner's pool is in a transaction waiting for it", async () => {
    const world = await fiatWorld(api);
    const runner = api.app.get(TransactionRunner);
    const catalog = api.app.get(CatalogService);
    const fiat = api.app.get(FiatRulesService);
    const words = api.app.get(SensitiveWordsService);
    let holding = 0;
    let allHeld!: () => void;
    const held = new Promise<void>((resolve) => (allHeld = resolve));
    // Each transaction takes a connection, waits until every connection is taken, then reads the caches,
    // dropped meanwhile: what a placement does under its locks when the cache expires.
    const transactions = Array.from({ length: POOL }, () =>
      runner.run(async (tx) => {
        await tx`select 1`;
        holding += 1;
        if (holding === POOL) allHeld();
        await held;
        const rule = await fiat.ruleOf(world.country.code);
        const scales = await catalog.pairScales(tx, world.pair.id);
        await Promise.all([
          catalog.enabledPairs(),
          catalog.countries(),
          catalog.coinChains(),
          catalog.coinSymbols(),
          catalog.creditSettings(),
          catalog.dict('en'),
          catalog.coins(1, 10),
          words.isClean('hello'),
        ]);
        return { fiat: rule?.currencies.has(world.pair.quote), scales: scales !== null };
      }),
    );
    await within(10_000, 'every connection taken', held);
    refreshReference(api);
    const answers = await within(10_000, 'the transactions reading the caches', Promise.all(transactions));
    expect(answers).toEqual(Array.from({ length: POOL }, () => ({ fiat: true, scales: true })));
  });

  it('answers every one of many simultaneous fiat placements when the caches expire under them (no stalled pool)', async () => {
    const world = await fiatWorld(api);
    const maker = await regionTrader(api, world.country.code);
    const makerMethod = await methodIn(api, maker.userId, world.pair.quote);
    const ad = await postAd(api, maker, adBody(world.pair.id, [makerMethod], { type: 'BUY' })).expect(200);
    const sellers = [];
    for (let i = 0; i < POOL * 4; i += 1) {
      const seller = await regionTrader(api, world.country.code);
      sellers.push({ seller, method: await methodIn(api, seller.userId, world.pair.quote) });
    }
    refreshReference(api);
    const answers = await within(
      30_000,
      'the placements',
      Promise.all(
        sellers.map(({ seller, method }) =>
          post(api, seller, '/c2c/deal/order', {
            adId: ad.body.data.id,
            quantity: '1',
            unitPrice: '1.5',
            paymentMethodId: method,
          }),
        ),
      ),
    );
    expect(answers.map((a) => [a.status, a.body.code])).toEqual(sellers.map(() => [200, '200']));
  });
});
