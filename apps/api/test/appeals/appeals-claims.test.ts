// Case work on the appeal desk (issue 25) on the real database: one test per (call, role) for claiming,
// releasing, handing over, the next case and the officers a case can go to (appeal officers and admins;
// customer service 403; a trader's token 401), who holds a case on the queue and the case, the rules of
// claiming (5065 names the holder, 5066 a non-holder, 5067 a bad target, 5003 a decided case), deciding
// a case held by another (refused, admins too) or unclaimed (claimed by the decision), the queue's order
// (unclaimed first, then by due time) and holder filter, "decide and open next", the audit log, and two
// officers claiming at once (exactly one wins).
import { AdminAppealCaseAnswer, AdminAppealPageAnswer, shapeProblems } from '@p2p/contracts';
import request from 'supertest';
import { startTestApi, type TestApi } from '../support/harness.js';
import { auth } from '../support/trader-fixtures.js';
import { orderOn } from '../orders/order-fixtures.js';
import {
  appealOn,
  appealRow,
  confirmingOrder,
  decide,
  post,
  retireEscrowCoins,
  staff,
  type Staff,
  staffGet,
  staffPost,
  trader,
} from './appeal-fixtures.js';

describe('appeals/appeals-claims', () => {
  let api: TestApi;
  let officer: Staff;
  let officer2: Staff;
  let service: Staff;
  let admin: Staff;

  beforeAll(async () => {
    api = await startTestApi({ ORDER_APPEAL_EXECUTION_MINUTES: '90' });
    officer = await staff(api, 'APPEAL_OFFICER');
    officer2 = await staff(api, 'APPEAL_OFFICER');
    service = await staff(api, 'CUSTOMER_SERVICE');
    admin = await staff(api, 'ADMIN');
  }, 60_000);
  afterAll(async () => {
    await retireEscrowCoins(api);
    await api.close();
  });

  /** `count` open cases on one seller's ad (oldest first), so that `?userId=<seller>` lists only them. */
  async function openCases(count: number) {
    const first = await confirmingOrder(api);
    const ids = [await appealOn(api, first.buyer, first.id)];
    for (let i = 1; i < count; i += 1) {
      const buyer = await trader(api);
      const orderId = await orderOn(api, buyer, first.ad);
      await post(api, first.seller, `/c2c/deal/order/take/${orderId}`).expect(200);
      await post(api, buyer, `/c2c/deal/order/pay/${orderId}`).expect(200);
      ids.push(await appealOn(api, buyer, orderId));
    }
    return { sellerId: String(first.seller.userId), ids, buyer: first.buyer };
  }

  async function openCase(): Promise<string> {
    return (await openCases(1)).ids[0]!;
  }

  const claim = (s: Staff, id: string) => staffPost(api, s, `/admin/appeals/${id}/claim`);
  const release = (s: Staff, id: string) => staffPost(api, s, `/admin/appeals/${id}/release`);
  const handover = (s: Staff, id: string, staffId: number | string) =>
    staffPost(api, s, `/admin/appeals/${id}/handover`, { staffId: String(staffId) });
  const holderOf = async (id: string) => (await appealRow(api, id)).claimedBy;

  async function nameOf(s: Staff): Promise<string> {
    return (await api.prisma.staffUser.findUniqueOrThrow({ where: { id: s.id } })).name;
  }

  describe('permissions: one test per (call, role)', () => {
    it('an appeal officer claims, releases, hands over, asks for the next case and lists the officers', async () => {
      const id = await openCase();
      expect((await claim(officer, id).expect(200)).body.data).toMatchObject({
        appealId: id,
        holderId: String(officer.id),
      });
      await handover(officer, id, officer2.id).expect(200);
      await release(officer2, id).expect(200);
      await staffGet(api, officer, '/admin/appeals/next').expect(200);
      await staffGet(api, officer, '/admin/appeals/deciders').expect(200);
    });

    it('an admin claims, releases, hands over, asks for the next case and lists the officers', async () => {
      const id = await openCase();
      await claim(admin, id).expect(200);
      await handover(admin, id, officer.id).expect(200);
      await release(admin, id).expect(200);
      await staffGet(api, admin, `/admin/appeals/next?after=${id}`).expect(200);
      await staffGet(api, admin, '/admin/appeals/deciders').expect(200);
    });

    it('customer service reads the holder but cannot claim, release, hand over or ask for a next case (403)', async () => {
      const id = await openCase();
      await claim(officer, id).expect(200);
      for (const res of [
        await claim(service, id),
        await release(service, id),
        await handover(service, id, officer2.id),
        await staffGet(api, service, '/admin/appeals/next'),
        await staffGet(api, service, '/admin/appeals/deciders'),
      ]) {
        expect([res.status, res.body.code]).toEqual([403, '403']);
      }
      const detail = await staffGet(api, service, `/admin/appeals/${id}`).expect(200);
      expect(detail.body.data.appeal.holderId).toBe(String(officer.id));
      expect(await holderOf(id)).toBe(officer.id);
    });

    it("a trader's token is refused on every claim route (401)", async () => {
      const id = await openCase();
      const t = await trader(api);
      const calls = [
        request(api.http).post(`/api/admin/appeals/${id}/claim`),
        request(api.http).post(`/api/admin/appeals/${id}/release`),
        request(api.http)
          .post(`/api/admin/appeals/${id}/handover`)
          .send({ staffId: String(officer.id) }),
        request(api.http).get('/api/admin/appeals/next'),
        request(api.http).get('/api/admin/appeals/deciders'),
      ];
      for (const call of calls) expect((await call.set(auth(t.token))).status).toBe(401);
      expect(await holderOf(id)).toBeNull();
    });
  });

  describe('claiming', () => {
    it('shows the holder (id, name, since when) on the queue and the case', async () => {
      const { ids, sellerId } = await openCases(1);
      const id = ids[0]!;
      await claim(officer, id).expect(200);
      const name = await nameOf(officer);
      const page = await staffGet(api, service, `/admin/appeals?userId=${sellerId}`).expect(200);
      expect(shapeProblems(AdminAppealPageAnswer.node, page.body.data)).toEqual([]);
      expect(page.body.data.list[0]).toMatchObject({ id, holderId: String(officer.id), holderName: name });
      const detail = await staffGet(api, officer, `/admin/appeals/${id}`).expect(200);
      expect(shapeProblems(AdminAppealCaseAnswer.node, detail.body.data)).toEqual([]);
      expect(detail.body.data.appeal).toMatchObject({ holderId: String(officer.id), holderName: name });
      expect(detail.body.data.appeal.claimedAt).toEqual(expect.any(String));
    });

    it('claiming your own case again changes nothing (same time, one audit row)', async () => {
      const id = await openCase();
      const first = await claim(officer, id).expect(200);
      const again = await claim(officer, id).expect(200);
      expect(again.body.data).toEqual(first.body.data);
      const rows = await api.prisma.auditLog.findMany({
        where: { target: `appeal:${id}`, action: 'APPEAL_CLAIM' },
      });
      expect(rows).toHaveLength(1);
    });

    it('a case held by another officer answers 5065 naming the holder', async () => {
      const id = await openCase();
      await claim(officer, id).expect(200);
      const res = await claim(officer2, id).expect(409);
      expect(res.body.code).toBe('5065');
      expect(res.body.data).toEqual({ holderId: String(officer.id), holderName: await nameOf(officer) });
      expect(await holderOf(id)).toBe(officer.id);
    });

    it('a decided or closed case cannot be claimed (5003); a missing one answers 5001', async () => {
      const decided = await openCase();
      await decide(api, officer, decided, 'BUYER_WINS').expect(200);
      expect((await claim(officer2, decided).expect(409)).body.code).toBe('5003');
      const rejected = await openCase();
      await decide(api, officer, rejected, 'REJECTED').expect(200);
      expect((await claim(officer, rejected).expect(409)).body.code).toBe('5003');
      expect((await claim(officer, '987654321098').expect(404)).body.code).toBe('5001');
    });

    it('two officers claiming the same case at once: exactly one wins, the other gets 5065', async () => {
      for (let round = 0; round < 3; round += 1) {
        const id = await openCase();
        const [a, b] = await Promise.all([claim(officer, id), claim(officer2, id)]);
        const statuses = [a.status, b.status].sort();
        expect(statuses).toEqual([200, 409]);
        const winner = a.status === 200 ? officer : officer2;
        expect([a, b].find((r) => r.status === 409)!.body.code).toBe('5065');
        expect(await holderOf(id)).toBe(winner.id);
        const claims = await api.prisma.auditLog.count({
          where: { target: `appeal:${id}`, action: 'APPEAL_CLAIM' },
        });
        expect(claims).toBe(1);
      }
    });
  });

  describe('releasing and handing over', () => {
    it('the holder releases a case: unclaimed again; releasing an unclaimed case changes nothing', async () => {
      const id = await openCase();
      await claim(officer, id).expect(200);
      const res = await release(officer, id).expect(200);
      expect(res.body.data).toEqual({ appealId: id, holderId: null, holderName: null, claimedAt: null });
      expect(await holderOf(id)).toBeNull();
      await release(officer, id).expect(200);
    });

    it('another officer cannot release or hand over a case they do not hold (5066)', async () => {
      const id = await openCase();
      await claim(officer, id).expect(200);
      expect((await release(officer2, id).expect(403)).body.code).toBe('5066');
      expect((await handover(officer2, id, officer2.id).expect(403)).body.code).toBe('5066');
      expect(await holderOf(id)).toBe(officer.id);
    });

    it("an officer cannot hand over an unclaimed case (5066); an admin assigns one, releases another's claim and takes a case over", async () => {
      const id = await openCase();
      expect((await handover(officer, id, officer2.id).expect(403)).body.code).toBe('5066');
      await handover(admin, id, officer2.id).expect(200);
      expect(await holderOf(id)).toBe(officer2.id);
      await release(admin, id).expect(200);
      expect(await holderOf(id)).toBeNull();
      await claim(officer, id).expect(200);
      await handover(admin, id, admin.id).expect(200);
      expect(await holderOf(id)).toBe(admin.id);
    });

    it('the holder hands a case to another active officer, who then holds it', async () => {
      const id = await openCase();
      await claim(officer, id).expect(200);
      const res = await handover(officer, id, officer2.id).expect(200);
      expect(res.body.data).toMatchObject({
        holderId: String(officer2.id),
        holderName: await nameOf(officer2),
      });
      expect((await claim(officer, id).expect(409)).body.code).toBe('5065');
    });

    it('a case goes only to an active appeal officer or admin: not customer service, not a deactivated officer, not a missing id (5067)', async () => {
      const id = await openCase();
      await claim(officer, id).expect(200);
      const gone = await staff(api, 'APPEAL_OFFICER');
      await api.prisma.staffUser.update({ where: { id: gone.id }, data: { active: false } });
      for (const target of [service.id, gone.id, 2_000_000_000, '99999999999']) {
        expect((await handover(officer, id, target).expect(400)).body.code).toBe('5067');
      }
      expect((await staffPost(api, officer, `/admin/appeals/${id}/handover`, {}).expect(400)).body.code).toBe(
        '400',
      );
      expect(await holderOf(id)).toBe(officer.id);
    });

    it('the officer picker lists active appeal officers and admins only', async () => {
      const gone = await staff(api, 'APPEAL_OFFICER');
      await api.prisma.staffUser.update({ where: { id: gone.id }, data: { active: false } });
      const res = await staffGet(api, officer, '/admin/appeals/deciders').expect(200);
      const ids = (res.body.data as { id: string; role: string }[]).map((d) => d.id);
      expect(ids).toEqual(
        expect.arrayContaining([String(officer.id), String(officer2.id), String(admin.id)]),
      );
      expect(ids).not.toContain(String(service.id));
      expect(ids).not.toContain(String(gone.id));
      for (const d of res.body.data as { role: string }[])
        expect(['APPEAL_OFFICER', 'ADMIN']).toContain(d.role);
    });

    it('claims, releases and hand-overs are in the staff audit log with the holder before and after', async () => {
      const id = await openCase();
      await claim(officer, id).expect(200);
      await handover(officer, id, officer2.id).expect(200);
      await release(officer2, id).expect(200);
      const rows = await api.prisma.auditLog.findMany({
        where: { target: `appeal:${id}` },
        orderBy: { id: 'asc' },
      });
      expect(rows.map((r) => [r.staffId, r.action, r.data])).toEqual([
        [
          officer.id,
          'APPEAL_CLAIM',
          expect.objectContaining({ before: { holderId: null }, after: { holderId: officer.id } }),
        ],
        [
          officer.id,
          'APPEAL_HANDOVER',
          expect.objectContaining({ before: { holderId: officer.id }, after: { holderId: officer2.id } }),
        ],
        [
          officer2.id,
          'APPEAL_RELEASE',
          expect.objectContaining({ before: { holderId: officer2.id }, after: { holderId: null } }),
        ],
      ]);
    });
  });

  describe('deciding a claimed case', () => {
    it('a case held by another officer cannot be decided (5065), not by an admin either: the admin takes it over first', async () => {
      const id = await openCase();
      await claim(officer, id).expect(200);
      expect((await decide(api, officer2, id, 'REJECTED').expect(409)).body.code).toBe('5065');
      expect((await decide(api, admin, id, 'REJECTED').expect(409)).body.code).toBe('5065');
      expect((await appealRow(api, id)).result).toBe('PENDING');
      await handover(admin, id, admin.id).expect(200);
      await decide(api, admin, id, 'REJECTED').expect(200);
    });

    it('the holder decides; deciding an unclaimed case claims it for the decider (shown in the decision audit row)', async () => {
      const held = await openCase();
      await claim(officer, held).expect(200);
      await decide(api, officer, held, 'SELLER_WINS').expect(200);
      const free = await openCase();
      await decide(api, officer2, free, 'BUYER_WINS').expect(200);
      expect(await holderOf(free)).toBe(officer2.id);
      const row = await api.prisma.auditLog.findFirstOrThrow({
        where: { target: `appeal:${free}`, action: 'APPEAL_DECIDE' },
      });
      expect(row.data).toMatchObject({ before: { holderId: null }, after: { holderId: officer2.id } });
    });
  });

  describe('the queue and the next case', () => {
    it('lists unclaimed cases first, then by due time; filters mine, unclaimed, others and any', async () => {
      const { ids, sellerId } = await openCases(4);
      const [a, b, c, d] = ids as [string, string, string, string];
      await claim(officer, a).expect(200);
      await claim(officer2, c).expect(200);
      const list = async (q = '') =>
        (
          await staffGet(api, officer, `/admin/appeals?userId=${sellerId}${q}`).expect(200)
        ).body.data.list.map((r: { id: string }) => r.id);
      expect(await list()).toEqual([b, d, a, c]);
      expect(await list('&claimed=any')).toEqual([b, d, a, c]);
      expect(await list('&claimed=unclaimed')).toEqual([b, d]);
      expect(await list('&claimed=mine')).toEqual([a]);
      expect(await list('&claimed=others')).toEqual([c]);
      const page = (await staffGet(api, officer, `/admin/appeals?userId=${sellerId}`).expect(200)).body.data;
      const due = page.list.map((r: { slaDueAt: string }) => r.slaDueAt);
      expect(due.slice(0, 2)).toEqual([...due.slice(0, 2)].sort());
      expect(due.slice(2)).toEqual([...due.slice(2)].sort());
      expect(await list('&sort=AGE_DESC')).toEqual([a, b, c, d]);
    });

    it('refuses an unknown holder filter with a validation code (400)', async () => {
      expect((await staffGet(api, officer, '/admin/appeals?claimed=yours').expect(400)).body.code).toBe(
        '400',
      );
    });

    it("the next case is the officer's own first (by due time, after the current one, wrapping round), else the first unclaimed by due time", async () => {
      const me = await staff(api, 'APPEAL_OFFICER');
      const { ids } = await openCases(3);
      // The middle case stays unclaimed: the officer's own cases come before it.
      const [a, _unclaimed, c] = ids as [string, string, string];
      const next = async (after?: string) =>
        (await staffGet(api, me, `/admin/appeals/next${after ? `?after=${after}` : ''}`).expect(200)).body
          .data.id;
      await claim(me, a).expect(200);
      await claim(me, c).expect(200);
      expect(await next()).toBe(a);
      expect(await next(a)).toBe(c);
      expect(await next(c)).toBe(a);
      await release(me, a).expect(200);
      await release(me, c).expect(200);
      const firstUnclaimed = (
        await staffGet(api, me, '/admin/appeals?claimed=unclaimed&pageSize=1').expect(200)
      ).body.data.list[0].id;
      expect(await next()).toBe(firstUnclaimed);
      expect(await next(firstUnclaimed)).not.toBe(firstUnclaimed);
    });

    it('after deciding, the next case is another one (decide and open next)', async () => {
      const me = await staff(api, 'APPEAL_OFFICER');
      const { ids } = await openCases(2);
      const [a, b] = ids as [string, string];
      await claim(me, a).expect(200);
      await claim(me, b).expect(200);
      await decide(api, me, a, 'REJECTED').expect(200);
      const res = await staffGet(api, me, `/admin/appeals/next?after=${a}`).expect(200);
      expect(res.body.data).toEqual({ id: b });
    });

    it('refuses a malformed `after` with a validation code (400)', async () => {
      expect((await staffGet(api, officer, '/admin/appeals/next?after=abc').expect(400)).body.code).toBe(
        '400',
      );
    });
  });
});
