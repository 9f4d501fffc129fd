// Test data of the appeals suites: an order waiting for the seller's confirmation (the state an appeal is
// filed from), the coin of its SELL ad held in escrow (so that a buyer-wins decision can queue the
// release), uploads, signed-in staff of each role, and the appeal calls as the trader app and the console
// make them.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import { CatalogService } from '../../src/modules/catalog/catalog.service.js';
import type { TestApi } from '../support/harness.js';
import { auth } from '../support/trader-fixtures.js';
import { randomAddress } from '../ads/ads-fixtures.js';
import {
  drain,
  get,
  orderOn,
  post,
  publishedAd,
  type PublishedAd,
  trader,
  type OrderTrader,
} from '../orders/order-fixtures.js';
import { bearer, staffToken, type StaffRoleName } from '../admin-ops/ops-fixtures.js';
import { say } from '../chat/chat-fixtures.js';

export { drain, get, post, trader, type OrderTrader };

export interface Confirming {
  ad: PublishedAd;
  buyer: OrderTrader;
  seller: OrderTrader;
  id: string;
}

/** A manual SELL ad's order, accepted and paid: WAIT_SELLER_CONFIRM. The ad's coin is held in escrow. */
export async function confirmingOrder(api: TestApi): Promise<Confirming> {
  const ad = await publishedAd(api, await escrowPair(api));
  await holdAdCoin(api, ad);
  const buyer = await trader(api);
  const id = await orderOn(api, buyer, ad);
  await post(api, ad.maker, `/c2c/deal/order/take/${id}`).expect(200);
  await post(api, buyer, `/c2c/deal/order/pay/${id}`).expect(200);
  return { ad, buyer, seller: ad.maker, id };
}

/** An automatic SELL ad's order waiting for the buyer's payment: WAIT_BUYER_PAY, the ad's coin held in escrow. */
export async function payingOrder(api: TestApi): Promise<Confirming> {
  const ad = await publishedAd(api, { ...(await escrowPair(api)), mode: 'AUTO', payMinutes: null });
  await holdAdCoin(api, ad);
  const buyer = await trader(api);
  const id = await orderOn(api, buyer, ad);
  return { ad, buyer, seller: ad.maker, id };
}

/** The coins `escrowPair` made in this test file. */
const escrowCoins: number[] = [];

/**
 * Disables the coins this file made (in its afterAll): their contract addresses exist on no chain, and
 * the suites that run a real chain (the proof of reserves reads every enabled coin's balance) come later
 * in the same database.
 */
export async function retireEscrowCoins(api: TestApi): Promise<void> {
  if (escrowCoins.length === 0) return;
  await api.prisma.coin.updateMany({ where: { id: { in: escrowCoins } }, data: { enabled: false } });
  escrowCoins.length = 0;
}

/**
 * A coin of its own with an ERC-20 contract on the EVM chain (so escrow can queue its release without the
 * chain of the escrow suites) and a pair quoted in a currency of its own; the ad fields that use it.
 */
async function escrowPair(api: TestApi) {
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const coin = await api.prisma.coin.create({
    data: { enShort: `A${tag}`, name: `Appeal coin ${tag}`, assetScale: 6, sort: 950 },
  });
  escrowCoins.push(coin.id);
  await api.prisma.coinChain.create({
    data: { coinId: coin.id, chain: 'ERC20', contractAddress: randomAddress(), decimals: 6 },
  });
  const pair = await api.prisma.coinPair.create({
    data: {
      coinId: coin.id,
      quote: `Q${tag}`,
      quoteKind: 'COIN',
      minPrice: '0.5',
      maxPrice: '2',
      priceScale: 4,
      quantityScale: 6,
      payMinutes: 20,
    },
  });
  api.app.get(CatalogService).invalidate();
  return { coinId: coin.id, coinPairId: pair.id, quoteCurrency: pair.quote };
}

/** The SELL ad's deposit, satisfied: escrow holds its 100 coins (what a release draws from). */
async function holdAdCoin(api: TestApi, ad: PublishedAd): Promise<void> {
  const row = await api.prisma.ad.findUniqueOrThrow({ where: { id: BigInt(ad.id) } });
  const chain = await api.prisma.coinChain.findFirst({ where: { coinId: row.coinId!, chain: 'ERC20' } });
  const tokenAddress = chain?.contractAddress ?? randomAddress();
  const escrowAddress = randomAddress();
  const intent = await api.prisma.depositIntent.create({
    data: {
      userId: ad.maker.userId,
      purpose: 'AD',
      chain: 'ERC20',
      assetKind: 'COIN',
      coinId: row.coinId,
      amount: '100',
      receivedAmount: '100',
      heldAmount: '100',
      tokenAddress,
      refId: ad.id,
      escrowAddress,
      fromAddress: ad.maker.address,
      status: 'SATISFIED',
      adId: row.id,
      expiresAt: new Date(Date.now() + 3600_000),
      satisfiedAt: new Date(),
    },
  });
  // The transfer on chain that credited it (the case page shows its transaction hash).
  await api.prisma.chainTransfer.create({
    data: {
      chain: 'ERC20',
      txHash: `0x${randomBytes(32).toString('hex')}`,
      logIndex: 0,
      blockNumber: 1,
      blockHash: `0x${randomBytes(32).toString('hex')}`,
      blockTime: new Date(),
      fromAddress: ad.maker.address,
      toAddress: escrowAddress,
      tokenAddress,
      tokenKind: 'FUNGIBLE',
      value: '100000000',
      confirmations: 12,
      status: 'CREDITED',
      depositIntentId: intent.id,
      userId: ad.maker.userId,
      coinId: row.coinId,
      creditedAt: new Date(),
    },
  });
}

