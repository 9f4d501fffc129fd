// Issue 29: a database that cannot be reached while a session is checked is an infrastructure fault of
// the platform, not a session that ended. The API reaches PostgreSQL through a TCP proxy this test can
// cut: every open connection is dropped and every new one closed at once, as when the database's host
// goes away.
import net from 'node:net';
import { API_ENDPOINTS } from '@p2p/contracts';
import request from 'supertest';
import { readTestEnv } from '@p2p/db/testing';
import { AppException } from '../../src/core/common/app-exception.js';
import { isInfrastructureError } from '../../src/core/infra/infrastructure-error.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { staffSessionToken } from '../support/staff-sign-in.js';

describe('core/infrastructure-errors', () => {
  /** A TCP proxy to PostgreSQL that can be cut (every connection dropped, new ones closed) and restored. */
  class CuttableProxy {
    private readonly server: net.Server;
    private readonly open = new Set<net.Socket>();
    private cut = false;

    constructor(
      private readonly targetHost: string,
      private readonly targetPort: number,
    ) {
      this.server = net.createServer((client) => {
        if (this.cut) {
          client.destroy();
          return;
        }
        const upstream = net.connect(this.targetPort, this.targetHost);
        for (const s of [client, upstream]) {
          this.open.add(s);
          s.on('close', () => this.open.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
    }

    listen(): Promise<number> {
      return new Promise((resolve, reject) => {
        this.server.once('error', reject);
        this.server.listen(0, '127.0.0.1', () => resolve((this.server.address() as net.AddressInfo).port));
      });
    }

    /** The database goes away: open connections are dropped, new ones closed as they arrive. */
    cutAll(): void {
      this.cut = true;
      for (const s of this.open) s.destroy();
    }

    restore(): void {
      this.cut = false;
    }

    close(): Promise<void> {
      this.cutAll();
      return new Promise((resolve) => this.server.close(() => resolve()));
    }
  }

  describe('a database error while a session is checked (issue 29)', () => {
    let api: TestApi;
    let proxy: CuttableProxy;

    beforeAll(async () => {
      const db = new URL(readTestEnv().databaseUrl);
      proxy = new CuttableProxy(db.hostname, Number(db.port || 5432));
      const port = await proxy.listen();
      const through = new URL(db.toString());
      through.hostname = '127.0.0.1';
      through.port = String(port);
      api = await startTestApi({ DATABASE_URL: through.toString() });
    });
    afterEach(() => proxy.restore());
    afterAll(async () => {
      proxy.restore();
      await api.close();
      await proxy.close();
    });

    it('answers 503 "try again later", never 401 "log in again", to a trader whose session check cannot reach the database (issue 29: infrastructure error is not a session error)', async () => {
      const user = await api.factories.newUser();
      const { token } = await api.sessions.issue(user.id, 'PASSWORD', {});
      const path = `/api${API_ENDPOINTS.account.hasSecurityCode.path}`;
      await request(api.http).get(path).set('Authorization', `Bearer ${token}`).expect(200);

      proxy.cutAll();
      const res = await request(api.http).get(path).set('Authorization', `Bearer ${token}`);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 503, code: '503' });
      expect(res.body.message).toMatch(/try again/i);
      expect(res.body.data).toEqual({ correlationId: expect.any(String) });

      // The session was never ended: once the database is back, the same token works.
      proxy.restore();
      await request(api.http).get(path).set('Authorization', `Bearer ${token}`).expect(200);
    });

    it('answers 503, never 401, to a staff member whose session check cannot reach the database (issue 29: infrastructure error is not a session error)', async () => {
      const staff = await api.factories.newStaff('CUSTOMER_SERVICE');
      const token = await staffSessionToken(api, staff.email, staff.password);
      const path = `/api${API_ENDPOINTS.staff.me.path}`;
      await request(api.http).get(path).set('Authorization', `Bearer ${token}`).expect(200);

      proxy.cutAll();
      const res = await request(api.http).get(path).set('Authorization', `Bearer ${token}`);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 503, code: '503' });

      proxy.restore();
      await request(api.http).get(path).set('Authorization', `Bearer ${token}`).expect(200);
    });

    it('still answers 401 to a token whose session does not exist while the database answers (issue 29)', async () => {
      const user = await api.factories.newUser();
      const { token } = await api.sessions.issue(user.id, 'PASSWORD', {});
      await api.prisma.session.updateMany({ where: { userId: user.id }, data: { revokedAt: new Date() } });
      const res = await request(api.http)
        .get(`/api${API_ENDPOINTS.account.hasSecurityCode.path}`)
        .set('Authorization', `Bearer ${token}`);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 401, code: '401' });
    });
  });

  describe('what counts as an infrastructure error (issue 29)', () => {
    const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    const named = (name: string, message = 'x') => Object.assign(new Error(message), { name });

    it.each([
      ['a refused connection', withCode('ECONNREFUSED')],
      ['a reset connection', withCode('ECONNRESET')],
      ['postgres.js: connection closed', withCode('CONNECTION_CLOSED')],
      ['postgres.js: connect timeout', withCode('CONNECT_TIMEOUT')],
      ['PostgreSQL shutting down (57P01, pg_terminate_backend)', withCode('57P01')],
      ['PostgreSQL: connection failure (08006)', withCode('08006')],
      ['PostgreSQL: too many connections (53300)', withCode('53300')],
      ['PostgreSQL: statement timeout (57014)', withCode('57014')],
      ['Prisma: cannot reach the server (P1001)', withCode('P1001')],
      ['node-postgres: connection lost', new Error('Connection terminated unexpectedly')],
      ['ioredis: retries given up', named('MaxRetriesPerRequestError')],
      ['ioredis: closed connection', new Error('Connection is closed.')],
      ['a wrapped driver error', Object.assign(new Error('query failed'), { cause: withCode('ECONNRESET') })],
      ['a plain object from another realm', { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' }],
    ])('is one: %s (issue 29: answers 503)', (_what, err) => {
      expect(isInfrastructureError(err)).toBe(true);
    });

    it.each([
      ['a catalogue error', new AppException('UNAUTHORIZED')],
      ['a unique violation (23505)', withCode('23505')],
      ['a serialization failure (40001)', withCode('40001')],
      ['a programming error', new TypeError('x is undefined')],
      ['nothing', null],
      ['a string', 'ECONNREFUSED'],
    ])('is not one: %s (issue 29: stays what it was)', (_what, err) => {
      expect(isInfrastructureError(err)).toBe(false);
    });
  });
});
