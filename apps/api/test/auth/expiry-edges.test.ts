// The expiries of sign-in and account security, decided by the injected clock (issue 21): one API on a
// FakeClock the tests move to the edge of each expiry (1 ms before, at, after) instead of backdating rows
// or waiting. What lives in Redis (slider challenges, staff challenges, rate limits) expires by Redis's own
// clock and is tested where it is kept; maintenance windows in test/small/core/maintenance.test.ts.
import { Wallet } from 'ethers';
import { FakeClock } from '@p2p/domain';
import request from 'supertest';
import { BansService } from '../../src/modules/auth/bans.service.js';
import { EmailRepository } from '../../src/modules/email/email.repository.js';
import { EmailVerificationService } from '../../src/modules/email/email-verification.service.js';
import { humanLikeTrace } from '../../src/modules/slider/slider-trace.js';
import { SliderService } from '../../src/modules/slider/slider.service.js';
import {
  EMAIL_UNDO_HOURS,
  EmailChangeService,
  hashUndoToken,
} from '../../src/modules/users/email-change.service.js';
import { NICKNAME_CHANGE_INTERVAL_MS, ProfileService } from '../../src/modules/users/profile.service.js';
import { ChallengesService } from '../../src/modules/wallet-auth/challenges.service.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { pollScanResult, qrCodeRequest } from '../support/trader-fixtures.js';

