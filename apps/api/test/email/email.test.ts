import { createHmac } from 'node:crypto';
import { EMAIL_CODE_SCENES, type EmailCodeScene } from '@p2p/contracts';
import { LANGUAGES } from '@p2p/i18n';
import request from 'supertest';
import { EMAIL_CODE_DAILY_LIMIT } from '../../src/modules/email/email-rate-limit.js';
import {
  EMAIL_CODE_MAX_ATTEMPTS,
  EmailVerificationService,
} from '../../src/modules/email/email-verification.service.js';
import { describeSmtpUrl } from '../../src/modules/email/mail.service.js';
import {
  MAIL_TEMPLATE_NAMES,
  MAIL_TEMPLATES,
  renderEmailCodeMail,
} from '../../src/modules/email/templates.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { codeIn, freePort, type MailCatcher, passSlider, startMailCatcher } from '../support/mail-catcher.js';

describe('email/email', () => {
  let counter = 0;
  function newAddress(): string {
    counter += 1;
    return `mail_${Date.now().toString(36)}_${counter}@example.test`;
  }

  describe('mail templates', () => {
    it('has every template, with every scene, in every language', () => {
      for (const lang of LANGUAGES) {
        const templates = MAIL_TEMPLATES[lang];
        expect(templates).toBeDefined();
        for (const name of MAIL_TEMPLATE_NAMES) {
          const tpl = templates[name];
          for (const text of [tpl.subject, tpl.greeting, tpl.body, tpl.warning, tpl.signature]) {
            expect(text.trim()).not.toBe('');
          }
          expect(Object.keys(tpl.purpose).sort()).toEqual([...EMAIL_CODE_SCENES].sort());
          for (const scene of EMAIL_CODE_SCENES) expect(tpl.purpose[scene].trim()).not.toBe('');
          expect(tpl.body).toContain('{{code}}');
          expect(tpl.body).toContain('{{minutes}}');
        }
      }
    });

    it('is really translated: no two languages share a subject', () => {
      const subjects = LANGUAGES.map((lang) => renderEmailCodeMail(lang, 'REGISTER', '123456', 10).subject);
      expect(new Set(subjects).size).toBe(LANGUAGES.length);
    });

    it('renders the code and the minutes with nothing left unfilled', () => {
      for (const lang of LANGUAGES) {
        for (const scene of EMAIL_CODE_SCENES) {
          const mail = renderEmailCodeMail(lang, scene, '042917', 10);
          for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\{|\}\}/);
          expect(mail.text).toContain('042917');
          expect(mail.text).toContain('10');
          expect(mail.html).toContain('<strong style="font-size:20px">042917</strong>');
        }
      }
    });

    it('never shows the SMTP credentials when describing the server', () => {
      expect(describeSmtpUrl('smtp://mailer:s3cret@mail.example.test:587')).toBe(
        'smtp://mail.example.test:587',
      );
    });
  });

  describe('email codes', () => {
    let api: TestApi;
    let catcher: MailCatcher;
    let verification: EmailVerificationService;

    beforeAll(async () => {
      catcher = await startMailCatcher();
      api = await startTestApi({ SMTP_URL: catcher.smtpUrl });
      verification = api.app.get(EmailVerificationService);
    });
    afterAll(async () => {
      await api?.close();
      await catcher?.stop();
    });
    beforeEach(() => catcher.clear());

    async function send(email: string, scene: EmailCodeScene = 'REGISTER', language = 'en_US') {
      const sliderToken = await passSlider(api.http);
      return request(api.http)
        .post('/api/email/send')
        .set('language', language)
        .send({ email, scene, sliderToken });
    }

    async function sendOk(email: string, scene: EmailCodeScene = 'REGISTER', language = 'en_US') {
      const res = await send(email, scene, language);
      expect({ status: res.status, body: res.body }).toMatchObject({ status: 200, body: { code: '200' } });
      return res;
    }

    async function sendAndRead(email: string, scene: EmailCodeScene = 'REGISTER'): Promise<string> {
      await sendOk(email, scene);
      return codeIn(await catcher.waitFor(email));
    }

    function verify(email: string, code: string, scene: EmailCodeScene = 'REGISTER') {
      return request(api.http).post('/api/email/verify').send({ email, code, scene });
    }

    function rowsOf(email: string) {
      return api.prisma.emailCode.findMany({ where: { email }, orderBy: { id: 'asc' } });
    }

    it('sends a code that arrives by mail in the requested language; only its hash is stored', async () => {
      const zh = newAddress();
      const res = await sendOk(zh, 'REGISTER', 'zh_TW');
      expect(res.body).toMatchObject({ code: '200', data: { expiresInSeconds: 600, resendInSeconds: 60 } });
      const mail = await catcher.waitFor(zh);
      expect(mail.subject).toBe('P2P 交易市場 驗證碼');
      expect(mail.from[0]).toEqual({ address: 'no-reply@p2p.local', name: 'P2P Market' });
      expect(mail.text).toContain('您正在註冊');
      const code = codeIn(mail);

      const [row] = await rowsOf(zh);
      expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
      const key = createHmac('sha256', api.config.jwtSecret).update('email-code').digest();
      expect(row!.codeHash).toBe(createHmac('sha256', key).update(`REGISTER:${zh}:${code}`).digest('hex'));
      expect(JSON.stringify(row, (_k, v) => (typeof v === 'bigint' ? String(v) : v))).not.toContain(code);
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(600_000);

      const en = newAddress();
      await sendOk(en, 'REGISTER', 'en_US');
      const enMail = await catcher.waitFor(en);
      expect(enMail.subject).toBe('P2P Market verification code');
      expect(enMail.subject).not.toBe(mail.subject);
      expect(enMail.text).toContain('You are registering');
    });

    it('rejects a second send to the same address within 60 s (429, 1011)', async () => {
      const email = newAddress();
      await sendOk(email);
      const res = await send(email.toUpperCase());
      expect(res.status).toBe(429);
      expect(res.body.code).toBe('1011');
      expect(res.body.data.retryAfterSeconds).toBeGreaterThan(0);
      expect(res.body.data.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect(await rowsOf(email)).toHaveLength(1);
      await catcher.waitFor(email);
      expect((await catcher.list()).filter((m) => m.to[0]?.address === email)).toHaveLength(1);
    });

    it(`allows an address at most ${EMAIL_CODE_DAILY_LIMIT} codes a day (429, 1011)`, async () => {
      const email = newAddress();
      await api.redis.set(`email-code:day:${email}`, String(EMAIL_CODE_DAILY_LIMIT), 'EX', 86_400);
      const res = await send(email);
      expect(res.status).toBe(429);
      expect(res.body.code).toBe('1011');
      expect(await rowsOf(email)).toHaveLength(0);
    });

    it('allows one IP address at most 30 codes an hour (429, 1011)', async () => {
      await sendOk(newAddress());
      const prefix = api.config.redisPrefix;
      const [ipKey] = (await api.redis.keys(`${prefix}email-code:ip:*`)).map((k) => k.slice(prefix.length));
      expect(ipKey).toBeDefined();
      try {
        await api.redis.set(ipKey!, '30', 'EX', 3600);
        const email = newAddress();
        const res = await send(email);
        expect(res.status).toBe(429);
        expect(res.body.code).toBe('1011');
        expect(await rowsOf(email)).toHaveLength(0);
      } finally {
        await api.redis.del(ipKey!);
      }
    });

    it('refuses REGISTER, BIND and CHANGE_EMAIL for a registered address (1000)', async () => {
      const user = await api.factories.newUser();
      for (const scene of ['REGISTER', 'BIND', 'CHANGE_EMAIL'] as const) {
        const res = await send(user.email!, scene);
        expect(res.status).toBe(409);
        expect(res.body.code).toBe('1000');
      }
      expect(await rowsOf(user.email!)).toHaveLength(0);
      expect(await catcher.list()).toHaveLength(0);
    });

    it('refuses RESET_PASSWORD for an unknown address (1002) and sends it to a registered one', async () => {
      const unknown = await send(newAddress(), 'RESET_PASSWORD');
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('1002');
      const user = await api.factories.newUser();
      await sendOk(user.email!, 'RESET_PASSWORD', 'es_ES');
      expect((await catcher.waitFor(user.email!)).text).toContain('restablecer tu contraseña');
    });

    it('verifies a code once; the second use fails (1013)', async () => {
      const email = newAddress();
      const code = await sendAndRead(email);
      const res = await verify(email, code).expect(200);
      expect(res.body.data).toEqual({
        verificationToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        scene: 'REGISTER',
        expiresInSeconds: 600,
      });
      expect((await rowsOf(email))[0]!.usedAt).not.toBeNull();
      const again = await verify(email, code);
      expect(again.status).toBe(400);
      expect(again.body.code).toBe('1013');
    });

    it('hands out a single-use proof for its own scene only (1013)', async () => {
      const email = newAddress();
      const code = await sendAndRead(email);
      const { verificationToken } = (await verify(email, code).expect(200)).body.data;
      await expect(verification.consume(verificationToken, 'REGISTER')).resolves.toBe(email);
      await expect(verification.consume(verificationToken, 'REGISTER')).rejects.toMatchObject({
        code: '1013',
      });
      const other = await verification.issueToken(email, 'REGISTER');
      await expect(verification.consume(other, 'RESET_PASSWORD')).rejects.toMatchObject({ code: '1013' });
      await expect(verification.consume('not-a-token', 'REGISTER')).rejects.toMatchObject({ code: '1013' });
    });

    it('verifies and burns a code in one step for calls that take it directly', async () => {
      const email = newAddress();
      const code = await sendAndRead(email);
      await expect(verification.consumeCode(email.toUpperCase(), 'REGISTER', code)).resolves.toBeUndefined();
      await expect(verification.consumeCode(email, 'REGISTER', code)).rejects.toMatchObject({ code: '1013' });
      await expect(verification.consumeCode(newAddress(), 'REGISTER', code)).rejects.toMatchObject({
        code: '1013',
      });
    });

    it(`answers a wrong code with 1013 and burns the code after ${EMAIL_CODE_MAX_ATTEMPTS} wrong ones`, async () => {
      const email = newAddress();
      const code = await sendAndRead(email);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < EMAIL_CODE_MAX_ATTEMPTS; i += 1) {
        const res = await verify(email, wrong);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('1013');
      }
      expect((await verify(email, code)).body.code).toBe('1013');
      const [row] = await rowsOf(email);
      expect(row!.attempts).toBe(EMAIL_CODE_MAX_ATTEMPTS);
      expect(row!.usedAt).toBeNull();
    });

    it('answers an expired code with 1013', async () => {
      const email = newAddress();
      const code = await sendAndRead(email);
      await api.prisma.emailCode.updateMany({
        where: { email },
        data: { expiresAt: new Date(Date.now() - 1000) },
      });
      const res = await verify(email, code);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('1013');
    });

    it('a code of another scene does not count (1013)', async () => {
      const user = await api.factories.newUser();
      const code = await sendAndRead(user.email!, 'RESET_PASSWORD');
      expect((await verify(user.email!, code, 'REGISTER')).body.code).toBe('1013');
      await verify(user.email!, code, 'RESET_PASSWORD').expect(200);
    });

    it('a newer code replaces the older one', async () => {
      const email = newAddress();
      const first = await sendAndRead(email);
      await api.redis.del(`email-code:cooldown:${email}`); // as if the minute had passed
      await catcher.clear();
      const second = await sendAndRead(email);
      if (first !== second) expect((await verify(email, first)).body.code).toBe('1013');
      await verify(email, second).expect(200);
    });

    it('answers whether an address is registered', async () => {
      const user = await api.factories.newUser();
      const registered = await request(api.http).get(`/api/email/check/${user.email}`).expect(200);
      expect(registered.body).toMatchObject({ code: '200', data: { registered: true } });
      const upper = await request(api.http).get(`/api/email/check/${user.email!.toUpperCase()}`).expect(200);
      expect(upper.body.data).toEqual({ registered: true });
      const unknown = await request(api.http).get(`/api/email/check/${newAddress()}`).expect(200);
      expect(unknown.body.data).toEqual({ registered: false });
    });

    it('answers a malformed email with 1003 (HTTP 400) and writes nothing', async () => {
      const check = await request(api.http).get('/api/email/check/not-an-email');
      expect(check.status).toBe(400);
      expect(check.body.code).toBe('1003');
      const before = await api.prisma.emailCode.count();
      const sliderToken = await passSlider(api.http);
      const res = await request(api.http)
        .post('/api/email/send')
        .send({ email: 'not-an-email', scene: 'REGISTER', sliderToken });
      expect(res.status).toBe(400);
      expect(res.body.data.map((p: { field: string }) => p.field)).toEqual(['email']);
      expect(await api.prisma.emailCode.count()).toBe(before);
      expect(await catcher.list()).toHaveLength(0);
      const verifyRes = await request(api.http)
        .post('/api/email/verify')
        .send({ email: 'bad@', code: '12', scene: 'LOGIN' });
      expect(verifyRes.status).toBe(400);
      // The rejected call did not spend the slider token.
      const email = newAddress();
      await request(api.http)
        .post('/api/email/send')
        .send({ email, scene: 'REGISTER', sliderToken })
        .expect(200);
    });

    it('sends nothing without a valid slider token (1039)', async () => {
      const email = newAddress();
      for (const sliderToken of ['slider-token', `sl.${'A'.repeat(22)}.9999999999.${'B'.repeat(43)}`]) {
        const res = await request(api.http)
          .post('/api/email/send')
          .send({ email, scene: 'REGISTER', sliderToken });
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('1039');
      }
      const spent = await passSlider(api.http);
      await request(api.http)
        .post('/api/email/send')
        .send({ email, scene: 'REGISTER', sliderToken: spent })
        .expect(200);
      const reused = await request(api.http)
        .post('/api/email/send')
        .send({ email: newAddress(), scene: 'REGISTER', sliderToken: spent });
      expect(reused.body.code).toBe('1039');
      expect(await rowsOf(email)).toHaveLength(1);
    });
  });

  describe('email codes when the mail server is down', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${await freePort()}` });
    });
    afterAll(() => api?.close());

    it('answers 1012, keeps no code and lets the address try again at once', async () => {
      const email = newAddress();
      for (let i = 0; i < 2; i += 1) {
        const sliderToken = await passSlider(api.http);
        const res = await request(api.http)
          .post('/api/email/send')
          .send({ email, scene: 'REGISTER', sliderToken });
        expect(res.status).toBe(500);
        expect(res.body.code).toBe('1012');
        expect(JSON.stringify(res.body)).not.toContain('s3cret');
      }
      expect(await api.prisma.emailCode.count({ where: { email } })).toBe(0);
    });
  });
});
