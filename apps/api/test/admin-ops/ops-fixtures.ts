// Shared by the Operations tests: a suite with signed-in staff of each role, a trader, and reference rows of
// their own (a coin, a pair, a country, dictionary entries) so that editing them leaves the seeded data
// alone.
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { TestApi } from '../support/harness.js';
import { bearer, staffSuite, type StaffTokens } from '../support/staff-access.js';

export {
  bearer,
  staffToken,
  staffTokens as opsTokens,
  type StaffRoleName,
  type StaffTokens as OpsTokens,
} from '../support/staff-access.js';

/** Codes in ISO 3166's user-assigned X range (checked against the table before use). */
function testCodes(): { code: string; abb2: string } {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWYZ';
  const pick = () => letters[randomBytes(1)[0]! % letters.length]!;
  const a = pick();
  const b = pick();
  return { code: `X${a}${b}`, abb2: `X${b}` };
}

export interface OpsRows {
  coinId: number;
  pairId: number;
  countryCode: string;
  dictType: string;
  dictIds: number[];
}

/** A disabled coin with one pair, a country and a dictionary type of their own (removed by `dropOpsRows`). */
export async function makeOpsRows(api: TestApi): Promise<OpsRows> {
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const coin = await api.prisma.coin.create({
    data: { enShort: `T${tag}`, name: `Test coin ${tag}`, assetScale: 6, enabled: false, sort: 900 },
  });
  const pair = await api.prisma.coinPair.create({
    data: {
      coinId: coin.id,
      quote: 'USDT',
      quoteKind: 'COIN',
      priceScale: 2,
      quantityScale: 6,
      enabled: false,
    },
  });
  let country = testCodes();
  while (
    await api.prisma.country.findFirst({ where: { OR: [{ code: country.code }, { abb2: country.abb2 }] } })
  ) {
    country = testCodes();
  }
  await api.prisma.country.create({
    data: { ...country, name: `Testland ${tag}`, latitude: 1.5, longitude: 2.5, sort: 999 },
  });
  const dictType = `OPS_TEST_${tag}`;
  const labels = {
    EN_US: 'Bank transfer',
    ZH_TW: '銀行轉帳',
    KO_KR: '은행 송금',
    VI_VN: 'Chuyển khoản',
  } as const;
  const dictIds: number[] = [];
  for (const [language, label] of Object.entries(labels)) {
    const row = await api.prisma.dictEntry.create({
      data: { type: dictType, code: 'BANK', language: language as keyof typeof labels, label, sort: 1 },
    });
    dictIds.push(row.id);
  }
  return { coinId: coin.id, pairId: pair.id, countryCode: country.code, dictType, dictIds };
}

export async function dropOpsRows(api: TestApi, rows: OpsRows): Promise<void> {
  await api.prisma.ad.deleteMany({ where: { coinPairId: rows.pairId } });
  await api.prisma.coinPair.deleteMany({ where: { id: rows.pairId } });
  await api.prisma.coin.deleteMany({ where: { id: rows.coinId } });
  await api.prisma.country.deleteMany({ where: { code: rows.countryCode } });
  await api.prisma.dictEntry.deleteMany({ where: { type: rows.dictType } });
}

/** The staff audit rows of one action by one staff member, oldest first. */
export async function auditRows(
  api: TestApi,
  staffId: number,
  action?: string,
): Promise<{ action: string; target: string | null; data: unknown }[]> {
  return await api.prisma.auditLog.findMany({
    where: { staffId, ...(action ? { action } : {}) },
    orderBy: { id: 'asc' },
  });
}

export function uniqueSlug(prefix = 'ops-test'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

/** The running API of an Operations suite, its tokens and rows, and the administrator's calls. */
export interface OpsSuite {
  readonly api: TestApi;
  readonly tokens: StaffTokens;
  readonly rows: OpsRows;
  /** GET `/api/admin/ops${path}` as the administrator. */
  get(path: string): request.Test;
  /** POST `/api/admin/ops${path}` as the administrator. */
  post(path: string, body?: object): request.Test;
}

/**
 * A `staffSuite` with `makeOpsRows` made before the suite's tests; after them `tearDown` (the suite's own
 * clean-up) runs, then the rows are dropped and the API closed.
 */
export function opsSuite(tearDown?: (api: TestApi) => Promise<unknown>): OpsSuite {
  let rows: OpsRows | undefined;
  const staff = staffSuite(async (api) => {
    await tearDown?.(api);
    if (rows) await dropOpsRows(api, rows);
  });
  beforeAll(async () => {
    rows = await makeOpsRows(staff.api);
  });
  const admin = () => bearer(staff.tokens.staff.ADMIN.token);
  return {
    get api() {
      return staff.api;
    },
    get tokens() {
      return staff.tokens;
    },
    get rows() {
      if (!rows) throw new Error('the suite rows are not made yet (use them inside hooks and tests)');
      return rows;
    },
    get: (path) => request(staff.api.http).get(`/api/admin/ops${path}`).set(admin()),
    post: (path, body = {}) => request(staff.api.http).post(`/api/admin/ops${path}`).set(admin()).send(body),
  };
}
