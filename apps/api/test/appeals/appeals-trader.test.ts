// Appeals of the order's parties (issue 13; spec §2, §4, §5, §7; DESIGN §4) on the real database: who may
// appeal when (either party while the seller confirms, the buyer once the seller timed out), the preset
// reason or Other with its text, evidence in both the upload and the chat (5058), uploads that must be the caller's own and that the counterparty
// may then read, the order locked IN_APPEAL with its timers paused, the record list of both parties, and
// the initiator's withdrawal that resumes the order with a fresh deadline; another trader is refused.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AppealAnswer, AppealPageAnswer, shapeProblems } from '@p2p/contracts';
import { verifyChain } from '@p2p/domain';
import request from 'supertest';
import { startTestApi, type TestApi } from '../support/harness.js';
import { auth } from '../support/trader-fixtures.js';
import {
  appealOn,
  appealRow,
  confirmingOrder,
  fileAppeal,
  get,
  orderRow,
  post,
  statusMessages,
  trader,
  upload,
  retireEscrowCoins,
} from './appeal-fixtures.js';
import { SECURITY } from '../orders/order-fixtures.js';

describe('appeals/appeals-trader', () => {
  let api: TestApi;
  let uploadDir: string;

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'p2p-appeal-uploads-'));
    api = await startTestApi({ UPLOAD_DIR: uploadDir });
  });
  afterAll(async () => {
    await retireEscrowCoins(api);
    await api.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  describe('filing an appeal (POST /c2c/appeal)', () => {
    it('the buyer appeals WAIT_SELLER_CONFIRM with a preset reason and evidence: the order is locked IN_APPEAL, its timer paused, both parties told', async () => {
      const o = await confirmingOrder(api);
      const evidence = [await upload(api, o.buyer), await upload(api, o.buyer)];
      const res = await fileAppeal(api, o.buyer, o.id, { evidenceFileIds: evidence }).expect(200);
      expect(shapeProblems(AppealAnswer.node, res.body.data)).toEqual([]);
      expect(res.body.data).toMatchObject({
        orderId: o.id,
        orderStatus: 'IN_APPEAL',
        role: 'BUYER',
        initiatorSide: 'BUYER',
        mine: true,
        reasonCode: 'COUNTERPARTY_UNRESPONSIVE',
        result: 'PENDING',
        outcome: 'PENDING',
        stage: 'OPEN',
        pendingDecision: null,
      });
      expect(res.body.data.evidence.map((e: { fileId: string }) => e.fileId)).toEqual(evidence);
      const order = await orderRow(api, o.id);
      expect(order.status).toBe('IN_APPEAL');
      expect(order.deadlineAt).toBeNull();
      expect(order.statusBeforeAppeal).toBe('WAIT_SELLER_CONFIRM');
      expect((await appealRow(api, res.body.data.id)).resumeTo).toBe('WAIT_SELLER_CONFIRM');
      const events = (await get(api, o.seller, `/c2c/deal/order/${o.id}/events`).expect(200)).body.data;
      expect(events.at(-1)).toMatchObject({ action: 'APPEAL', toStatus: 'IN_APPEAL', actorType: 'BUYER' });
      expect((await verifyChain(events)).ok).toBe(true);
      const told = await statusMessages(api, o.id);
      expect(told.at(-1)).toEqual(
        expect.arrayContaining([`user:${o.buyer.userId}`, `user:${o.seller.userId}`]),
      );
    });

    it('refuses an appeal without an evidence image (5058): nothing changes', async () => {
      const o = await confirmingOrder(api);
      const res = await fileAppeal(api, o.buyer, o.id, { evidenceFileIds: [] }).expect(400);
      expect(res.body.code).toBe('5058');
      const order = await orderRow(api, o.id);
      expect(order.status).toBe('WAIT_SELLER_CONFIRM');
      expect(order.deadlineAt).not.toBeNull();
      expect((await get(api, o.buyer, `/c2c/appeal/page?orderId=${o.id}`).expect(200)).body.data.total).toBe(
        0,
      );
    });

    it("refuses an appeal whose appellant wrote nothing in the order's chat (5058): nothing changes", async () => {
      const o = await confirmingOrder(api);
      // The counterparty's message is not the appellant's evidence.
      await request(api.http)
        .post(`/api/user/fiat/talk/send/${o.id}`)
        .set(auth(o.seller.token))
        .send({ text: 'I have not received anything' })
        .expect(200);
      const res = await fileAppeal(api, o.buyer, o.id, {}, { chat: false }).expect(400);
      expect(res.body.code).toBe('5058');
      expect((await orderRow(api, o.id)).status).toBe('WAIT_SELLER_CONFIRM');
      const events = (await get(api, o.buyer, `/c2c/deal/order/${o.id}/events`).expect(200)).body.data;
      expect(events.at(-1)).toMatchObject({ toStatus: 'WAIT_SELLER_CONFIRM' });
      // With a message of the appellant's own, the same appeal is filed.
      await request(api.http)
        .post(`/api/user/fiat/talk/send/${o.id}`)
        .set(auth(o.buyer.token))
        .send({ text: 'Here is my receipt' })
        .expect(200);
      await fileAppeal(api, o.buyer, o.id, {}, { chat: false }).expect(200);
      expect((await orderRow(api, o.id)).status).toBe('IN_APPEAL');
    });

    it('the seller may appeal WAIT_SELLER_CONFIRM too', async () => {
      const o = await confirmingOrder(api);
      const res = await fileAppeal(api, o.seller, o.id, { reasonCode: 'WRONG_AMOUNT' }).expect(200);
      expect(res.body.data).toMatchObject({
        role: 'SELLER',
        initiatorSide: 'SELLER',
        orderStatus: 'IN_APPEAL',
      });
    });

    it('after the seller timed out (SELLER_CONFIRM_TIMEOUT) the buyer, the counterparty, may appeal; the seller who timed out may not (5015)', async () => {
      const o = await confirmingOrder(api);
      await api.prisma.order.update({
        where: { id: BigInt(o.id) },
        data: { status: 'SELLER_CONFIRM_TIMEOUT' },
      });
      expect((await fileAppeal(api, o.seller, o.id).expect(409)).body.code).toBe('5015');
      const res = await fileAppeal(api, o.buyer, o.id).expect(200);
      expect((await appealRow(api, res.body.data.id)).resumeTo).toBe('SELLER_CONFIRM_TIMEOUT');
    });

    it('refuses an appeal in a state the state machine does not allow (WAIT_BUYER_PAY: 5015) and a second one on an order under appeal (5015)', async () => {
      const o = await confirmingOrder(api);
      await api.prisma.order.update({ where: { id: BigInt(o.id) }, data: { status: 'WAIT_BUYER_PAY' } });
      expect((await fileAppeal(api, o.buyer, o.id).expect(409)).body.code).toBe('5015');
      const other = await confirmingOrder(api);
      await appealOn(api, other.buyer, other.id);
      expect((await fileAppeal(api, other.seller, other.id).expect(409)).body.code).toBe('5015');
      expect(await api.prisma.appeal.count({ where: { orderId: BigInt(other.id) } })).toBe(1);
    });

    it('needs a specific reason when Other is chosen (spec §5), and takes it with the text', async () => {
      const o = await confirmingOrder(api);
      const bare = await fileAppeal(api, o.buyer, o.id, { reasonCode: 'OTHER' }).expect(400);
      expect(bare.body.code).toBe('400');
      expect((await orderRow(api, o.id)).status).toBe('WAIT_SELLER_CONFIRM');
      const res = await fileAppeal(api, o.buyer, o.id, { reasonCode: 'OTHER', reasonText: '  Paid twice  ' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ reasonCode: 'OTHER', reasonText: 'Paid twice' });
    });

    it('refuses a reason that is not in the APPEAL_REASON dictionary (400)', async () => {
      const o = await confirmingOrder(api);
      expect(
        (await fileAppeal(api, o.buyer, o.id, { reasonCode: 'NOT_A_REASON' }).expect(400)).body.code,
      ).toBe('400');
    });

    it('refuses a preset reason of the other side (400: a buyer\'s "payment not received", a seller\'s "the seller has not released"), and changes nothing (issue 25)', async () => {
      const o = await confirmingOrder(api);
      const buyer = await fileAppeal(api, o.buyer, o.id, { reasonCode: 'PAYMENT_NOT_RECEIVED' }).expect(400);
      expect(buyer.body.code).toBe('400');
      const seller = await fileAppeal(api, o.seller, o.id, { reasonCode: 'SELLER_NOT_RELEASED' }).expect(400);
      expect(seller.body.code).toBe('400');
      expect((await orderRow(api, o.id)).status).toBe('WAIT_SELLER_CONFIRM');
      expect(await api.prisma.appeal.count({ where: { orderId: BigInt(o.id) } })).toBe(0);
      const own = await fileAppeal(api, o.seller, o.id, { reasonCode: 'PAYMENT_NOT_RECEIVED' }).expect(200);
      expect(own.body.data).toMatchObject({ initiatorSide: 'SELLER', reasonCode: 'PAYMENT_NOT_RECEIVED' });
    });

    it("refuses evidence that is not the caller's own upload (404), leaving the order as it was", async () => {
      const o = await confirmingOrder(api);
      const theirs = await upload(api, o.seller);
      const res = await fileAppeal(api, o.buyer, o.id, { evidenceFileIds: [theirs] }).expect(404);
      expect(res.body.code).toBe('404');
      expect((await orderRow(api, o.id)).status).toBe('WAIT_SELLER_CONFIRM');
    });

    it('refuses another trader as a missing order (5002), and a malformed order id', async () => {
      const o = await confirmingOrder(api);
      const stranger = await trader(api);
      expect((await fileAppeal(api, stranger, o.id).expect(404)).body.code).toBe('5002');
      expect((await fileAppeal(api, o.buyer, '99999999999').expect(404)).body.code).toBe('5002');
      expect((await orderRow(api, o.id)).status).toBe('WAIT_SELLER_CONFIRM');
    });
  });

  describe('evidence images', () => {
    it("the counterparty may read the appeal's evidence; another trader may not (404)", async () => {
      const o = await confirmingOrder(api);
      const fileId = await upload(api, o.buyer);
      await appealOn(api, o.buyer, o.id, { evidenceFileIds: [fileId] });
      const read = (t: { token: string }) => request(api.http).get(`/api/file/${fileId}`).set(auth(t.token));
      const seen = await read(o.seller).expect(200);
      expect(seen.headers['content-type']).toBe('image/png');
      expect((await read(await trader(api)).expect(404)).body.code).toBe('404');
    });
  });

  describe('adding evidence to an open appeal (POST /c2c/appeal/{id}/evidence, issue 25)', () => {
    const addEvidence = (t: { token: string }, id: string, evidenceFileIds: unknown) =>
      post(api, t, `/c2c/appeal/${id}/evidence`, { evidenceFileIds });

    it('the counterparty adds images and the initiator more: each item says who gave it, from each side', async () => {
      const o = await confirmingOrder(api);
      const id = await appealOn(api, o.buyer, o.id);
      const theirs = await upload(api, o.seller);
      const res = await addEvidence(o.seller, id, [theirs]).expect(200);
      expect(shapeProblems(AppealAnswer.node, res.body.data)).toEqual([]);
      expect(
        res.body.data.evidence.map((e: { uploaderSide: string; mine: boolean }) => [e.uploaderSide, e.mine]),
      ).toEqual([
        ['BUYER', false],
        ['SELLER', true],
      ]);
      await addEvidence(o.buyer, id, [await upload(api, o.buyer)]).expect(200);
      const buyerView = (await get(api, o.buyer, `/c2c/appeal/page?orderId=${o.id}`).expect(200)).body.data
        .list[0];
      expect(
        buyerView.evidence.map((e: { uploaderSide: string; mine: boolean }) => [e.uploaderSide, e.mine]),
      ).toEqual([
        ['BUYER', true],
        ['SELLER', false],
        ['BUYER', true],
      ]);
      // The seller's image is readable by the buyer now, as the appeal's evidence.
      await request(api.http).get(`/api/file/${theirs}`).set(auth(o.buyer.token)).expect(200);
      expect((await orderRow(api, o.id)).status).toBe('IN_APPEAL');
    });

    it("refuses another trader (5001), uploads not the caller's own (404), an empty or malformed list (400), and more than 9 images from one party (400); nothing is added", async () => {
      const o = await confirmingOrder(api);
      const id = await appealOn(api, o.buyer, o.id);
      const stranger = await trader(api);
      expect((await addEvidence(stranger, id, [await upload(api, stranger)]).expect(404)).body.code).toBe(
        '5001',
      );
      expect((await addEvidence(o.seller, id, [await upload(api, o.buyer)]).expect(404)).body.code).toBe(
        '404',
      );
      expect((await addEvidence(o.seller, id, []).expect(400)).body.code).toBe('400');
      expect((await addEvidence(o.seller, id, ['x\u0000']).expect(400)).body.code).toBe('400');
      // Ten uploads of the seller (the upload rate allows ten a minute): nine fit, a tenth does not.
      const ten: string[] = [];
      for (let i = 0; i < 10; i += 1) ten.push(await upload(api, o.seller));
      expect((await addEvidence(o.seller, 'abc', [ten[0]]).expect(404)).body.code).toBe('5001');
      expect((await addEvidence(o.seller, id, ten).expect(400)).body.code).toBe('400');
      await addEvidence(o.seller, id, ten.slice(0, 9)).expect(200);
      expect((await addEvidence(o.seller, id, [ten[9]]).expect(400)).body.code).toBe('400');
      const view = (await get(api, o.buyer, `/c2c/appeal/page?orderId=${o.id}`).expect(200)).body.data
        .list[0];
      expect(view.evidence.filter((e: { uploaderSide: string }) => e.uploaderSide === 'SELLER')).toHaveLength(
        9,
      );
      expect(view.evidence).toHaveLength(10);
    });

    it('refuses evidence once the appeal is withdrawn (5003)', async () => {
      const o = await confirmingOrder(api);
      const id = await appealOn(api, o.buyer, o.id);
      await post(api, o.buyer, `/c2c/appeal/${id}`).expect(200);
      expect((await addEvidence(o.seller, id, [await upload(api, o.seller)]).expect(409)).body.code).toBe(
        '5003',
      );
    });
  });

  describe('the seller releases while the appeal is open (issue 25)', () => {
    it('the seller may still confirm receipt under appeal: the release is queued, the appeal closes SETTLED with no penalty, both parties see it', async () => {
      const o = await confirmingOrder(api);
      const id = await appealOn(api, o.buyer, o.id);
      // The buyer cannot confirm for the seller (5012); the seller needs the security password.
      expect(
        (await post(api, o.buyer, `/c2c/deal/order/confirm/${o.id}`, { securityCode: SECURITY }).expect(409))
          .body.code,
      ).toBe('5012');
      await post(api, o.seller, `/c2c/deal/order/confirm/${o.id}`, { securityCode: SECURITY }).expect(200);
      expect((await orderRow(api, o.id)).status).toBe('PENDING_CHAIN_CONFIRM');
      const appeal = await appealRow(api, id);
      expect(appeal.result).toBe('SETTLED');
      expect(appeal.cancelledAt).not.toBeNull();
      const payouts = await api.prisma.payout.findMany({ where: { orderId: BigInt(o.id) } });
      expect(payouts.map((p) => [p.kind, p.userId])).toEqual([['RELEASE', o.buyer.userId]]);
      expect(await api.prisma.creditRecord.count({ where: { appealId: BigInt(id) } })).toBe(0);
      for (const who of [o.buyer, o.seller]) {
        const view = (await get(api, who, `/c2c/appeal/page?orderId=${o.id}`).expect(200)).body.data;
        expect(view.list[0]).toMatchObject({ id, result: 'SETTLED', outcome: 'SETTLED', stage: 'CLOSED' });
      }
      const events = (await get(api, o.buyer, `/c2c/deal/order/${o.id}/events`).expect(200)).body.data;
      expect(events.at(-1)).toMatchObject({
        action: 'CONFIRM_RECEIVED',
        fromStatus: 'IN_APPEAL',
        actorType: 'SELLER',
      });
      expect((await verifyChain(events)).ok).toBe(true);
      // Settled: nothing left to withdraw (5003).
      expect((await post(api, o.buyer, `/c2c/appeal/${id}`).expect(409)).body.code).toBe('5003');
    });
  });

  describe('appeal records (GET /c2c/appeal/page)', () => {
    it("lists the appeal for both parties, newest first, with the result from each side's view; another trader sees none of it", async () => {
      const o = await confirmingOrder(api);
      const id = await appealOn(api, o.seller, o.id);
      const mine = (await get(api, o.seller, `/c2c/appeal/page?orderId=${o.id}`).expect(200)).body.data;
      expect(shapeProblems(AppealPageAnswer.node, mine)).toEqual([]);
      expect(mine.list.map((a: { id: string }) => a.id)).toEqual([id]);
      expect(mine.list[0]).toMatchObject({ mine: true, role: 'SELLER' });
      const theirs = (await get(api, o.buyer, '/c2c/appeal/page').expect(200)).body.data;
      expect(theirs.list.find((a: { id: string }) => a.id === id)).toMatchObject({
        mine: false,
        role: 'BUYER',
      });
      const stranger = await trader(api);
      const none = (await get(api, stranger, `/c2c/appeal/page?orderId=${o.id}`).expect(200)).body.data;
      expect(none).toMatchObject({ list: [], total: 0 });
    });
  });

  describe('withdrawing an appeal (POST /c2c/appeal/{id})', () => {
    it('the initiator withdraws: REVOKED, the order returns to its status before the appeal with a fresh deadline', async () => {
      const o = await confirmingOrder(api);
      const id = await appealOn(api, o.buyer, o.id);
      const before = Date.now();
      const res = await post(api, o.buyer, `/c2c/appeal/${id}`, { id }).expect(200);
      expect(res.body.data).toMatchObject({
        result: 'REVOKED',
        stage: 'CLOSED',
        orderStatus: 'WAIT_SELLER_CONFIRM',
      });
      expect(res.body.data.cancelledAt).not.toBeNull();
      const order = await orderRow(api, o.id);
      expect(order.status).toBe('WAIT_SELLER_CONFIRM');
      expect(order.deadlineAt!.getTime()).toBeGreaterThan(before);
      const events = (await get(api, o.buyer, `/c2c/deal/order/${o.id}/events`).expect(200)).body.data;
      expect(events.at(-1)).toMatchObject({ action: 'CANCEL_APPEAL', toStatus: 'WAIT_SELLER_CONFIRM' });
      // Withdrawn already: a second withdrawal finds no open appeal to act on.
      expect((await post(api, o.buyer, `/c2c/appeal/${id}`).expect(409)).body.code).toBe('5003');
    });

    it('the counterparty cannot withdraw it (5017); another trader is answered as a missing appeal (5001)', async () => {
      const o = await confirmingOrder(api);
      const id = await appealOn(api, o.buyer, o.id);
      expect((await post(api, o.seller, `/c2c/appeal/${id}`).expect(409)).body.code).toBe('5017');
      expect((await post(api, await trader(api), `/c2c/appeal/${id}`).expect(404)).body.code).toBe('5001');
      expect((await post(api, o.buyer, '/c2c/appeal/123456789012').expect(404)).body.code).toBe('5001');
      expect((await orderRow(api, o.id)).status).toBe('IN_APPEAL');
    });

    it('a body id other than the path id is refused (400)', async () => {
      const o = await confirmingOrder(api);
      const id = await appealOn(api, o.buyer, o.id);
      expect((await post(api, o.buyer, `/c2c/appeal/${id}`, { id: '1' }).expect(400)).body.code).toBe('400');
    });

    it("the order's recover call by the initiator withdraws the appeal too (REVOKED)", async () => {
      const o = await confirmingOrder(api);
      const id = await appealOn(api, o.buyer, o.id);
      await post(api, o.buyer, `/c2c/deal/order/recover/${o.id}`).expect(200);
      expect((await appealRow(api, id)).result).toBe('REVOKED');
      expect((await orderRow(api, o.id)).status).toBe('WAIT_SELLER_CONFIRM');
    });
  });
});
