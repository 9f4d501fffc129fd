// The security password out of URLs and logs (issue 22, "Privacy": the probe's point "the security
// password in URLs"), through HTTP with the API's real request log captured: "I have received" takes the
// security password in the body as well as in the query string the spec names (`?securityCode=`), and
// the log never holds it, nor any other secret-bearing field (password, securityPassword, code, totp,
// token, ...), in the query string in any form, the parsed query or a body, on success and on a 500.
import { Body, Controller, Get, HttpCode, Module, Post } from '@nestjs/common';
import request from 'supertest';
import { startTestApi, type TestApi } from '../support/harness.js';
import { until } from '../support/payout-helpers.js';
import { confirmingOrder, retireEscrowCoins } from '../appeals/appeal-fixtures.js';
import { get, post, SECURITY } from './order-fixtures.js';

describe('orders/security-code-privacy', () => {
  /** Routes that answer 200 or fail with a 500, to see what the log keeps of a request either way. */
  @Controller('log-probe')
  class LogProbeController {
    @Get('ok')
    read(): null {
      return null;
    }

    @Post('ok')
    @HttpCode(200)
    write(@Body() _body: unknown): null {
      return null;
    }

    @Post('fail')
    fail(): never {
      throw new Error('probe failure');
    }
  }

  @Module({ controllers: [LogProbeController] })
  class LogProbeModule {}

  let api: TestApi;
  const lines: string[] = [];
  const log = () => lines.join('');

  beforeAll(async () => {
    api = await startTestApi({ LOG_LEVEL: 'info' }, [LogProbeModule], {
      logStream: { write: (line: string) => lines.push(line) },
    });
  });
  afterAll(async () => {
    await retireEscrowCoins(api);
    await api.close();
  });

  /** Waits until the request log has a line for `path` (it is written when the response finishes). */
  const logged = (path: string) => until(`the log line of ${path}`, () => log().includes(path));

  describe('"I have received" with the security password in the body (issue 22: the security password in URLs)', () => {
    it('takes it in the body, as the app sends it: the order moves on to the release (issue 22: the security password in the body)', async () => {
      const { seller, id } = await confirmingOrder(api);
      const res = await post(api, seller, `/c2c/deal/order/confirm/${id}`, { securityCode: SECURITY }).expect(
        200,
      );
      expect(res.body.data.status).toBe('PENDING_CHAIN_CONFIRM');
    });

    it('refuses a wrong one in the body (USER3011), and the body wins over the query string', async () => {
      const { seller, id } = await confirmingOrder(api);
      const wrong = await post(api, seller, `/c2c/deal/order/confirm/${id}`, { securityCode: '13579' });
      expect(wrong.body.code).toBe('USER3011');
      const both = await post(api, seller, `/c2c/deal/order/confirm/${id}?securityCode=${SECURITY}`, {
        securityCode: '13579',
      });
      expect(both.body.code).toBe('USER3011');
      expect((await get(api, seller, `/c2c/deal/order/${id}`)).body.data.status).toBe('WAIT_SELLER_CONFIRM');
    });

    it('refuses a malformed one in the body with a catalogue code (400), never a 500', async () => {
      const { seller, id } = await confirmingOrder(api);
      const res = await post(api, seller, `/c2c/deal/order/confirm/${id}`, { securityCode: { $ne: '' } });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: '400' });
    });

    it('still takes the query string the spec names (issue 22: accepted in the body as well as the query string)', async () => {
      const { seller, id } = await confirmingOrder(api);
      const res = await post(api, seller, `/c2c/deal/order/confirm/${id}?securityCode=${SECURITY}`).expect(
        200,
      );
      expect(res.body.data.status).toBe('PENDING_CHAIN_CONFIRM');
      await logged(`/api/c2c/deal/order/confirm/${id}?securityCode=[redacted]`);
    });
  });

  describe('the request log holds no secret (issue 22: request logs redact securityCode and every secret-bearing field)', () => {
    it('masks the security code of "I have received" in the URL and the parsed query (issue 22: securityCode redacted from the request log)', async () => {
      const { seller, id } = await confirmingOrder(api);
      const secret = 'Confirm-Secret-7391';
      await post(api, seller, `/c2c/deal/order/confirm/${id}?securityCode=${secret}`);
      await logged(`/api/c2c/deal/order/confirm/${id}?securityCode=[redacted]`);
      expect(log()).not.toContain(secret);
    });

    it('masks every secret-bearing query field in every form: any case, snake case, percent-encoded, nested, dotted, as a list (issue 22: redacted in every form)', async () => {
      const forms: [string, string][] = [
        ['securityCode', 'Sec-A-101'],
        ['SECURITYCODE', 'Sec-B-102'],
        ['security_code', 'Sec-C-103'],
        ['%73ecurity%43ode', 'Sec-D-104'],
        ['order[securityCode]', 'Sec-E-105'],
        ['order.securityCode', 'Sec-F-106'],
        ['securityCode[]', 'Sec-G-107'],
        ['password', 'Sec-H-108'],
        ['securityPassword', 'Sec-I-109'],
        ['code', 'Sec-J-110'],
        ['totp', 'Sec-K-111'],
        ['token', 'Sec-L-112'],
        ['sliderToken', 'Sec-M-113'],
        ['newPassword', 'Sec-N-114'],
      ];
      const query = forms.map(([k, v]) => `${k}=${v}`).join('&');
      await request(api.http)
        .get(`/api/log-probe/ok?marker=query-forms&${query}&reasonCode=KEEP-ME`)
        .expect(200);
      await logged('marker=query-forms');
      for (const [, value] of forms) expect(log()).not.toContain(value);
      // What carries no secret stays readable.
      expect(log()).toContain('reasonCode=KEEP-ME');
      expect(log()).toContain('securityCode=[redacted]');
    });

    it('keeps secrets of a JSON or form body out of the log (issue 22: redacted in the body)', async () => {
      await request(api.http)
        .post('/api/log-probe/ok?marker=json-body')
        .send({ securityCode: 'Body-Json-201', nested: { password: 'Body-Json-202' }, totp: '654321' })
        .expect(200);
      await request(api.http)
        .post('/api/log-probe/ok?marker=form-body')
        .type('form')
        .send('securityCode=Body-Form-203&code=Body-Form-204')
        .expect(200);
      await logged('marker=json-body');
      await logged('marker=form-body');
      for (const value of ['Body-Json-201', 'Body-Json-202', '654321', 'Body-Form-203', 'Body-Form-204'])
        expect(log()).not.toContain(value);
    });

    it('masks them in the error log of a 500 as well (issue 22: redacted in every log line)', async () => {
      const res = await request(api.http)
        .post('/api/log-probe/fail?marker=server-error&securityCode=Fail-Secret-301')
        .send({ securityPassword: 'Fail-Secret-302' });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 500, code: '500' });
      await until('the error line', () => log().includes('probe failure'));
      await logged('marker=server-error');
      expect(log()).toContain('/api/log-probe/fail?marker=server-error&securityCode=[redacted]');
      expect(log()).not.toContain('Fail-Secret-301');
      expect(log()).not.toContain('Fail-Secret-302');
    });
  });
});
