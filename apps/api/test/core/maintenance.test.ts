import request from 'supertest';
import {
  MAINTENANCE_SETTING_KEY,
  MaintenanceService,
} from '../../src/core/maintenance/maintenance.service.js';
import { startTestApi, type TestApi } from '../support/harness.js';

describe('maintenance window', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());
  afterEach(async () => {
    await api.prisma.systemSetting.deleteMany({ where: { key: MAINTENANCE_SETTING_KEY } });
    api.app.get(MaintenanceService).invalidate();
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
});
