// The simulation's trading operations, each as a trader or the appeal desk does it over HTTP: ads posted
// and cancelled, orders placed, accepted, declined, cancelled, paid, confirmed with the security password,
// appealed, decided both ways and executed; and deadlines fired the way the order timers fire them, with
// the clock at the deadline (OrderTimers.fire / AppealDecisionsService.execute take `now`). Each picks its
// target from the database among the simulation's traders; false when there is none.
import type { Prisma } from '@p2p/db';
import { AppealDecisionsService } from '../../src/modules/appeals/appeal-decisions.service.js';
import { OrderTimers } from '../../src/modules/orders/order-timers.js';
import { adBody } from '../ads/ads-fixtures.js';
import { upload } from '../appeals/appeal-fixtures.js';
import { SECURITY_PASSWORD } from '../support/escrow-fixtures.js';
import { type Actor, COINS, type World } from './world.js';

type OrderRow = Prisma.OrderGetPayload<object>;

async function ordersIn(w: World, statuses: string[]): Promise<OrderRow[]> {
  return w.api.prisma.order.findMany({
    where: { status: { in: statuses as OrderRow['status'][] }, makerId: { in: w.actorIds } },
    orderBy: { id: 'asc' },
  });
}

async function pickOrder(w: World, statuses: string[]): Promise<OrderRow | null> {
  const rows = await ordersIn(w, statuses);
  return rows.length === 0 ? null : w.rng.pick(rows);
}

const makerOf = (w: World, o: OrderRow): Actor => w.actor(o.makerId);
const takerOf = (w: World, o: OrderRow): Actor => w.actor(o.takerId);

/** A new SELL ad (its deposit opened at once) or BUY ad of a random trader. */
export async function createAd(w: World, type: 'SELL' | 'BUY'): Promise<boolean> {
  const maker = w.rng.pick(w.actors);
  const coin = w.rng.pick(COINS);
  const quantity = type === 'SELL' ? w.rng.int(3, 15) : w.rng.int(10, 40);
  // Automatic ads trade USDT only (5043).
  const mode = coin === 'USDT' && w.rng.chance(0.25) ? 'AUTO' : 'MANUAL';
  const body = adBody(w.pairs[coin], [maker.method], {
    type,
    mode,
    totalQuantity: String(quantity),
    minQuantity: '1',
    maxQuantity: null,
  });
  const ad = await w.post(maker, '/c2c/advert/create', body);
  w.note(`${maker.name} posts a ${mode} ${type} ad of ${quantity} ${coin}: ${ad.code} ${ad.data.id ?? ''}`);
  if (ad.code !== '200' || type === 'BUY') return true;
  const deposit = await w.post(maker, `/c2c/advert/deposit/${ad.data.id}`);
  w.note(`its deposit: ${deposit.code} ${deposit.data.id ?? ''}`);
  return true;
}

export async function cancelAd(w: World): Promise<boolean> {
  const ads = await w.api.prisma.ad.findMany({
    where: { status: { in: ['CREATING', 'PUBLISHED'] }, userId: { in: w.actorIds } },
  });
  if (ads.length === 0) return false;
  const ad = w.rng.pick(ads);
  const res = await w.post(w.actor(ad.userId), `/c2c/advert/cancel/${ad.id}`);
  w.note(`${w.actor(ad.userId).name} cancels ${ad.type} ad ${ad.id} (${ad.status}): ${res.code}`);
  return true;
}

