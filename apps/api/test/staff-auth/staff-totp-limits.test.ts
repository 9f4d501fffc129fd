// Limits on the staff second factor (issue 22: staff second factor): a challenge closes after 5 wrong codes,
// it is bound to the address that passed the password, wrong codes are capped per account per hour, and
// the staff member is mailed when a code fails (read from a real SMTP catcher).
import { generate } from 'otplib';
import request from 'supertest';
import {
  STAFF_CHALLENGE_MAX_WRONG_CODES,
  STAFF_WRONG_CODES_PER_HOUR,
} from '../../src/modules/staff-auth/staff-code-limits.js';
import { type MailTestApi, startMailTestApi } from '../support/mail-catcher.js';
import type { TestApi } from '../support/harness.js';

describe('staff-auth/staff-totp-limits', () => {
  const PERIOD = 30;
  let suite: MailTestApi;
  let api: TestApi;

  beforeAll(async () => {
    suite = await startMailTestApi({ TRUSTED_PROXIES: '127.0.0.1' });
    api = suite.api;
  });
  afterAll(() => suite.close());

  let addresses = 0;
  /** A documentation address (TEST-NET-3) of its own for each call site. */
  const newAddress = () => `203.0.113.${(addresses += 1)}`;

  const password = (email: string, pass: string, from: string) =>
    request(api.http)
      .post('/api/admin/auth/login')
      .set('X-Forwarded-For', from)
      .send({ email, password: pass });
  const totp = (challenge: string, code: string, from: string) =>
    request(api.http).post('/api/admin/auth/totp').set('X-Forwarded-For', from).send({ challenge, code });
  const codeAt = (secret: string, stepOffset: number) =>
    generate({ secret, epoch: (Math.floor(Date.now() / 1000 / PERIOD) + stepOffset) * PERIOD });

  /** A staff member enrolled through the first sign-in (with the code of the step before); their secret. */
  async function enrolled() {
    const staff = await api.factories.newStaff('ADMIN');
    const from = newAddress();
    const first = await password(staff.email, staff.password, from).expect(200);
    const secret = first.body.data.enrolment.secret as string;
    // The code of the step before. When the step turned while it was under way (a loaded machine), that
    // code was two steps old and refused: it is made again in the new step and sent once more.
    const step = Math.floor(Date.now() / 1000 / PERIOD);
    let enrolment = await totp(first.body.data.challenge, await codeAt(secret, -1), from);
    if (enrolment.status !== 200 && Math.floor(Date.now() / 1000 / PERIOD) !== step)
      enrolment = await totp(first.body.data.challenge, await codeAt(secret, -1), from);
    expect(enrolment.status).toBe(200);
    return { ...staff, secret };
  }

  /** A wrong code for `secret`: one no step within the tolerance answers. */
  async function wrongCode(secret: string): Promise<string> {
    const valid = new Set(await Promise.all([-1, 0, 1].map((o) => codeAt(secret, o))));
    for (let n = 0; ; n += 1) {
      const code = String(n).padStart(6, '0');
      if (!valid.has(code)) return code;
    }
  }

  async function challengeFor(staff: { email: string; password: string }, from: string): Promise<string> {
    return (await password(staff.email, staff.password, from).expect(200)).body.data.challenge as string;
  }

  describe('staff second factor limits (issue 22: staff second factor)', () => {
    it(`closes a challenge after ${STAFF_CHALLENGE_MAX_WRONG_CODES} wrong codes: even the right code is then refused (401)`, async () => {
      const staff = await enrolled();
      const from = newAddress();
      const challenge = await challengeFor(staff, from);
      const wrong = await wrongCode(staff.secret);
      for (let i = 0; i < STAFF_CHALLENGE_MAX_WRONG_CODES; i += 1) {
        // The address lockout (5 attempts per 15 minutes) would stop this run first; it is lifted here to
        // show the challenge's own limit, which holds wherever the address limit does not.
        await api.redis.del(`staff-login-guard:addr:${staff.email}`);
        expect((await totp(challenge, wrong, from)).body.code).toBe('1013');
      }
      const closed = await totp(challenge, await codeAt(staff.secret, 0), from);
      expect(closed.status).toBe(401);
      // A new password step opens a new challenge, and the right code passes.
      await totp(await challengeFor(staff, from), await codeAt(staff.secret, 0), from).expect(200);
    });

    it('binds a challenge to the address that passed the password: the code from another address is refused (401) and audited', async () => {
      const staff = await enrolled();
      const from = newAddress();
      const other = newAddress();
      const challenge = await challengeFor(staff, from);
      const elsewhere = await totp(challenge, await codeAt(staff.secret, 0), other);
      expect(elsewhere.status).toBe(401);
      expect(elsewhere.body.data?.token).toBeUndefined();
      const audit = await api.prisma.auditLog.findFirstOrThrow({
        where: { staffId: staff.id, action: 'STAFF_TOTP_OTHER_ADDRESS' },
      });
      expect(audit.ip).toBe(other);
      // The challenge still serves the address that passed the password.
      await totp(challenge, await codeAt(staff.secret, 0), from).expect(200);
    });

    it(`caps wrong codes per account at ${STAFF_WRONG_CODES_PER_HOUR} an hour over every challenge and address: then 429`, async () => {
      const staff = await enrolled();
      const wrong = await wrongCode(staff.secret);
      let left = STAFF_WRONG_CODES_PER_HOUR;
      while (left > 0) {
        // Each address tries at most 3 codes, below both the address lockout and the challenge's limit.
        const from = newAddress();
        const challenge = await challengeFor(staff, from);
        for (let i = 0; i < 3 && left > 0; i += 1, left -= 1)
          expect((await totp(challenge, wrong, from)).body.code).toBe('1013');
      }
      const from = newAddress();
      const capped = await totp(await challengeFor(staff, from), await codeAt(staff.secret, 0), from);
      expect(capped.status).toBe(429);
      expect(capped.body.code).toBe('429');
      const locked = await api.prisma.auditLog.count({
        where: { staffId: staff.id, action: 'STAFF_TOTP_LOCKED' },
      });
      expect(locked).toBe(1);
    });

    it('mails the staff member when a code fails after their password: where from, once per challenge, never the code', async () => {
      const staff = await enrolled();
      const wrong = await wrongCode(staff.secret);
      const from = newAddress();
      const challenge = await challengeFor(staff, from);
      await totp(challenge, wrong, from).expect(400);
      await totp(challenge, wrong, from).expect(400);
      const mail = await suite.catcher.waitFor(staff.email);
      expect(mail.subject).toContain('wrong sign-in code');
      expect(mail.text).toContain(from);
      expect(mail.text).not.toContain(wrong);
      // A second challenge with a wrong code mails again; the second wrong code of the first one did not.
      const later = newAddress();
      await totp(await challengeFor(staff, later), wrong, later).expect(400);
      await suite.catcher.waitFor(staff.email, { match: (m) => (m.text ?? '').includes(later) });
      const mails = (await suite.catcher.list()).filter((m) => m.to.some((t) => t.address === staff.email));
      expect(mails).toHaveLength(2);
    });
  });
});
