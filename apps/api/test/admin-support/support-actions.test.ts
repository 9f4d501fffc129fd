// Issue 13, Customer service changes (spec §6 bans and certification, §9 credit): bans on login (RISK5001,
// the sessions end), withdrawal (RISK5002), C2C buying (RISK5003) and selling (RISK5004) with a reason and
// an end, lifted with a reason; the certified-merchant flag; credit adjustments as CreditRecords. Each
// change is in the staff audit log with the row before and after and the client address.
import request from 'supertest';
import { BansService } from '../../src/modules/auth/bans.service.js';
import type { TestApi } from '../support/harness.js';
import { bearer, staffSuite } from '../support/staff-access.js';
import { staffActions, supportCall } from './support-fixtures.js';

describe('admin-support/support-actions', () => {
  const suite = staffSuite();
  const cs = () => suite.tokens.staff.CUSTOMER_SERVICE;

  const day = 86_400_000;

  /** The data of a ban's audit row: the ban as it was written (`after`) has an id. */
  type AuditData = Record<string, unknown> & { after: { id: string } };
  const inDays = (n: number) => new Date(Date.now() + n * day).toISOString();

  async function trader(overrides: Parameters<TestApi['factories']['newUser']>[0] = {}) {
    const user = await suite.api.factories.newUser(overrides);
    const { token } = await suite.api.sessions.issue(user.id, 'PASSWORD', {});
    return { id: user.id, token };
  }

  function ban(userId: bigint, kind: string, body: object, token = cs().token) {
    return supportCall(suite.api, token, 'POST', `/users/${userId}/bans/${kind}`, { body });
  }

  function lift(userId: bigint, kind: string, reason = 'Resolved', token = cs().token) {
    return supportCall(suite.api, token, 'POST', `/users/${userId}/bans/${kind}/lift`, { body: { reason } });
  }

  const balanceOf = (token: string) => request(suite.api.http).get('/api/balance').set(bearer(token));
  const withdraw = (token: string) =>
    request(suite.api.http).post('/api/balance/extract').set(bearer(token)).send({});

  describe('bans', () => {
    it('a login ban ends every session at once (401) and keeps new sessions out until lifted (RISK5001)', async () => {
      const t = await trader();
      expect((await balanceOf(t.token)).status).toBe(200);
      const res = await ban(t.id, 'LOGIN', { reason: 'Account takeover report', until: inDays(3) });
      expect(res.status).toBe(200);
      expect(res.body.data.activeBans).toEqual(['LOGIN']);
      expect(res.body.data.bans[0]).toMatchObject({
        kind: 'LOGIN',
        reason: 'Account takeover report',
        staffId: String(cs().id),
        active: true,
        liftedAt: null,
      });
      expect((await balanceOf(t.token)).status).toBe(401);
      const sessions = await suite.api.prisma.session.findMany({ where: { userId: t.id } });
      expect(sessions.every((s) => s.revokedAt !== null)).toBe(true);
      await expect(suite.api.app.get(BansService).assertNotBanned(t.id, 'LOGIN')).rejects.toMatchObject({
        code: 'RISK5001',
      });

      expect((await lift(t.id, 'LOGIN')).body.data.activeBans).toEqual([]);
      const again = await suite.api.sessions.issue(t.id, 'PASSWORD', {});
      expect((await balanceOf(again.token)).status).toBe(200);
    });

    it('a withdrawal ban refuses the withdrawal with RISK5002 until lifted; other sessions stay', async () => {
      const t = await trader();
      await ban(t.id, 'WITHDRAWAL', { reason: 'Chargeback under review', until: null }).expect(200);
      const refused = await withdraw(t.token);
      expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 403, code: 'RISK5002' });
      expect((await balanceOf(t.token)).status).toBe(200);
      await lift(t.id, 'WITHDRAWAL').expect(200);
      expect((await withdraw(t.token)).body.code).not.toBe('RISK5002');
    });

    it.each([
      ['C2C_BUY', 'RISK5003'],
      ['C2C_SELL', 'RISK5004'],
    ])('a %s ban is in force until its end and refuses that side (%s)', async (kind, code) => {
      const t = await trader();
      await ban(t.id, kind, { reason: 'Suspicious trades', until: inDays(1) }).expect(200);
      const bans = suite.api.app.get(BansService);
      await expect(bans.assertNotBanned(t.id, kind as 'C2C_BUY')).rejects.toMatchObject({ code });
      const other = kind === 'C2C_BUY' ? 'C2C_SELL' : 'C2C_BUY';
      await expect(bans.assertNotBanned(t.id, other)).resolves.toBeUndefined();
      // Past its end, the ban is over by itself.
      await suite.api.prisma.userBan.updateMany({
        where: { userId: t.id },
        data: { until: new Date(Date.now() - 1000) },
      });
      expect(await bans.isBanned(t.id, kind as 'C2C_BUY')).toBe(false);
      const profile = await supportCall(suite.api, cs().token, 'GET', `/users/${t.id}`);
      expect(profile.body.data).toMatchObject({
        activeBans: [],
        bans: [expect.objectContaining({ active: false })],
      });
    });

    it('records the ban and its lifting in the audit log with before, after, reason and client address', async () => {
      const t = await trader();
      await ban(t.id, 'C2C_SELL', { reason: 'First', until: inDays(2) }).expect(200);
      await ban(t.id, 'C2C_SELL', { reason: 'Extended', until: inDays(9) }).expect(200);
      await lift(t.id, 'C2C_SELL', 'Cleared by review').expect(200);
      const rows = (await staffActions(suite.api, cs().id)).filter((r) => r.target === `user:${t.id}`);
      expect(rows.map((r) => r.action)).toEqual(['SUPPORT_BAN', 'SUPPORT_BAN', 'SUPPORT_UNBAN']);
      expect(rows.every((r) => typeof r.ip === 'string' && r.ip.length > 0)).toBe(true);
      const [first, second, unban] = rows.map((r) => r.data as AuditData);
      expect(first).toMatchObject({
        kind: 'C2C_SELL',
        reason: 'First',
        before: [],
        after: { reason: 'First' },
      });
      // A second ban of the kind replaces the one in force: it is lifted, and named as the row before.
      expect(second).toMatchObject({
        reason: 'Extended',
        before: [{ id: first!.after.id, reason: 'First', liftedAt: null }],
        after: { reason: 'Extended', liftedAt: null },
      });
      expect(unban).toMatchObject({
        reason: 'Cleared by review',
        before: [{ id: second!.after.id, liftedAt: null }],
        after: [{ id: second!.after.id, liftedAt: expect.any(String) }],
      });
      const stored = await suite.api.prisma.userBan.findMany({ where: { userId: t.id } });
      expect(stored).toHaveLength(2);
      expect(stored.every((b) => b.liftedAt !== null)).toBe(true);
    });

    it('lifting when no ban is in force changes nothing and writes no audit row', async () => {
      const t = await trader();
      const before = (await staffActions(suite.api, cs().id)).length;
      const res = await lift(t.id, 'C2C_BUY');
      expect(res.status).toBe(200);
      expect(res.body.data.bans).toEqual([]);
      expect(await staffActions(suite.api, cs().id)).toHaveLength(before);
    });

    it('refuses bad input with 400 and changes nothing: an end not ahead, no end given, no reason, a bad kind', async () => {
      const t = await trader();
      const past = await ban(t.id, 'LOGIN', { reason: 'x', until: new Date(Date.now() - day).toISOString() });
      expect({ status: past.status, code: past.body.code }).toEqual({ status: 400, code: '400' });
      expect(JSON.stringify(past.body.data)).toContain('until');
      for (const body of [
        { reason: 'x' },
        { until: null },
        { reason: '', until: null },
        { reason: 'x', until: 'soon' },
      ]) {
        const res = await ban(t.id, 'LOGIN', body);
        expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: '400' });
      }
      const kind = await ban(t.id, 'CHAT', { reason: 'x', until: null });
      expect({ status: kind.status, code: kind.body.code }).toEqual({ status: 400, code: '400' });
      expect(await suite.api.prisma.userBan.count({ where: { userId: t.id } })).toBe(0);
      expect((await balanceOf(t.token)).status).toBe(200);
    });

    it('answers 1001 (404) for a ban of an unknown account', async () => {
      const res = await ban(999_999_999_999n, 'LOGIN', { reason: 'x', until: null });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: '1001' });
    });
  });

  describe('certified merchant', () => {
    it('grants and removes the flag with a reason, each in the audit log with before and after', async () => {
      const t = await trader();
      const granted = await supportCall(suite.api, cs().token, 'POST', `/users/${t.id}/certified`, {
        body: { certified: true, reason: 'Merchant documents checked' },
      });
      expect({ status: granted.status, certified: granted.body.data.certified }).toEqual({
        status: 200,
        certified: true,
      });
      expect((await suite.api.prisma.user.findUniqueOrThrow({ where: { id: t.id } })).certified).toBe(true);
      const removed = await supportCall(suite.api, cs().token, 'POST', `/users/${t.id}/certified`, {
        body: { certified: false, reason: 'Complaints upheld' },
      });
      expect(removed.body.data.certified).toBe(false);
      const rows = (await staffActions(suite.api, cs().id)).filter((r) => r.target === `user:${t.id}`);
      expect(rows.map((r) => [r.action, r.data])).toEqual([
        [
          'SUPPORT_CERTIFY',
          { reason: 'Merchant documents checked', before: { certified: false }, after: { certified: true } },
        ],
        [
          'SUPPORT_CERTIFY',
          { reason: 'Complaints upheld', before: { certified: true }, after: { certified: false } },
        ],
      ]);
    });

    it('refuses to certify a trader without advanced identity verification (4001) and changes nothing', async () => {
      const t = await trader({ kycLevel: 'BASIC' });
      const res = await supportCall(suite.api, cs().token, 'POST', `/users/${t.id}/certified`, {
        body: { certified: true, reason: 'Asked to' },
      });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: '4001' });
      expect((await suite.api.prisma.user.findUniqueOrThrow({ where: { id: t.id } })).certified).toBe(false);
      expect((await staffActions(suite.api, cs().id)).filter((r) => r.target === `user:${t.id}`)).toEqual([]);
    });

    it('setting the flag it already has writes no audit row', async () => {
      const t = await trader();
      await supportCall(suite.api, cs().token, 'POST', `/users/${t.id}/certified`, {
        body: { certified: false, reason: 'No change' },
      }).expect(200);
      expect((await staffActions(suite.api, cs().id)).filter((r) => r.target === `user:${t.id}`)).toEqual([]);
    });
  });

  describe('credit adjustments', () => {
    it('adds or takes points as an ADJUSTMENT credit record with the reason and the staff member', async () => {
      const t = await trader();
      const taken = await supportCall(suite.api, cs().token, 'POST', `/users/${t.id}/credit`, {
        body: { delta: -30, reason: 'Abusive chat' },
      });
      expect({ status: taken.status, score: taken.body.data.creditScore }).toEqual({
        status: 200,
        score: 70,
      });
      const given = await supportCall(suite.api, cs().token, 'POST', `/users/${t.id}/credit`, {
        body: { delta: 15, reason: 'Penalty reviewed' },
      });
      expect(given.body.data.creditScore).toBe(85);
      const records = await suite.api.prisma.creditRecord.findMany({
        where: { userId: t.id },
        orderBy: { id: 'asc' },
      });
      expect(records.map((r) => [r.reason, r.delta, r.balanceAfter, r.staffId, r.note])).toEqual([
        ['ADJUSTMENT', -30, 70, cs().id, 'Abusive chat'],
        ['ADJUSTMENT', 15, 85, cs().id, 'Penalty reviewed'],
      ]);
      const audit = (await staffActions(suite.api, cs().id)).filter((r) => r.target === `user:${t.id}`);
      expect(audit.map((r) => [r.action, r.data])).toEqual([
        [
          'SUPPORT_CREDIT_ADJUST',
          {
            reason: 'Abusive chat',
            requested: -30,
            delta: -30,
            before: { creditScore: 100 },
            after: { creditScore: 70 },
          },
        ],
        [
          'SUPPORT_CREDIT_ADJUST',
          {
            reason: 'Penalty reviewed',
            requested: 15,
            delta: 15,
            before: { creditScore: 70 },
            after: { creditScore: 85 },
          },
        ],
      ]);
    });

    it('never takes the score below 0: the record holds the points actually moved', async () => {
      const t = await trader({ creditScore: 40 });
      const res = await supportCall(suite.api, cs().token, 'POST', `/users/${t.id}/credit`, {
        body: { delta: -1000, reason: 'Fraud confirmed' },
      });
      expect(res.body.data.creditScore).toBe(0);
      const [record] = await suite.api.prisma.creditRecord.findMany({ where: { userId: t.id } });
      expect({ delta: record!.delta, after: record!.balanceAfter }).toEqual({ delta: -40, after: 0 });
    });

    it('refuses a zero, fractional or out-of-range delta or a missing reason with 400 and changes nothing', async () => {
      const t = await trader();
      for (const body of [
        { delta: 0, reason: 'x' },
        { delta: 2.5, reason: 'x' },
        { delta: 1001, reason: 'x' },
        { delta: '-5x', reason: 'x' },
        { delta: 5 },
      ]) {
        const res = await supportCall(suite.api, cs().token, 'POST', `/users/${t.id}/credit`, { body });
        expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: '400' });
      }
      expect(await suite.api.prisma.creditRecord.count({ where: { userId: t.id } })).toBe(0);
      expect((await suite.api.prisma.user.findUniqueOrThrow({ where: { id: t.id } })).creditScore).toBe(100);
    });

    it('answers 1001 (404) for an unknown account and writes nothing', async () => {
      const res = await supportCall(suite.api, cs().token, 'POST', '/users/999999999999/credit', {
        body: { delta: 5, reason: 'x' },
      });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: '1001' });
    });
  });
});