export async function placeOrder(w: World): Promise<boolean> {
  const ads = await w.api.prisma.ad.findMany({
    where: { status: 'PUBLISHED', userId: { in: w.actorIds }, remainingQuantity: { gte: 1 } },
  });
  if (ads.length === 0) return false;
  const ad = w.rng.pick(ads);
  const maker = w.actor(ad.userId);
  const taker = w.rng.pick(w.actors.filter((a) => a !== maker));
  const room = Math.floor(Number(ad.remainingQuantity.toFixed()));
  const whole = w.rng.int(1, Math.min(room, 5));
  const quantity = whole < room && w.rng.chance(0.3) ? `${whole}.25` : String(whole);
  const res = await w.post(taker, '/c2c/deal/order', {
    adId: String(ad.id),
    quantity,
    unitPrice: ad.unitPrice?.toFixed() ?? '1.5',
    paymentMethodId: ad.type === 'SELL' ? maker.method : taker.method,
  });
  w.note(`${taker.name} orders ${quantity} on ${ad.type} ad ${ad.id}: ${res.code} ${res.data.id ?? ''}`);
  return true;
}

export async function accept(w: World): Promise<boolean> {
  const o = await pickOrder(w, ['WAIT_SELLER_ACCEPT', 'WAIT_BUYER_ACCEPT']);
  if (!o) return false;
  const res = await w.post(makerOf(w, o), `/c2c/deal/order/take/${o.id}`);
  w.note(`order ${o.id} accepted: ${res.code} -> ${String(res.data.status ?? '')}`);
  return true;
}

export async function decline(w: World): Promise<boolean> {
  const o = await pickOrder(w, ['WAIT_SELLER_ACCEPT', 'WAIT_BUYER_ACCEPT']);
  if (!o) return false;
  const res = await w.post(makerOf(w, o), `/c2c/deal/order/cancel/${o.id}`);
  w.note(`order ${o.id} declined by its maker: ${res.code}`);
  return true;
}

/** The taker cancels while waiting; the buyer while paying; the seller while the deposit is awaited. */
export async function cancelOrder(w: World): Promise<boolean> {
  const o = await pickOrder(w, [
    'WAIT_SELLER_ACCEPT',
    'WAIT_BUYER_ACCEPT',
    'WAIT_BUYER_PAY',
    'WAIT_SELLER_DEPOSIT',
  ]);
  if (!o) return false;
  const who =
    o.status === 'WAIT_BUYER_PAY'
      ? w.actor(o.buyerId)
      : o.status === 'WAIT_SELLER_DEPOSIT'
        ? w.actor(o.sellerId)
        : takerOf(w, o);
  const res = await w.post(who, `/c2c/deal/order/cancel/${o.id}`);
  w.note(`order ${o.id} (${o.status}) cancelled by ${who.name}: ${res.code}`);
  return true;
}

export async function markPaid(w: World): Promise<boolean> {
  const o = await pickOrder(w, ['WAIT_BUYER_PAY']);
  if (!o) return false;
  const res = await w.post(w.actor(o.buyerId), `/c2c/deal/order/pay/${o.id}`);
  w.note(`order ${o.id} marked paid: ${res.code}`);
  return true;
}

/** The seller confirms with the security password (now and then a wrong one, which must change nothing). */
export async function confirm(w: World): Promise<boolean> {
  const o = await pickOrder(w, ['WAIT_SELLER_CONFIRM', 'SELLER_CONFIRM_TIMEOUT']);
  if (!o) return false;
  const wrong = w.rng.chance(0.03);
  const code = wrong ? '135790' : SECURITY_PASSWORD;
  const res = await w.post(w.actor(o.sellerId), `/c2c/deal/order/confirm/${o.id}?securityCode=${code}`);
  w.note(`order ${o.id} confirmed${wrong ? ' with a wrong password' : ''}: ${res.code}`);
  if (wrong && res.code === '200')
    w.unexpected.push(`order ${o.id} confirmed with a wrong security password`);
  return true;
}

