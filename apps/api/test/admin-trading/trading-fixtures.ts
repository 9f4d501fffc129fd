// Shared by the console's Ads & Orders tests (issue 25): requests to `/api/admin/trading/...`, a
// SELL ad whose coin escrow holds, the live messages the outbox holds for an ad, and audit rows.
import type { AuditLog } from '@p2p/db';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { CatalogService } from '../../src/modules/catalog/catalog.service.js';
import { randomAddress } from '../ads/ads-fixtures.js';
import type { TestApi } from '../support/harness.js';
import { bearer } from '../support/staff-access.js';

/** GET or POST `/api/admin/trading/...` as `token`. */
export function tradingCall(
  api: TestApi,
  token: string | null,
  method: 'GET' | 'POST',
  path: string,
  payload?: { query?: Record<string, string | string[]>; body?: object },
) {
  const url = `/api/admin/trading${path}`;
  const req = method === 'GET' ? request(api.http).get(url) : request(api.http).post(url);
  if (token) req.set(bearer(token));
  if (payload?.query) req.query(payload.query);
  return payload?.body ? req.send(payload.body) : req;
}

/** The AD_STATUS_CHANGE messages for the ad's owner, as their rooms and bodies, oldest first. */
export async function adMessages(
  api: TestApi,
  adId: bigint | string,
): Promise<{ rooms: string[]; body: Record<string, unknown> }[]> {
  const rows = await api.prisma.outbox.findMany({
    where: { aggregate: 'ad', aggregateId: String(adId), type: 'live' },
    orderBy: { id: 'asc' },
  });
  return rows
    .map((r) => r.payload as { rooms: string[]; message: { type: string; message: string } })
    .filter((p) => p.message.type === 'AD_STATUS_CHANGE')
    .map((p) => ({ rooms: p.rooms, body: JSON.parse(p.message.message) as Record<string, unknown> }));
}

/** The audit rows of one action on `target`, oldest first. */
export function auditOf(api: TestApi, action: string, target: string): Promise<AuditLog[]> {
  return api.prisma.auditLog.findMany({ where: { action, target }, orderBy: { id: 'asc' } });
}

/** The coins `heldSellAd` made in this test file (retired in its afterAll, as the appeal suites do). */
const heldCoins: number[] = [];

/**
 * A published SELL ad of a trader with a bound ERC20 USDT address whose 100 coins escrow holds (its AD
 * deposit satisfied), on a coin of its own with an ERC-20 contract: a cancel can queue the RETURN payout
 * without a chain. No order on it.
 */
export async function heldSellAd(api: TestApi): Promise<{ id: string; ownerId: bigint; address: string }> {
  const { prisma, factories } = api;
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const coin = await prisma.coin.create({
    data: { enShort: `T${tag}`, name: `Trading coin ${tag}`, assetScale: 6, sort: 960 },
  });
  heldCoins.push(coin.id);
  const contract = randomAddress();
  await prisma.coinChain.create({
    data: { coinId: coin.id, chain: 'ERC20', contractAddress: contract, decimals: 6 },
  });
  api.app.get(CatalogService).invalidate();
  const address = randomAddress();
  const owner = await factories.newUser({ walletAddress: address, usdtAddress: address, chainType: 'ERC20' });
  const ad = await factories.newAd(owner.id, {
    coinId: coin.id,
    quoteCurrency: `Q${tag}`,
    depositedQuantity: '100',
    remainingQuantity: '60',
    publishedAt: new Date(),
  });
  await prisma.depositIntent.create({
    data: {
      userId: owner.id,
      purpose: 'AD',
      chain: 'ERC20',
      assetKind: 'COIN',
      coinId: coin.id,
      amount: '100',
      receivedAmount: '100',
      heldAmount: '100',
      tokenAddress: contract,
      refId: String(ad.id),
      escrowAddress: randomAddress(),
      fromAddress: address,
      status: 'SATISFIED',
      adId: ad.id,
      expiresAt: new Date(Date.now() + 3600_000),
      satisfiedAt: new Date(),
    },
  });
  return { id: String(ad.id), ownerId: owner.id, address };
}

/** Disables the coins `heldSellAd` made (their contracts exist on no chain). */
export async function retireHeldCoins(api: TestApi): Promise<void> {
  if (heldCoins.length === 0) return;
  await api.prisma.coin.updateMany({ where: { id: { in: heldCoins } }, data: { enabled: false } });
  heldCoins.length = 0;
}
