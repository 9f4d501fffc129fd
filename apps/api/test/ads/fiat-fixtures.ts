// Test data of the fiat rules (issue 24): a fiat pair and a country of their own (the run's test files
// share one database, and the seeded countries are everyone's), traders of that country, and methods.
// Test currencies are three letters starting with Z; test countries use ISO's user-assigned alpha-3 codes
// (Q..) with a free alpha-2 code (not X.., the Operations tests' range), and are removed after the file.
import { randomInt } from 'node:crypto';
import type { Prisma } from '@p2p/db';
import { CatalogService } from '../../src/modules/catalog/catalog.service.js';
import type { TestApi } from '../support/harness.js';
import { adTrader, type AdTrader, newPair } from './ads-fixtures.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = () => LETTERS[randomInt(26)]!;
/**
 * A two-letter code outside the Operations tests' X range (a taken one is retried), and never YU: the
 * API leaves YU (no longer a country) out of every country list, so a test country coded YU vanished
 * from GET /common/country/all (one draw in 650; a CI run of 28 Nov failed on it).
 */
function abb2(): string {
  for (;;) {
    const code = `${'ABCDEFGHIJKLMNOPQRSTUVWYZ'[randomInt(25)]}${letter()}`;
    if (code !== 'YU') return code;
  }
}
/** The countries this process made (`dropTestCountries` removes them). */
const made = new Set<string>();

/** Retries `make` on a unique violation (a random code another test file took). */
async function unique<T>(make: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i += 1) {
    try {
      return await make();
    } catch (err) {
      if (i >= 20 || (err as { code?: string }).code !== 'P2002') throw err;
    }
  }
}

/** A FIAT pair of `coin` quoted in a test currency of its own (Z..). */
export function fiatPair(
  api: TestApi,
  coin: 'MEC' | 'USDT' = 'USDT',
  overrides: Partial<Prisma.CoinPairUncheckedCreateInput> = {},
) {
  return unique(() =>
    newPair(api, coin, { quote: `Z${letter()}${letter()}`, quoteKind: 'FIAT', ...overrides }),
  );
}

/** A country of its own: fiat `enabled` in `currencies`, allowing `kinds` (all fiat kinds by default). */
export function testCountry(
  api: TestApi,
  currencies: string[],
  overrides: Partial<Prisma.CountryUncheckedCreateInput> = {},
) {
  const country = unique(() =>
    api.prisma.country.create({
      data: {
        // Q.. but never QQQ (the Operations tests use it as the unknown country).
        code: `Q${letter()}${'ABCDEFGHIJKLMNOPRSTUVWXYZ'[randomInt(25)]}`,
        abb2: abb2(),
        name: 'Test country',
        latitude: 0,
        longitude: 0,
        fiatEnabled: currencies.length > 0,
        fiatCurrencies: currencies,
        ...overrides,
      },
    }),
  );
  return country.then((c) => {
    made.add(c.code);
    return c;
  });
}

/** Removes the countries this file made (their traders' and ads' region goes null). */
export async function dropTestCountries(api: TestApi): Promise<void> {
  await api.prisma.country.deleteMany({ where: { code: { in: [...made] } } });
  made.clear();
}

/** A trader ready to post and trade, of `regionId`, certified unless told otherwise. */
export function regionTrader(
  api: TestApi,
  regionId: string | null,
  overrides: Partial<Prisma.UserUncheckedCreateInput> = {},
): Promise<AdTrader> {
  return adTrader(api, { regionId, certified: true, online: true, ...overrides });
}

/** A live payment method of the trader: `kind`, receiving `currency`; its id as text. */
export async function methodIn(
  api: TestApi,
  userId: bigint,
  currency: string,
  kind: 'USDT_ADDRESS' | 'BANK_CARD' | 'ALIPAY' | 'WECHAT' | 'VISA_DIRECT' = 'BANK_CARD',
): Promise<string> {
  return String((await api.factories.newPaymentMethod(userId, { kind, currency })).id);
}

/** Drops this process's reference caches after a write behind the console's back (no NOTIFY). */
export function refreshReference(api: TestApi): void {
  api.app.get(CatalogService).invalidate();
}

/** A fiat world: a USDT pair in a currency of its own and a country trading it (caches refreshed). */
export async function fiatWorld(
  api: TestApi,
  countryOverrides: Partial<Prisma.CountryUncheckedCreateInput> = {},
  coin: 'MEC' | 'USDT' = 'USDT',
) {
  const pair = await fiatPair(api, coin);
  const country = await testCountry(api, [pair.quote], countryOverrides);
  refreshReference(api);
  return { pair, country };
}
