// Privacy of the seller's payment details (issue 22, "Privacy"; the probe's points "a cancelled order shows
// the seller's payment account" and "the buyer cannot read the seller's payment QR"), through HTTP on the
// real database: the buyer sees the details, and reads the payment QR image, only while they have a payment
// to make or to prove; the seller always; anyone else never.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { OrderStatus, PaymentDetailsState } from '@p2p/contracts';
import { ORDER_STATUSES } from '@p2p/contracts';
import request from 'supertest';
import { startTestApi, type TestApi } from '../support/harness.js';
import { auth } from '../support/trader-fixtures.js';
import { fileAppeal, upload } from '../appeals/appeal-fixtures.js';
import {
  get,
  orderOn,
  post,
  publishedAd,
  type PublishedAd,
  trader,
  type OrderTrader,
} from './order-fixtures.js';
import { fitting } from '../ads/ads-fixtures.js';

describe('orders/payment-details-privacy', () => {
  let api: TestApi;
  let uploadDir: string;

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'p2p-pay-privacy-'));
    api = await startTestApi({ UPLOAD_DIR: uploadDir });
  });
  afterAll(async () => {
    await api.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  interface Trade {
    ad: PublishedAd;
    buyer: OrderTrader;
    seller: OrderTrader;
    id: string;
    /** The seller's own upload, the QR image of the method the order pays to. */
    qr: string;
    /** The account of that method. */
    account: string;
  }

  /** Gives a payment method a QR image (an upload of its owner); answers it and the method's account. */
  async function withQr(owner: OrderTrader, methodId: string): Promise<{ qr: string; account: string }> {
    const qr = await upload(api, owner);
    const method = await api.prisma.paymentMethod.update({
      where: { id: BigInt(methodId) },
      data: { qrCodeUrl: qr },
    });
    return { qr, account: method.account };
  }

  /** A manual SELL ad (its method with a QR image) and a buyer's order on it: WAIT_SELLER_ACCEPT. */
  async function sellTrade(): Promise<Trade> {
    const ad = await publishedAd(api);
    const method = await withQr(ad.maker, ad.method);
    const buyer = await trader(api);
    return { ad, buyer, seller: ad.maker, ...method, id: await orderOn(api, buyer, ad) };
  }

  /** A manual BUY ad and a seller's order on it, paid to the seller's own method with a QR image. */
  async function buyTrade(): Promise<Trade> {
    const ad = await publishedAd(api, { type: 'BUY' });
    const seller = await trader(api);
    const own = String((await api.factories.newPaymentMethod(seller.userId, fitting(ad.quote))).id);
    const method = await withQr(seller, own);
    const id = await orderOn(api, seller, ad, { paymentMethodId: own });
    return { ad, buyer: ad.maker, seller, ...method, id };
  }

  const detail = (t: OrderTrader, id: string) => get(api, t, `/c2c/deal/order/${id}`).expect(200);
  const readFile = (t: OrderTrader, id: string) =>
    request(api.http).get(`/api/file/${id}`).set(auth(t.token));

  /** What `t` sees of the order's payment details: the state, the account (or null) and the QR's status. */
  async function seen(t: OrderTrader, trade: Trade) {
    const order = (await detail(t, trade.id)).body.data;
    return {
      state: order.paymentState as PaymentDetailsState,
      account: (order.payment?.account ?? null) as string | null,
      qr: (await readFile(t, trade.qr)).status,
    };
  }

  const hidden = (state: PaymentDetailsState) => ({ state, account: null, qr: 404 });
  const shownTo = (trade: Trade) => ({ state: 'SHOWN', account: trade.account, qr: 200 });

  describe("the buyer's view of the seller's payment details, in real flows (issue 22: a cancelled order shows the seller's payment account)", () => {
    it('a buyer who cancels a never-accepted order never sees the account or the QR: not in the detail, not in the list (issue 22: never on an order cancelled before acceptance)', async () => {
      const trade = await sellTrade();
      expect(await seen(trade.buyer, trade)).toEqual(hidden('NOT_ACCEPTED'));
      expect(await seen(trade.seller, trade)).toEqual(shownTo(trade));

      const cancelled = await post(api, trade.buyer, `/c2c/deal/order/cancel/${trade.id}`).expect(200);
      expect(cancelled.body.data).toMatchObject({
        status: 'CANCELLED',
        payment: null,
        paymentState: 'NEVER_DUE',
      });
      expect(await seen(trade.buyer, trade)).toEqual(hidden('NEVER_DUE'));
      const list = await get(api, trade.buyer, '/c2c/deal/order/page?finish=true').expect(200);
      const listed = list.body.data.list.find((o: { id: string }) => o.id === trade.id);
      expect(listed).toMatchObject({ status: 'CANCELLED', payment: null, paymentState: 'NEVER_DUE' });
      expect(JSON.stringify(list.body)).not.toContain(trade.account);
      // The seller still sees their own method on it.
      expect(await seen(trade.seller, trade)).toEqual(shownTo(trade));
    });

    it('an order the seller rejected shows the buyer nothing either (issue 22: never on an order rejected before acceptance)', async () => {
      const trade = await sellTrade();
      await post(api, trade.seller, `/c2c/deal/order/cancel/${trade.id}`).expect(200);
      expect((await detail(trade.buyer, trade.id)).body.data.status).toBe('REJECTED');
      expect(await seen(trade.buyer, trade)).toEqual(hidden('NEVER_DUE'));
    });

    it('from acceptance, through "I have paid" and an appeal, the buyer sees the details and reads the QR; once the order ends, neither (issue 22: payment details only while the buyer has a payment to make or to prove; the buyer reads the seller’s payment QR)', async () => {
      const trade = await sellTrade();
      await post(api, trade.seller, `/c2c/deal/order/take/${trade.id}`).expect(200);
      expect(await seen(trade.buyer, trade)).toEqual(shownTo(trade));
      await post(api, trade.buyer, `/c2c/deal/order/pay/${trade.id}`).expect(200);
      expect(await seen(trade.buyer, trade)).toEqual(shownTo(trade));
      await fileAppeal(api, trade.buyer, trade.id).expect(200);
      expect((await detail(trade.buyer, trade.id)).body.data.status).toBe('IN_APPEAL');
      expect(await seen(trade.buyer, trade)).toEqual(shownTo(trade));
      // Another trader never reads the QR, whatever the order's state.
      expect((await readFile(await trader(api), trade.qr)).status).toBe(404);

      const other = await sellTrade();
      await post(api, other.seller, `/c2c/deal/order/take/${other.id}`).expect(200);
      expect(await seen(other.buyer, other)).toEqual(shownTo(other));
      await post(api, other.buyer, `/c2c/deal/order/cancel/${other.id}`).expect(200);
      expect(await seen(other.buyer, other)).toEqual(hidden('ENDED'));
    });
  });

  /** Where an order stands and what happened to it on the way (its acceptance, a BUY ad's deposit). */
  interface Case {
    status: OrderStatus;
    accepted: boolean;
    deposited?: boolean;
    buyer: PaymentDetailsState;
  }

  const SELL_CASES: Case[] = [
    { status: 'WAIT_SELLER_ACCEPT', accepted: false, buyer: 'NOT_ACCEPTED' },
    { status: 'WAIT_BUYER_PAY', accepted: true, buyer: 'SHOWN' },
    // A status alone is not enough: with no acceptance on record the details stay hidden.
    { status: 'WAIT_BUYER_PAY', accepted: false, buyer: 'NOT_ACCEPTED' },
    { status: 'WAIT_SELLER_CONFIRM', accepted: true, buyer: 'SHOWN' },
    { status: 'SELLER_CONFIRM_TIMEOUT', accepted: true, buyer: 'SHOWN' },
    { status: 'IN_APPEAL', accepted: true, buyer: 'SHOWN' },
    { status: 'PENDING_CHAIN_CONFIRM', accepted: true, buyer: 'SHOWN' },
    { status: 'CHAIN_CONFIRM_REVOKED', accepted: true, buyer: 'SHOWN' },
    { status: 'COMPLETED', accepted: true, buyer: 'ENDED' },
    // The payment timeout's appeal window (issue 25): the buyer may still have a payment to prove.
    { status: 'BUYER_PAY_TIMEOUT', accepted: true, buyer: 'SHOWN' },
    { status: 'CANCELLED', accepted: true, buyer: 'ENDED' },
    { status: 'CANCELLED', accepted: false, buyer: 'NEVER_DUE' },
    { status: 'REJECTED', accepted: false, buyer: 'NEVER_DUE' },
  ];

  const BUY_CASES: Case[] = [
    { status: 'WAIT_BUYER_ACCEPT', accepted: false, buyer: 'NOT_ACCEPTED' },
    { status: 'WAIT_SELLER_DEPOSIT', accepted: true, buyer: 'NOT_DEPOSITED' },
    { status: 'SELLER_DEPOSIT_TIMEOUT', accepted: true, buyer: 'NEVER_DUE' },
    { status: 'BUYER_ACCEPT_EXPIRED', accepted: false, buyer: 'NEVER_DUE' },
    { status: 'REJECTED', accepted: false, buyer: 'NEVER_DUE' },
    { status: 'CANCELLED', accepted: true, buyer: 'NEVER_DUE' },
    { status: 'CANCELLED', accepted: true, deposited: true, buyer: 'ENDED' },
    { status: 'WAIT_BUYER_PAY', accepted: true, deposited: true, buyer: 'SHOWN' },
    { status: 'WAIT_SELLER_CONFIRM', accepted: true, deposited: true, buyer: 'SHOWN' },
    { status: 'IN_APPEAL', accepted: true, deposited: true, buyer: 'SHOWN' },
    { status: 'COMPLETED', accepted: true, deposited: true, buyer: 'ENDED' },
  ];

  /** Puts the order where the case says (the status and its history), as the order engine leaves it. */
  async function put(trade: Trade, c: Case): Promise<void> {
    const at = new Date();
    await api.prisma.order.update({
      where: { id: BigInt(trade.id) },
      data: { status: c.status, acceptedAt: c.accepted ? at : null, depositedAt: c.deposited ? at : null },
    });
  }

  describe('what the buyer and the seller see, for every status (issue 22: payment details tested for every status)', () => {
    it('the table covers every status', () => {
      const covered = new Set([...SELL_CASES, ...BUY_CASES].map((c) => c.status));
      expect([...ORDER_STATUSES].filter((s) => !covered.has(s))).toEqual([]);
    });

    for (const [type, cases, make] of [
      ['SELL', SELL_CASES, sellTrade],
      ['BUY', BUY_CASES, buyTrade],
    ] as const) {
      it(`${type} ad orders: the buyer sees the account and reads the QR only when SHOWN, else the answer says why; the seller always; a stranger never reads the QR (issue 22: the buyer cannot read the seller's payment QR)`, async () => {
        const trade = await make();
        const stranger = await trader(api);
        for (const c of cases) {
          await put(trade, c);
          const label = `${c.status} accepted=${c.accepted} deposited=${c.deposited ?? false}`;
          const expected = c.buyer === 'SHOWN' ? shownTo(trade) : hidden(c.buyer);
          expect([label, await seen(trade.buyer, trade)]).toEqual([label, expected]);
          expect([label, await seen(trade.seller, trade)]).toEqual([label, shownTo(trade)]);
          expect([label, (await readFile(stranger, trade.qr)).status]).toEqual([label, 404]);
        }
      });
    }
  });
});