/** Uploads a small PNG as the trader; answers its id. */
export async function upload(api: TestApi, t: { token: string }): Promise<string> {
  const png = await sharp({ create: { width: 6, height: 4, channels: 3, background: '#c02060' } })
    .png()
    .toBuffer();
  const res = await request(api.http)
    .post('/api/file/uploadImage')
    .set(auth(t.token))
    .attach('file', png, { filename: 'proof.png', contentType: 'image/png' })
    .expect(200);
  return res.body.data.id as string;
}

/** The appellant's evidence in the order's chat (spec §5: in both the upload and the chat); not checked here. */
export const sayInChat = (
  api: TestApi,
  t: { token: string },
  orderId: string,
  text = 'My evidence is attached',
) => say(api, t, orderId, { text });

/** An appeal call after its preparation: awaited, or `.expect(status)` as a supertest call. */
export interface AppealCall extends PromiseLike<request.Response> {
  expect(status: number): Promise<request.Response>;
}

/**
 * POST /c2c/appeal: a preset reason unless overridden, with the evidence the API asks for (5058): an upload
 * unless the body names its own, and a message in the order's chat unless `{ chat: false }`.
 */
export function fileAppeal(
  api: TestApi,
  t: { token: string },
  orderId: string,
  body: { evidenceFileIds?: string[] } & Record<string, unknown> = {},
  evidence: { chat?: boolean } = {},
): AppealCall {
  // The call is wrapped: a supertest call is a thenable, and resolving a promise with it would send it.
  const ready = (async () => {
    const evidenceFileIds = body.evidenceFileIds ?? [await upload(api, t)];
    if (evidence.chat !== false) await sayInChat(api, t, orderId);
    return {
      call: post(api, t, '/c2c/appeal', {
        orderId,
        reasonCode: 'COUNTERPARTY_UNRESPONSIVE',
        ...body,
        evidenceFileIds,
      }),
    };
  })();
  return {
    expect: (status) => ready.then(({ call }) => call.expect(status)),
    then: (ok, fail) => ready.then(({ call }) => call).then(ok, fail),
  };
}

/** Files an appeal and answers its id (expects success). */
export async function appealOn(
  api: TestApi,
  t: { token: string },
  orderId: string,
  body: { evidenceFileIds?: string[] } & Record<string, unknown> = {},
) {
  const res = await fileAppeal(api, t, orderId, body);
  if (res.status !== 200) throw new Error(`appeal failed: ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
}

export type Staff = { id: number; token: string };

export async function staff(api: TestApi, role: StaffRoleName): Promise<Staff> {
  return staffToken(api, role);
}

export const staffGet = (api: TestApi, s: { token: string }, path: string) =>
  request(api.http).get(`/api${path}`).set(bearer(s.token));
export const staffPost = (api: TestApi, s: { token: string }, path: string, body: object = {}) =>
  request(api.http).post(`/api${path}`).set(bearer(s.token)).send(body);

/** POST /admin/appeals/{id}/decide. */
export const decide = (
  api: TestApi,
  s: { token: string },
  id: string,
  decision: 'BUYER_WINS' | 'SELLER_WINS' | 'REJECTED',
  extra: object = {},
) =>
  staffPost(api, s, `/admin/appeals/${id}/decide`, { decision, remarks: 'Checked the evidence', ...extra });

export async function orderRow(api: TestApi, id: string) {
  return api.prisma.order.findUniqueOrThrow({ where: { id: BigInt(id) } });
}

export async function appealRow(api: TestApi, id: string) {
  return api.prisma.appeal.findUniqueOrThrow({ where: { id: BigInt(id) } });
}

export async function scoreOf(api: TestApi, userId: bigint): Promise<number> {
  return (await api.prisma.user.findUniqueOrThrow({ where: { id: userId } })).creditScore;
}

/** The ORDER_STATUS_CHANGE messages the outbox holds for the order, as their rooms. */
export async function statusMessages(api: TestApi, orderId: string): Promise<string[][]> {
  const rows = await api.prisma.outbox.findMany({
    where: { aggregate: 'order', aggregateId: orderId, type: 'live' },
    orderBy: { id: 'asc' },
  });
  return rows
    .map((r) => r.payload as { rooms: string[]; message: { type: string } })
    .filter((p) => p.message.type === 'ORDER_STATUS_CHANGE')
    .map((p) => p.rooms);
}

export { get as traderGet };