export async function appeal(w: World): Promise<boolean> {
  const o = await pickOrder(w, ['WAIT_SELLER_CONFIRM', 'SELLER_CONFIRM_TIMEOUT']);
  if (!o) return false;
  const bySeller = o.status === 'WAIT_SELLER_CONFIRM' && w.rng.chance(0.5);
  const who = w.actor(bySeller ? o.sellerId : o.buyerId);
  // Evidence in both the upload and the chat (spec §5); now and then a party files without it (5058).
  const bare = w.rng.chance(0.15);
  const evidenceFileIds = bare ? [] : [await upload(w.api, who)];
  if (!bare) await w.post(who, `/user/fiat/talk/send/${o.id}`, { text: 'My evidence is attached' });
  const res = await w.post(who, '/c2c/appeal', {
    orderId: String(o.id),
    reasonCode: bySeller ? 'PAYMENT_NOT_RECEIVED' : 'WRONG_AMOUNT',
    evidenceFileIds,
  });
  w.note(
    `${who.name} appeals order ${o.id}${bare ? ' without evidence' : ''}: ${res.code} ${res.data.id ?? ''}`,
  );
  if (bare && res.code === '200') w.unexpected.push(`order ${o.id} appealed without evidence`);
  return true;
}

const openAppeals = (w: World) =>
  w.api.prisma.appeal.findMany({
    where: {
      result: 'PENDING',
      executedAt: null,
      cancelledAt: null,
      order: { makerId: { in: w.actorIds }, status: 'IN_APPEAL' },
    },
  });

/** The officer decides an open appeal: buyer wins, seller wins, or (rarely) rejected. */
export async function decide(w: World): Promise<boolean> {
  const open = await openAppeals(w);
  if (open.length === 0) return false;
  const a = w.rng.pick(open);
  const decision = w.rng.weighted([
    ['BUYER_WINS', 5],
    ['SELLER_WINS', 5],
    ['REJECTED', 1],
  ] as const);
  const res = await w.post(w.officer, `/admin/appeals/${a.id}/decide`, {
    decision,
    remarks: 'Decided by the money simulation',
  });
  w.note(`appeal ${a.id} of order ${a.orderId} decided ${decision}: ${res.code}`);
  return true;
}

/** The initiator withdraws an open appeal (the order resumes). */
export async function withdrawAppeal(w: World): Promise<boolean> {
  const open = (await openAppeals(w)).filter((a) => a.initiatorId !== null);
  if (open.length === 0) return false;
  const a = w.rng.pick(open);
  const res = await w.post(w.actor(a.initiatorId!), `/c2c/appeal/${a.id}`);
  w.note(`appeal ${a.id} withdrawn: ${res.code}`);
  return true;
}

/** A decided appeal executed with the clock at its execution time (what its delayed job does). */
export async function executeDecision(w: World): Promise<boolean> {
  const decided = await w.api.prisma.appeal.findMany({
    where: {
      result: { in: ['BUYER_WINS', 'SELLER_WINS'] },
      executedAt: null,
      cancelledAt: null,
      executeAt: { not: null },
      order: { makerId: { in: w.actorIds } },
    },
  });
  if (decided.length === 0) return false;
  const a = w.rng.pick(decided);
  const outcome = await w.api.app
    .get(AppealDecisionsService)
    .execute(String(a.id), a.executeAt!, a.executeAt!);
  w.note(`appeal ${a.id} (${a.result}) executed: ${outcome}`);
  return true;
}

/** An order's deadline fired with the clock at the deadline (what its delayed job or the sweep does). */
export async function timeout(w: World): Promise<boolean> {
  const timed = (
    await ordersIn(w, [
      'WAIT_SELLER_ACCEPT',
      'WAIT_BUYER_ACCEPT',
      'WAIT_SELLER_DEPOSIT',
      'WAIT_BUYER_PAY',
      'WAIT_SELLER_CONFIRM',
      'SELLER_CONFIRM_TIMEOUT',
    ])
  ).filter((o) => o.deadlineAt !== null);
  if (timed.length === 0) return false;
  const o = w.rng.pick(timed);
  const at = o.deadlineAt!;
  const outcome = await w.api.app.get(OrderTimers).fire(String(o.id), o.status, at, at);
  w.note(`order ${o.id} (${o.status}) deadline fired: ${outcome}`);
  return true;
}