describe('auth/expiry-edges', () => {
  const DEVICE = 'device-expiry-edges-01';

  let api: TestApi;
  const clock = new FakeClock(Date.now());

  beforeAll(async () => {
    api = await startTestApi({}, [], { clock });
  });
  afterAll(() => api.close());

  /** Sets the clock `ms` away from `at`. */
  const near = (at: Date, ms = 0) => clock.set(at.getTime() + ms);

  function tokenJti(token: string): string {
    const payload = token.split('.')[1] ?? '';
    return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { jti: string }).jti;
  }

  async function codeOf(promise: Promise<unknown>): Promise<string | null> {
    try {
      await promise;
      return null;
    } catch (err) {
      return (err as { code?: string }).code ?? String(err);
    }
  }

  describe('expiries at the clock', () => {
    it('a session is live until its expiry, refused from it (401)', async () => {
      const user = await api.factories.newUser();
      const session = await api.sessions.issue(user.id, 'PASSWORD', {});
      const { expiresAt } = await api.prisma.session.findUniqueOrThrow({
        where: { jti: tokenJti(session.token) },
      });
      expect(expiresAt.toISOString()).toBe(session.expiresAt);
      const info = () =>
        request(api.http).get(`/api/user/info/${user.id}`).set('Authorization', `Bearer ${session.token}`);
      near(expiresAt, -1);
      await info().expect(200);
      near(expiresAt);
      expect((await info()).status).toBe(401);
      near(expiresAt, 1);
      expect((await info()).status).toBe(401);
    });

    it('a ban is in force until its end, not from it', async () => {
      const user = await api.factories.newUser();
      const until = new Date(clock.nowMs() + 3600_000);
      await api.prisma.userBan.create({ data: { userId: user.id, kind: 'WITHDRAWAL', until } });
      const bans = api.app.get(BansService);
      near(until, -1);
      expect(await bans.isBanned(user.id, 'WITHDRAWAL')).toBe(true);
      near(until);
      expect(await bans.isBanned(user.id, 'WITHDRAWAL')).toBe(false);
      expect(await bans.kindsInForce(user.id)).toEqual([]);
    });

    it('a QR code waits for its callback (1009) until it expires, then answers 804', async () => {
      const res = await qrCodeRequest(api.http, DEVICE, 'LOGIN').expect(200);
      const { eventId } = res.body.data as { eventId: string };
      const { expiresAt } = await api.prisma.qrScanEvent.findUniqueOrThrow({ where: { eventId } });
      expect(expiresAt.getTime() - clock.nowMs()).toBe(api.config.auth.qrTtlSeconds * 1000);
      near(expiresAt, -1);
      expect((await pollScanResult(api.http, DEVICE, eventId)).body.code).toBe('1009');
      near(expiresAt);
      expect((await pollScanResult(api.http, DEVICE, eventId)).body.code).toBe('804');
    });

    it('a sign-in nonce is spent before its expiry, refused at it (801)', async () => {
      const challenges = api.app.get(ChallengesService);
      const address = Wallet.createRandom().address;
      const first = await challenges.issue('LOGIN', { address });
      const second = await challenges.issue('LOGIN', { address });
      expect(second.expiresAt).toEqual(first.expiresAt);
      near(first.expiresAt, -1);
      await challenges.consume(first.nonce, ['LOGIN'], { address });
      near(first.expiresAt);
      expect(await codeOf(challenges.consume(second.nonce, ['LOGIN'], { address }))).toBe('801');
    });

    it('a slider token is spent in the last millisecond of its time, refused at its end (1039)', async () => {
      const slider = api.app.get(SliderService);
      const passed = async () => {
        const { challengeId } = await slider.challenge();
        const stored = await api.redis.get(`slider:challenge:${challengeId}`);
        const { gapX } = JSON.parse(stored ?? '{}') as { gapX: number };
        return (await slider.verify({ challengeId, x: gapX, trace: humanLikeTrace(gapX) })).sliderToken;
      };
      const [first, second] = [await passed(), await passed()];
      const end = new Date(Number(first.split('.')[2]) * 1000);
      expect(second.split('.')[2]).toBe(first.split('.')[2]);
      near(end, -1);
      await slider.consume(first);
      near(end);
      expect(await codeOf(slider.consume(second))).toBe('1039');
    });

    it('an email code is good until its expiry, refused at it (1013)', async () => {
      const verification = api.app.get(EmailVerificationService);
      const email = `edge_${Date.now().toString(36)}@example.test`;
      const created = clock.now();
      const expiresAt = new Date(created.getTime() + 600_000);
      await api.app.get(EmailRepository).replaceCode({
        email,
        scene: 'REGISTER',
        codeHash: verification.hashCode(email, 'REGISTER', '123456'),
        ip: null,
        expiresAt,
        createdAt: created,
      });
      near(expiresAt, -1);
      await expect(verification.checkCode(email, 'REGISTER', '123456')).resolves.toHaveProperty('id');
      near(expiresAt);
      expect(await codeOf(verification.checkCode(email, 'REGISTER', '123456'))).toBe('1013');
    });

    it('an email change is undone within 72 hours, refused from then (1013)', async () => {
      const user = await api.factories.newUser();
      const expiresAt = new Date(clock.nowMs() + EMAIL_UNDO_HOURS * 3600_000);
      const undo = (token: string) =>
        api.prisma.emailChangeUndo.create({
          data: {
            userId: user.id,
            tokenHash: hashUndoToken(token),
            oldEmail: `old_${user.id}@example.test`,
            newEmail: user.email ?? `new_${user.id}@example.test`,
            expiresAt,
          },
        });
      const token = `undo-edge-${user.id}`;
      await undo(token);
      const emailChange = api.app.get(EmailChangeService);
      near(expiresAt);
      expect(await codeOf(emailChange.undo(token, null))).toBe('1013');
      near(expiresAt, -1);
      await expect(emailChange.undo(token, null)).resolves.toBeNull();
      expect((await api.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(
        `old_${user.id}@example.test`,
      );
    });

    it('a nickname changes once a week: refused 1 ms before the week is over (1031), taken at its end', async () => {
      const changedAt = clock.now();
      const user = await api.factories.newUser({ nicknameChangedAt: changedAt });
      const profile = api.app.get(ProfileService);
      const weekOver = new Date(changedAt.getTime() + NICKNAME_CHANGE_INTERVAL_MS);
      const nickname = `edge${user.id}`;
      near(weekOver, -1);
      expect(await codeOf(profile.update(user.id, 'jti', { nickname }))).toBe('1031');
      near(weekOver);
      expect((await profile.update(user.id, 'jti', { nickname })).nickname).toBe(nickname);
    });
  });
});
