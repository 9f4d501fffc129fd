// The appeal desk (issue 13; spec §4, §6) on the real database: one test per (call, role) (appeal
// officer, customer service, admin; a trader's token refused on every staff route), the queue with its
// age, service-level time, filters and sorting, a case with the order, its verified hash chain, the chat,
// the evidence and both parties, rejecting (the order resumes; a malicious appeal costs the initiator the
// whole score), the two-officer race (the second gets 5003), and every staff action in the audit log.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AdminAppealCaseAnswer, AdminAppealPageAnswer, shapeProblems } from '@p2p/contracts';
import request from 'supertest';
import { startTestApi, type TestApi } from '../support/harness.js';
import { auth } from '../support/trader-fixtures.js';
import {
  appealOn,
  appealRow,
  confirmingOrder,
  decide,
  get,
  orderRow,
  post,
  scoreOf,
  staff,
  type Staff,
  staffGet,
  staffPost,
  trader,
  upload,
  retireEscrowCoins,
} from './appeal-fixtures.js';

describe('appeals/appeals-desk', () => {
  let api: TestApi;
  let uploadDir: string;
  let officer: Staff;
  let officer2: Staff;
  let service: Staff;
  let admin: Staff;

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'p2p-desk-uploads-'));
    api = await startTestApi({ UPLOAD_DIR: uploadDir, ORDER_APPEAL_EXECUTION_MINUTES: '90' });
    officer = await staff(api, 'APPEAL_OFFICER');
    officer2 = await staff(api, 'APPEAL_OFFICER');
    service = await staff(api, 'CUSTOMER_SERVICE');
    admin = await staff(api, 'ADMIN');
  }, 60_000);
  afterAll(async () => {
    await retireEscrowCoins(api);
    await api.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  /** An order under the buyer's appeal, with one evidence image and a chat message. */
  async function openCase() {
    const o = await confirmingOrder(api);
    const fileId = await upload(api, o.buyer);
    await post(api, o.buyer, `/user/fiat/talk/send/${o.id}`, { text: 'I paid at 10:02' }).expect(200);
    const id = await appealOn(api, o.buyer, o.id, { evidenceFileIds: [fileId] });
    return { ...o, appealId: id, fileId };
  }

  describe('permissions: one test per (call, role)', () => {
    const reads = (id: string, fileId: string) =>
      [
        ['GET /admin/appeals', () => '/admin/appeals'],
        ['GET /admin/appeals/{id}', () => `/admin/appeals/${id}`],
        ['GET /admin/appeals/{id}/files/{fileId}', () => `/admin/appeals/${id}/files/${fileId}`],
      ] as const;

    it('the queue, a case and its images: appeal officer, customer service and admin may read', async () => {
      const c = await openCase();
      for (const [, url] of reads(c.appealId, c.fileId)) {
        for (const s of [officer, service, admin]) await staffGet(api, s, url()).expect(200);
      }
    });

    it('a trader token is refused on every staff route (401)', async () => {
      const c = await openCase();
      for (const [, url] of reads(c.appealId, c.fileId)) {
        const res = await request(api.http).get(`/api${url()}`).set(auth(c.buyer.token));
        expect(res.status).toBe(401);
      }
      for (const action of ['decide', 'cancel-execution']) {
        const res = await request(api.http)
          .post(`/api/admin/appeals/${c.appealId}/${action}`)
          .set(auth(c.buyer.token))
          .send({ decision: 'BUYER_WINS', remarks: 'mine' });
        expect(res.status).toBe(401);
      }
      expect((await appealRow(api, c.appealId)).result).toBe('PENDING');
    });

    it('no session at all is refused (401)', async () => {
      await request(api.http).get('/api/admin/appeals').expect(401);
    });

    it('customer service cannot decide an appeal nor cancel an execution (403)', async () => {
      const c = await openCase();
      expect((await decide(api, service, c.appealId, 'BUYER_WINS').expect(403)).body.code).toBe('403');
      const cancel = await staffPost(api, service, `/admin/appeals/${c.appealId}/cancel-execution`, {
        remarks: 'x',
      });
      expect(cancel.status).toBe(403);
      expect((await appealRow(api, c.appealId)).decidedAt).toBeNull();
    });

    it('an appeal officer decides, and cancels a pending execution within the delay', async () => {
      const c = await openCase();
      await decide(api, officer, c.appealId, 'SELLER_WINS').expect(200);
      const back = await staffPost(api, officer, `/admin/appeals/${c.appealId}/cancel-execution`, {
        remarks: 'Wrong side',
      });
      expect(back.status).toBe(200);
      expect(back.body.data.appeal).toMatchObject({
        result: 'PENDING',
        stage: 'OPEN',
        pendingDecision: null,
      });
    });

    it('an admin decides too', async () => {
      const c = await openCase();
      const res = await decide(api, admin, c.appealId, 'BUYER_WINS').expect(200);
      expect(res.body.data.appeal).toMatchObject({ stage: 'DECIDED', pendingDecision: 'BUYER_WINS' });
    });
  });

  describe('the queue (GET /admin/appeals)', () => {
    it("lists open cases oldest first with each case's age and service-level due time; filters by order, user, reason, initiator and stage", async () => {
      const a = await openCase();
      const b = await openCase();
      const res = await staffGet(api, officer, '/admin/appeals?pageSize=100').expect(200);
      expect(shapeProblems(AdminAppealPageAnswer.node, res.body.data)).toEqual([]);
      const ids = res.body.data.list.map((r: { id: string }) => r.id);
      expect(ids.indexOf(a.appealId)).toBeLessThan(ids.indexOf(b.appealId));
      const row = res.body.data.list.find((r: { id: string }) => r.id === a.appealId);
      expect(row).toMatchObject({ stage: 'OPEN', orderId: a.id, initiatorSide: 'BUYER', evidenceCount: 1 });
      expect(row.ageSeconds).toBeGreaterThanOrEqual(0);
      expect(Date.parse(row.slaDueAt) - Date.parse(row.createdAt)).toBe(24 * 3600_000);
      // Newest first: b before a (other suites' cases, some stamped by a clock moved ahead, may come first).
      const newest = await staffGet(api, officer, '/admin/appeals?sort=AGE_ASC&pageSize=100').expect(200);
      const newestIds = newest.body.data.list.map((r: { id: string }) => r.id);
      expect(newestIds.indexOf(b.appealId)).toBeGreaterThanOrEqual(0);
      expect(newestIds.indexOf(b.appealId)).toBeLessThan(newestIds.indexOf(a.appealId));
      const byOrder = await staffGet(api, officer, `/admin/appeals?orderId=${a.id}`).expect(200);
      expect(byOrder.body.data.list.map((r: { id: string }) => r.id)).toEqual([a.appealId]);
      const byUser = await staffGet(api, officer, `/admin/appeals?userId=${b.seller.userId}`).expect(200);
      expect(byUser.body.data.list.map((r: { id: string }) => r.id)).toEqual([b.appealId]);
      const other = await staffGet(api, officer, `/admin/appeals?orderId=${a.id}&reasonCode=WRONG_AMOUNT`);
      expect(other.body.data.total).toBe(0);
      const bySeller = await staffGet(api, officer, `/admin/appeals?orderId=${a.id}&initiatorSide=SELLER`);
      expect(bySeller.body.data.total).toBe(0);
      const decided = await staffGet(api, officer, `/admin/appeals?orderId=${a.id}&stage=DECIDED`);
      expect(decided.body.data.total).toBe(0);
      const old = await staffGet(api, officer, `/admin/appeals?orderId=${a.id}&olderThanMinutes=60`);
      expect(old.body.data.total).toBe(0);
    });

    it('refuses a bad filter with a validation code (400)', async () => {
      expect((await staffGet(api, officer, '/admin/appeals?stage=LOST').expect(400)).body.code).toBe('400');
    });
  });

  describe('a case (GET /admin/appeals/{id})', () => {
    it('shows the order (amounts without trailing zeros), the timeline with its hash chain verified, the chat, the evidence and both parties with their credit and history', async () => {
      const c = await openCase();
      const res = await staffGet(api, service, `/admin/appeals/${c.appealId}`).expect(200);
      const body = res.body.data;
      expect(shapeProblems(AdminAppealCaseAnswer.node, body)).toEqual([]);
      expect(body.order).toMatchObject({
        id: c.id,
        status: 'IN_APPEAL',
        statusBeforeAppeal: 'WAIT_SELLER_CONFIRM',
      });
      expect(body.timeline.map((e: { action: string }) => e.action)).toEqual([
        'PLACE',
        'ACCEPT',
        'PAY',
        'APPEAL',
      ]);
      expect(body).toMatchObject({ chainValid: true, chainBrokenAt: null, canDecide: false });
      expect(body.chat.map((m: { text: string }) => m.text)).toContain('I paid at 10:02');
      expect(body.appeal.evidence.map((e: { fileId: string }) => e.fileId)).toEqual([c.fileId]);
      expect(body.buyer).toMatchObject({ userId: String(c.buyer.userId), creditScore: 100, appealsFiled: 1 });
      expect(body.seller.recentOrders.map((o: { id: string }) => o.id)).toContain(c.id);
      // Amounts as decimal strings without the column's trailing zeros (2, not 2.000000000000000000).
      for (const v of [body.order.quantity, body.order.amount, body.order.fee, body.appeal.quantity])
        expect(v).not.toMatch(/\.\d*0$/);
      expect((await staffGet(api, officer, `/admin/appeals/${c.appealId}`)).body.data.canDecide).toBe(true);
    });

    it("shows the seller's payment details as used in the order (its QR readable), the buyer's receiving address, and the ad's escrow deposit with the credited transfer's transaction hash", async () => {
      const c = await openCase();
      // An ignored transfer to the same deposit (not credited) is not one of its transactions.
      const intent = await api.prisma.depositIntent.findFirstOrThrow({
        where: { adId: BigInt(c.ad.id), purpose: 'AD' },
      });
      const credited = await api.prisma.chainTransfer.findFirstOrThrow({
        where: { depositIntentId: intent.id },
      });
      await api.prisma.chainTransfer.create({
        data: { ...credited, id: undefined, txHash: `0x${'ab'.repeat(32)}${c.id}`, status: 'IGNORED' },
      });
      // The seller's method as the order took it, with a payment QR (the case's file route serves it).
      const qr = await upload(api, c.seller);
      const placed = await api.prisma.order.findUniqueOrThrow({ where: { id: BigInt(c.id) } });
      await api.prisma.order.update({
        where: { id: placed.id },
        data: { paymentMethodSnapshot: { ...(placed.paymentMethodSnapshot as object), qrFileId: qr } },
      });
      const body = (await staffGet(api, service, `/admin/appeals/${c.appealId}`).expect(200)).body.data;
      expect(shapeProblems(AdminAppealCaseAnswer.node, body)).toEqual([]);
      expect(body.order.payment.qrFileId).toBe(qr);
      await staffGet(api, service, `/admin/appeals/${c.appealId}/files/${qr}`).expect(200);
      // The snapshot the order took of the seller's method: staff see it whatever the trader-side rule.
      const method = await api.prisma.paymentMethod.findUniqueOrThrow({ where: { id: BigInt(c.ad.method) } });
      expect(body.order.payment).toMatchObject({
        kind: method.kind,
        name: method.name,
        account: method.account,
        currency: method.currency,
      });
      const order = await api.prisma.order.findUniqueOrThrow({ where: { id: BigInt(c.id) } });
      expect(body.order.receivingAddress).toBe(order.receivingAddress);
      expect(body.deposits).toEqual([
        expect.objectContaining({
          id: String(intent.id),
          purpose: 'AD',
          status: 'SATISFIED',
          amount: '100',
          receivedAmount: '100',
          txHashes: [credited.txHash],
        }),
      ]);
    });

    it('says when the hash chain does not verify (a changed event)', async () => {
      const c = await openCase();
      await api.prisma.orderEvent.updateMany({
        where: { orderId: BigInt(c.id), seq: 2 },
        data: { actorId: c.buyer.userId },
      });
      const body = (await staffGet(api, officer, `/admin/appeals/${c.appealId}`).expect(200)).body.data;
      expect(body).toMatchObject({ chainValid: false, chainBrokenAt: 2 });
    });

    it("answers a missing case 5001, and an image that is not the case's 404", async () => {
      expect((await staffGet(api, officer, '/admin/appeals/987654321098').expect(404)).body.code).toBe(
        '5001',
      );
      const c = await openCase();
      const stray = await upload(api, await trader(api));
      await staffGet(api, officer, `/admin/appeals/${c.appealId}/files/${stray}`).expect(404);
    });
  });

  describe('deciding', () => {
    it('REJECTED resumes the order at once with a fresh deadline; the initiator sees INITIATOR_LOSES with the remarks', async () => {
      const c = await openCase();
      const res = await decide(api, officer, c.appealId, 'REJECTED', { remarks: 'No proof of payment' });
      expect(res.status).toBe(200);
      expect(res.body.data.appeal).toMatchObject({ result: 'REJECTED', stage: 'CLOSED' });
      const order = await orderRow(api, c.id);
      expect(order.status).toBe('WAIT_SELLER_CONFIRM');
      expect(order.deadlineAt!.getTime()).toBeGreaterThan(Date.now());
      const page = (await get(api, c.buyer, `/c2c/appeal/page?orderId=${c.id}`).expect(200)).body.data;
      expect(page.list[0]).toMatchObject({
        result: 'REJECTED',
        outcome: 'INITIATOR_LOSES',
        reviewerRemarks: 'No proof of payment',
      });
      expect(await scoreOf(api, c.buyer.userId)).toBe(100);
    });

    it('a malicious appeal rejected costs the initiator the whole score (MALICIOUS_APPEAL credit record)', async () => {
      const c = await openCase();
      await decide(api, officer, c.appealId, 'REJECTED', { malicious: true }).expect(200);
      expect(await scoreOf(api, c.buyer.userId)).toBe(0);
      const records = await api.prisma.creditRecord.findMany({ where: { appealId: BigInt(c.appealId) } });
      expect(records.map((r) => [r.userId, r.reason, r.delta])).toEqual([
        [c.buyer.userId, 'MALICIOUS_APPEAL', -100],
      ]);
    });

    it('two officers cannot decide one case: deciding at the same time, one wins and the other gets 5003', async () => {
      const c = await openCase();
      const [a, b] = await Promise.all([
        decide(api, officer, c.appealId, 'BUYER_WINS'),
        decide(api, officer2, c.appealId, 'SELLER_WINS'),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect([a, b].find((r) => r.status === 409)!.body.code).toBe('5003');
      const row = await appealRow(api, c.appealId);
      const winner = a.status === 200 ? officer : officer2;
      expect(row.reviewerId).toBe(winner.id);
      // Decided: a later decision is refused too, and the initiator can no longer withdraw (5003).
      expect((await decide(api, officer, c.appealId, 'REJECTED').expect(409)).body.code).toBe('5003');
      expect((await post(api, c.buyer, `/c2c/appeal/${c.appealId}`).expect(409)).body.code).toBe('5003');
    });

    it('a withdrawn appeal cannot be decided (5003)', async () => {
      const c = await openCase();
      await post(api, c.buyer, `/c2c/appeal/${c.appealId}`).expect(200);
      expect((await decide(api, officer, c.appealId, 'BUYER_WINS').expect(409)).body.code).toBe('5003');
    });

    it('a decision needs remarks and a known outcome (400)', async () => {
      const c = await openCase();
      expect(
        (await decide(api, officer, c.appealId, 'BUYER_WINS', { remarks: '' }).expect(400)).body.code,
      ).toBe('400');
      const bad = await staffPost(api, officer, `/admin/appeals/${c.appealId}/decide`, {
        decision: 'DRAW',
        remarks: 'x',
      });
      expect(bad.status).toBe(400);
    });

    it('records every staff action in the audit log with the row before and after', async () => {
      const c = await openCase();
      await decide(api, officer, c.appealId, 'SELLER_WINS').expect(200);
      await staffPost(api, officer, `/admin/appeals/${c.appealId}/cancel-execution`, {
        remarks: 'Recheck',
      }).expect(200);
      const rows = await api.prisma.auditLog.findMany({
        where: { target: `appeal:${c.appealId}` },
        orderBy: { id: 'asc' },
      });
      expect(rows.map((r) => [r.staffId, r.action])).toEqual([
        [officer.id, 'APPEAL_DECIDE'],
        [officer.id, 'APPEAL_CANCEL_EXECUTION'],
      ]);
      const data = rows[0]!.data as { before: { result: string }; after: { result: string; stage: string } };
      expect(data.before.result).toBe('PENDING');
      expect(data.after).toMatchObject({ result: 'SELLER_WINS', stage: 'DECIDED' });
      expect((rows[1]!.data as { remarks: string }).remarks).toBe('Recheck');
    });
  });
});
