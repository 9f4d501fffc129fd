// Officers write to the parties and ask for evidence (issue 25) on the real database: each call per role
// (appeal officer and admin allowed, customer service 403, a trader's token 401); a staff message reaches
// both parties' order chat once, marked STAFF with the officer's name, live (TALK through the outbox) and
// counted unread, a template in each party's language; an evidence request is recorded with its deadline,
// written in the chat, mailed to the asked party in its language (the SMTP catcher) and told to it live,
// answered when that party adds evidence after it, overdue past its deadline; a closed case answers 5003;
// every action is in the staff audit log.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AdminAppealCaseAnswer, AppealPageAnswer, shapeProblems, type SocketMessage } from '@p2p/contracts';
import { t } from '@p2p/i18n';
import { AppealRequestsJobs } from '../../src/modules/appeals/appeal-requests.jobs.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher.js';
import { chatGet } from '../chat/chat-fixtures.js';
import {
  appealOn,
  confirmingOrder,
  decide,
  get,
  post,
  retireEscrowCoins,
  staff,
  type Staff,
  staffGet,
  staffPost,
  trader,
  upload,
} from './appeal-fixtures.js';

describe('appeals/appeals-requests', () => {
  let api: TestApi;
  let catcher: MailCatcher;
  let uploadDir: string;
  let officer: Staff;
  let service: Staff;
  let admin: Staff;

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'p2p-requests-uploads-'));
    catcher = await startMailCatcher();
    api = await startTestApi({ UPLOAD_DIR: uploadDir, SMTP_URL: catcher.smtpUrl });
    officer = await staff(api, 'APPEAL_OFFICER');
    service = await staff(api, 'CUSTOMER_SERVICE');
    admin = await staff(api, 'ADMIN');
  }, 60_000);
  afterAll(async () => {
    await retireEscrowCoins(api);
    await api.close();
    await catcher.stop();
    await rm(uploadDir, { recursive: true, force: true });
  });

  let serial = 0;

  /** An open case: the buyer (reading Traditional Chinese) appealed; the seller reads English. */
  async function openCase() {
    const c = await confirmingOrder(api);
    const tag = `${Date.now().toString(36)}${(serial += 1)}`;
    await api.prisma.user.update({
      where: { id: c.buyer.userId },
      data: { language: 'zh_TW', email: `buyer-${tag}@example.test` },
    });
    await api.prisma.user.update({
      where: { id: c.seller.userId },
      data: { language: 'en', email: `seller-${tag}@example.test` },
    });
    const appealId = await appealOn(api, c.buyer, c.id);
    return {
      ...c,
      appealId,
      buyerEmail: `buyer-${tag}@example.test`,
      sellerEmail: `seller-${tag}@example.test`,
    };
  }

  const message = (s: { token: string }, id: string, body: object) =>
    staffPost(api, s, `/admin/appeals/${id}/message`, body);
  const ask = (s: { token: string }, id: string, body: object) =>
    staffPost(api, s, `/admin/appeals/${id}/evidence-requests`, body);
  const staffRows = (orderId: string) =>
    api.prisma.chatMessage.findMany({
      where: { orderId: BigInt(orderId), senderKind: 'STAFF' },
      orderBy: { id: 'asc' },
    });

  async function talkRooms(orderId: string): Promise<{ rooms: string[]; body: Record<string, unknown> }[]> {
    const rows = await api.prisma.outbox.findMany({
      where: { aggregate: 'chat', aggregateId: orderId, type: 'live' },
      orderBy: { id: 'asc' },
    });
    return rows
      .map((r) => r.payload as unknown as { rooms: string[]; message: SocketMessage })
      .filter((p) => p.message.type === 'TALK')
      .map((p) => ({ rooms: p.rooms, body: JSON.parse(p.message.message) as Record<string, unknown> }));
  }

  describe('POST /admin/appeals/{id}/message (roles)', () => {
    it('lets an appeal officer write to the parties (200, the case answered)', async () => {
      const c = await openCase();
      const res = await message(officer, c.appealId, { text: 'Please stay available' }).expect(200);
      expect(shapeProblems(AdminAppealCaseAnswer.node, res.body.data)).toEqual([]);
      expect(res.body.data.chat.filter((m: { senderKind: string }) => m.senderKind === 'STAFF')).toHaveLength(
        1,
      );
    });

    it('lets an admin write to the parties (200)', async () => {
      const c = await openCase();
      await message(admin, c.appealId, { template: 'UNDER_REVIEW' }).expect(200);
    });

    it('refuses customer service (403) and a trader (401); nothing is written', async () => {
      const c = await openCase();
      expect((await message(service, c.appealId, { text: 'hello' })).status).toBe(403);
      expect(
        (await post(api, c.buyer, `/admin/appeals/${c.appealId}/message`, { text: 'hello' })).status,
      ).toBe(401);
      expect(await staffRows(c.id)).toHaveLength(0);
    });

    it('refuses a blank or too long text, an unknown template and REPLY_WITHIN without hours (400)', async () => {
      const c = await openCase();
      for (const body of [
        { text: '   ' },
        { text: 'x'.repeat(1001) },
        { template: 'NOPE' },
        {},
        { text: 'bad\u0000text' },
        { template: 'REPLY_WITHIN', params: { hours: 99 } },
      ]) {
        expect((await message(officer, c.appealId, body)).status).toBe(400);
      }
      expect((await message(officer, c.appealId, { template: 'REPLY_WITHIN' })).status).toBe(400);
      expect(await staffRows(c.id)).toHaveLength(0);
    });
  });

  describe("a staff message in the order's chat", () => {
    it('reaches both parties once, marked STAFF with the officer name (no trader id), live and counted unread', async () => {
      const c = await openCase();
      const before = (await chatGet(api, c.seller, `/unRead/${c.id}`).expect(200)).body.data.unread;
      await message(officer, c.appealId, { text: 'Seller, did the money arrive?' }).expect(200);

      for (const party of [c.buyer, c.seller]) {
        const page = (await chatGet(api, party, `/${c.id}?pageNo=1&pageSize=50`).expect(200)).body.data;
        const staffMessages = page.list.filter((m: { senderKind: string }) => m.senderKind === 'STAFF');
        expect(staffMessages).toHaveLength(1);
        expect(staffMessages[0]).toMatchObject({
          text: 'Seller, did the money arrive?',
          senderId: null,
          mine: false,
          read: false,
        });
        expect(typeof staffMessages[0].staffName).toBe('string');
        expect(staffMessages[0].staffName.length).toBeGreaterThan(0);
      }
      expect((await chatGet(api, c.seller, `/unRead/${c.id}`).expect(200)).body.data.unread).toBe(before + 1);

      const talks = (await talkRooms(c.id)).filter((x) => x.body.senderKind === 'STAFF');
      expect(talks.map((x) => x.rooms)).toEqual([[`user:${c.buyer.userId}`], [`user:${c.seller.userId}`]]);
      expect(
        talks.every((x) => x.body.mine === false && x.body.text === 'Seller, did the money arrive?'),
      ).toBe(true);

      // The desk sees it once, marked staff.
      const desk = (await staffGet(api, officer, `/admin/appeals/${c.appealId}`).expect(200)).body.data;
      expect(desk.chat.filter((m: { senderKind: string }) => m.senderKind === 'STAFF')).toHaveLength(1);

      // Reading the chat clears the party's unread staff message.
      await chatGet(api, c.seller, `/updateRead/${c.id}`).expect(200);
      expect((await chatGet(api, c.seller, `/unRead/${c.id}`).expect(200)).body.data.unread).toBe(0);
    });

    it("renders a template in each party's language (Traditional Chinese to the buyer, English to the seller)", async () => {
      const c = await openCase();
      await message(officer, c.appealId, { template: 'REPLY_WITHIN', params: { hours: 12 } }).expect(200);
      const rows = await staffRows(c.id);
      const byRecipient = new Map(rows.map((r) => [String(r.recipientId), r.content]));
      expect(byRecipient.get(String(c.buyer.userId))).toBe(
        t('zh_TW', 'common.chat.staffTemplates.REPLY_WITHIN', { hours: 12 }),
      );
      expect(byRecipient.get(String(c.seller.userId))).toBe(
        t('en', 'common.chat.staffTemplates.REPLY_WITHIN', { hours: 12 }),
      );
      expect(byRecipient.get(String(c.buyer.userId))).toContain('12');
      expect(byRecipient.get(String(c.buyer.userId))).not.toBe(byRecipient.get(String(c.seller.userId)));
    });

    it('is in the staff audit log', async () => {
      const c = await openCase();
      await message(officer, c.appealId, { template: 'PAYMENT_RECEIPT' }).expect(200);
      const audit = await api.prisma.auditLog.findMany({
        where: { staffId: officer.id, action: 'APPEAL_STAFF_MESSAGE', target: `appeal:${c.appealId}` },
      });
      expect(audit).toHaveLength(1);
      expect(audit[0]!.data).toMatchObject({ template: 'PAYMENT_RECEIPT', orderId: c.id });
    });
  });

  describe('POST /admin/appeals/{id}/evidence-requests (roles)', () => {
    const body = { side: 'SELLER', note: 'The bank statement of the day', hours: 24 };

    it('lets an appeal officer ask a party for evidence (200)', async () => {
      const c = await openCase();
      const res = await ask(officer, c.appealId, body).expect(200);
      expect(shapeProblems(AdminAppealCaseAnswer.node, res.body.data)).toEqual([]);
      expect(res.body.data.appeal.evidenceRequests).toHaveLength(1);
    });

    it('lets an admin ask a party for evidence (200)', async () => {
      const c = await openCase();
      await ask(admin, c.appealId, body).expect(200);
    });

    it('refuses customer service (403) and a trader (401); nothing is recorded', async () => {
      const c = await openCase();
      expect((await ask(service, c.appealId, body)).status).toBe(403);
      expect((await post(api, c.seller, `/admin/appeals/${c.appealId}/evidence-requests`, body)).status).toBe(
        401,
      );
      expect(await api.prisma.appealEvidenceRequest.count({ where: { appealId: BigInt(c.appealId) } })).toBe(
        0,
      );
    });

    it('refuses a bad side, a blank note and hours outside 1..72 (400); an unknown case 5001', async () => {
      const c = await openCase();
      for (const bad of [
        { ...body, side: 'STAFF' },
        { ...body, note: '  ' },
        { ...body, hours: 0 },
        { ...body, hours: 73 },
        { ...body, hours: 1.5 },
      ]) {
        expect((await ask(officer, c.appealId, bad)).status).toBe(400);
      }
      expect((await ask(officer, '987654321', body)).body.code).toBe('5001');
    });
  });

  describe('an evidence request', () => {
    it('is recorded with its deadline from the clock, written in the chat, audited, and leaves the mail job and a live notice', async () => {
      const c = await openCase();
      const start = Date.now();
      const res = await ask(officer, c.appealId, {
        side: 'BUYER',
        note: 'Your transfer receipt',
        hours: 6,
      }).expect(200);
      const [request] = res.body.data.appeal.evidenceRequests;
      expect(request).toMatchObject({
        side: 'BUYER',
        note: 'Your transfer receipt',
        state: 'OPEN',
        answeredAt: null,
      });
      const due = Date.parse(request.dueAt) - Date.parse(request.createdAt);
      expect(due).toBe(6 * 3600_000);
      expect(Date.parse(request.createdAt)).toBeGreaterThanOrEqual(start - 5_000);

      const rows = await staffRows(c.id);
      expect(rows).toHaveLength(2);
      expect(rows.every((r) => r.content.includes('Your transfer receipt'))).toBe(true);

      const outbox = await api.prisma.outbox.findMany({ where: { aggregate: { in: ['appeal', 'order'] } } });
      const job = outbox.find(
        (r) =>
          (r.payload as { name?: string }).name === 'appeals.requestMail' && r.aggregateId === c.appealId,
      );
      expect((job!.payload as { data: { requestId: string } }).data.requestId).toBe(request.id);
      const notice = outbox
        .filter((r) => r.type === 'live' && r.aggregateId === c.id)
        .map((r) => r.payload as unknown as { rooms: string[]; message: SocketMessage })
        .find((p) => p.message.message.includes('EVIDENCE_REQUESTED'));
      expect(notice!.rooms).toEqual([`user:${c.buyer.userId}`]);

      const audit = await api.prisma.auditLog.findMany({
        where: { staffId: officer.id, action: 'APPEAL_EVIDENCE_REQUEST', target: `appeal:${c.appealId}` },
      });
      expect(audit[0]!.data).toMatchObject({ requestId: request.id, side: 'BUYER', hours: 6 });
    });

    it("is mailed to the asked party in that party's language", async () => {
      const c = await openCase();
      const res = await ask(officer, c.appealId, { side: 'BUYER', note: '銀行轉帳截圖', hours: 24 }).expect(
        200,
      );
      const requestId = res.body.data.appeal.evidenceRequests[0].id as string;
      expect(await api.app.get(AppealRequestsJobs).mailRequest({ requestId })).toBe('SENT');
      const mail = await catcher.waitFor(c.buyerEmail);
      expect(mail.subject).toContain('申訴需要您提供證據');
      expect(mail.subject).toContain(c.id);
      expect(mail.text).toContain('銀行轉帳截圖');
      expect(mail.headers['content-language']).toBe('zh-TW');

      const seller = await ask(officer, c.appealId, { side: 'SELLER', note: 'Bank statement', hours: 24 });
      const sellerRequest = seller.body.data.appeal.evidenceRequests[0].id as string;
      expect(await api.app.get(AppealRequestsJobs).mailRequest({ requestId: sellerRequest })).toBe('SENT');
      const english = await catcher.waitFor(c.sellerEmail);
      expect(english.subject).toContain('evidence requested for the appeal');
    });

    it('is answered when the asked party adds evidence after it; the party sees it on its appeal, the other does not', async () => {
      const c = await openCase();
      await ask(officer, c.appealId, { side: 'SELLER', note: 'The bank statement', hours: 24 }).expect(200);

      const seen = (await get(api, c.seller, `/c2c/appeal/page?orderId=${c.id}`).expect(200)).body.data;
      expect(shapeProblems(AppealPageAnswer.node, seen)).toEqual([]);
      expect(seen.list[0].evidenceRequests).toEqual([
        expect.objectContaining({ side: 'SELLER', note: 'The bank statement', state: 'OPEN' }),
      ]);
      const buyerView = (await get(api, c.buyer, `/c2c/appeal/page?orderId=${c.id}`).expect(200)).body.data;
      expect(buyerView.list[0].evidenceRequests).toEqual([]);

      // The other party's evidence does not answer it.
      const buyerFile = await upload(api, c.buyer);
      await post(api, c.buyer, `/c2c/appeal/${c.appealId}/evidence`, { evidenceFileIds: [buyerFile] }).expect(
        200,
      );
      let desk = (await staffGet(api, officer, `/admin/appeals/${c.appealId}`).expect(200)).body.data;
      expect(desk.appeal.evidenceRequests[0]).toMatchObject({ state: 'OPEN', answeredAt: null });

      const file = await upload(api, c.seller);
      const added = await post(api, c.seller, `/c2c/appeal/${c.appealId}/evidence`, {
        evidenceFileIds: [file],
      });
      expect(added.status).toBe(200);
      expect(added.body.data.evidenceRequests[0]).toMatchObject({ state: 'ANSWERED' });
      desk = (await staffGet(api, officer, `/admin/appeals/${c.appealId}`).expect(200)).body.data;
      expect(desk.appeal.evidenceRequests[0].state).toBe('ANSWERED');
      expect(desk.appeal.evidenceRequests[0].answeredAt).not.toBeNull();

      // An answered request is not mailed any more.
      const requestId = desk.appeal.evidenceRequests[0].id as string;
      expect(await api.app.get(AppealRequestsJobs).mailRequest({ requestId })).toBe('STALE');
    });

    it('shows OVERDUE once its deadline passed unanswered', async () => {
      const c = await openCase();
      const res = await ask(officer, c.appealId, { side: 'BUYER', note: 'Receipt', hours: 1 }).expect(200);
      const id = BigInt(res.body.data.appeal.evidenceRequests[0].id);
      await api.prisma.appealEvidenceRequest.update({
        where: { id },
        data: { dueAt: new Date(Date.now() - 60_000) },
      });
      const desk = (await staffGet(api, officer, `/admin/appeals/${c.appealId}`).expect(200)).body.data;
      expect(desk.appeal.evidenceRequests[0]).toMatchObject({ state: 'OVERDUE', answeredAt: null });
    });

    it('is refused on a closed case (5003), and so is a message; nothing is written', async () => {
      const c = await openCase();
      await decide(api, officer, c.appealId, 'REJECTED').expect(200);
      const before = (await staffRows(c.id)).length;
      const res = await ask(officer, c.appealId, { side: 'BUYER', note: 'Receipt', hours: 2 });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 409, code: '5003' });
      expect((await message(officer, c.appealId, { text: 'Too late' })).body.code).toBe('5003');
      expect(await api.prisma.appealEvidenceRequest.count({ where: { appealId: BigInt(c.appealId) } })).toBe(
        0,
      );
      expect(await staffRows(c.id)).toHaveLength(before);
    });
  });

  describe('a trader is no party of another order', () => {
    it('sees no staff message of an order it is not in', async () => {
      const c = await openCase();
      await message(officer, c.appealId, { text: 'Only for the parties' }).expect(200);
      const other = await trader(api);
      expect((await chatGet(api, other, `/${c.id}?pageNo=1&pageSize=20`)).body.code).toBe('5002');
    });
  });
});
