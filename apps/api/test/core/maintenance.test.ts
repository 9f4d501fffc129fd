import postgres from 'postgres';
import request from 'supertest';
import { SETTINGS_CHANGED_CHANNEL } from '../../src/core/maintenance/maintenance.repository.js';
import {
  MAINTENANCE_SETTING_KEY,
  MaintenanceService,
} from '../../src/core/maintenance/maintenance.service.js';
import { startTestApi, type TestApi } from '../support/harness.js';

describe('core/maintenance', () => {
  describe('maintenance window', () => {
    const HOUR = 3_600_000;
    const began = Date.now();
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi();
    });
    afterAll(() => api.close());
    afterEach(async () => {
      await api.prisma.systemSetting.deleteMany({ where: { key: MAINTENANCE_SETTING_KEY } });
      api.app.get(MaintenanceService).invalidate();
      // The app's timed beats record a window in force (its real start and end, up to an hour ahead); the
      // later files of this worker's database do not run in it.
      await api.prisma.outage.deleteMany({
        where: { kind: 'MAINTENANCE', startAt: { gte: new Date(began - 2 * HOUR) } },
      });
    });

    async function setWindow(startOffsetMin: number, endOffsetMin: number) {
      const start = new Date(Date.now() + startOffsetMin * 60000).toISOString();
      const end = new Date(Date.now() + endOffsetMin * 60000).toISOString();
      await api.prisma.systemSetting.upsert({
        where: { key: MAINTENANCE_SETTING_KEY },
        create: { key: MAINTENANCE_SETTING_KEY, value: { start, end } },
        update: { value: { start, end } },
      });
      api.app.get(MaintenanceService).invalidate();
      return { start, end };
    }

    it('answers 401 with the two-item start/end list to a private call during the window', async () => {
      const { start, end } = await setWindow(-10, 50);
      const res = await request(api.http).get('/api/no/such/route').expect(401);
      expect(res.body.code).toBe('401');
      expect(JSON.parse(res.body.message)).toEqual([start, end]);
      expect(res.body.data).toEqual({ start, end });
    });

    it('keeps the public calls (health, reference data, documents, staff) working during the window', async () => {
      await setWindow(-10, 50);
      await request(api.http).get('/api/health').expect(200);
      await request(api.http).get('/api/common/coin').expect(200);
      await request(api.http).get('/api/c2c/coin/config/list').expect(200);
      const staff = await request(api.http)
        .post('/api/admin/auth/login')
        .send({ email: 'a@b.test', password: 'x' });
      expect(staff.body.code).toBe('1004');
    });

    it('does nothing before the window opens or after it closed', async () => {
      await setWindow(10, 60);
      const before = await request(api.http).get('/api/no/such/route');
      expect(before.body.code).toBe('404');
      await setWindow(-60, -10);
      const after = await request(api.http).get('/api/no/such/route');
      expect(after.body.code).toBe('404');
    });

    describe('the setting is cached, not read per request', () => {
      /** Another client of the database: what the console or psql would be. */
      let other: postgres.Sql;
      beforeAll(() => {
        other = postgres(api.config.databaseUrl, { max: 1, onnotice: () => undefined });
      });
      afterAll(() => other.end());

      async function codeOfPrivateCall(): Promise<string> {
        const res = await request(api.http).get('/api/no/such/route');
        return res.body.code as string;
      }

      it('answers private calls without reading system_settings while another connection locks it', async () => {
        expect(await codeOfPrivateCall()).toBe('404');
        await other.begin(async (tx) => {
          await tx`LOCK TABLE system_settings IN ACCESS EXCLUSIVE MODE`;
          const codes = await Promise.race([
            Promise.all([codeOfPrivateCall(), codeOfPrivateCall(), codeOfPrivateCall()]),
            // answers that wait on the locked table would take longer than this
            new Promise<'blocked'>((r) => setTimeout(() => r('blocked'), 1000)),
          ]);
          expect(codes).toEqual(['404', '404', '404']);
        });
      });

      it('opens the window in every process within a second of a NOTIFY from another connection', async () => {
        expect(await codeOfPrivateCall()).toBe('404');
        const start = new Date(Date.now() - 60_000).toISOString();
        const end = new Date(Date.now() + 3_600_000).toISOString();
        await other`INSERT INTO system_settings (key, value, updated_at)
        VALUES (${MAINTENANCE_SETTING_KEY}, ${other.json({ start, end })}, now())`;
        // Not notified yet: the cached "no window" still answers.
        expect(await codeOfPrivateCall()).toBe('404');
        await other`SELECT pg_notify(${SETTINGS_CHANGED_CHANNEL}, ${MAINTENANCE_SETTING_KEY})`;
        const began = Date.now();
        while ((await codeOfPrivateCall()) !== '401') {
          expect(Date.now() - began).toBeLessThan(1000);
          await new Promise((r) => setTimeout(r, 20));
        }
      });

      it('notifyChanged() reaches the cache the same way', async () => {
        expect(await codeOfPrivateCall()).toBe('404');
        const start = new Date(Date.now() - 60_000).toISOString();
        const end = new Date(Date.now() + 3_600_000).toISOString();
        await other`INSERT INTO system_settings (key, value, updated_at)
        VALUES (${MAINTENANCE_SETTING_KEY}, ${other.json({ start, end })}, now())`;
        await api.app.get(MaintenanceService).notifyChanged();
        expect(await codeOfPrivateCall()).toBe('401');
      });
    });
  });
});
