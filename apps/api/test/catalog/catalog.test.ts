import request from 'supertest';
import { CatalogService } from '../../src/modules/catalog/catalog.service.js';
import { startTestApi, type TestApi } from '../support/harness.js';

describe('catalog/catalog', () => {
  describe('reference calls on the real database', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi();
    });
    afterAll(() => api.close());

    describe('GET /api/common/coin', () => {
      it('lists MEC (scale 18) and USDT (scale 6) in the envelope', async () => {
        const res = await request(api.http).get('/api/common/coin').query({ pageSize: 100 }).expect(200);
        expect(res.body.code).toBe('200');
        const bySymbol = Object.fromEntries(
          res.body.data.list.map((c: { enShort: string; assetScale: number }) => [c.enShort, c.assetScale]),
        );
        expect(bySymbol).toMatchObject({ MEC: 18, USDT: 6 });
        // Other test files of the run add coins of their own: the total is the enabled coins in the database.
        const enabled = await api.prisma.coin.count({ where: { enabled: true } });
        expect(res.body.data).toMatchObject({ pageNo: 1, pageSize: 100, total: enabled });
      });

      it('rejects pageSize above 100 with code 400 naming the field', async () => {
        const res = await request(api.http).get('/api/common/coin').query({ pageSize: 101 }).expect(400);
        expect(res.body.code).toBe('400');
        expect(res.body.data[0].field).toBe('pageSize');
        expect(res.body.data[0].messages[0]).not.toMatch(/^validation\./);
      });

      it('rejects a non-numeric pageNo with code 400', async () => {
        const res = await request(api.http).get('/api/common/coin').query({ pageNo: 'abc' }).expect(400);
        expect(res.body.code).toBe('400');
      });

      it('rejects unknown query parameters with code 400', async () => {
        const res = await request(api.http).get('/api/common/coin').query({ evil: '1' }).expect(400);
        expect(res.body.code).toBe('400');
      });

      it('hides a disabled coin', async () => {
        const usdt = await api.factories.coin('USDT');
        await api.prisma.coin.update({ where: { id: usdt.id }, data: { enabled: false } });
        // A writer of reference data drops the cache (reference-cache.test.ts covers the NOTIFY path).
        api.app.get(CatalogService).invalidate();
        try {
          const res = await request(api.http).get('/api/common/coin').query({ pageSize: 100 }).expect(200);
          const symbols = res.body.data.list.map((c: { enShort: string }) => c.enShort);
          expect(symbols).toContain('MEC');
          expect(symbols).not.toContain('USDT');
        } finally {
          await api.prisma.coin.update({ where: { id: usdt.id }, data: { enabled: true } });
          api.app.get(CatalogService).invalidate();
        }
      });
    });

    describe('GET /api/c2c/coin/config/list', () => {
      it('lists coin pairs with decimal-string bounds', async () => {
        const res = await request(api.http)
          .get('/api/c2c/coin/config/list')
          .query({ pageSize: 100 })
          .expect(200);
        expect(res.body.data.total).toBeGreaterThan(0);
        const pair = res.body.data.list.find((p: { enShort: string; quote: string }) => p.enShort === 'MEC');
        expect(pair).toBeDefined();
        for (const p of res.body.data.list) {
          for (const k of ['minPrice', 'maxPrice', 'minQuantity', 'maxQuantity']) {
            if (p[k] !== null) expect(typeof p[k]).toBe('string');
          }
        }
      });
    });

    describe('GET /api/common/country/all', () => {
      it('answers countries with 3-letter code, abb2, name and coordinates', async () => {
        const res = await request(api.http).get('/api/common/country/all').expect(200);
        const list = res.body.data as Array<{ code: string; abb2: string; name: string; latitude: number }>;
        expect(list.length).toBeGreaterThan(200);
        const tw = list.find((c) => c.abb2 === 'TW');
        expect(tw).toMatchObject({ code: 'TWN', name: expect.any(String), latitude: expect.any(Number) });
        for (const c of list) {
          expect(c.code).toMatch(/^[A-Z]{3}$/);
          expect(c.abb2).toMatch(/^[A-Z]{2}$/);
        }
      });

      it('drops entries without abb2 and excludes YU', async () => {
        const res = await request(api.http).get('/api/common/country/all').expect(200);
        const abb2s = res.body.data.map((c: { abb2: string }) => c.abb2);
        expect(abb2s).not.toContain('YU');
        expect(abb2s).not.toContain('');
      });
    });

    describe('GET /api/common/dict', () => {
      it('maps zh_TW to the ZH_TW dictionary', async () => {
        const res = await request(api.http).get('/api/common/dict').set('language', 'zh_TW').expect(200);
        expect(res.body.data.length).toBeGreaterThan(0);
        expect(new Set(res.body.data.map((d: { language: string }) => d.language))).toEqual(
          new Set(['ZH_TW']),
        );
      });

      it('maps en (sent as en_US) to EN_US', async () => {
        const res = await request(api.http).get('/api/common/dict').set('language', 'en_US').expect(200);
        expect(new Set(res.body.data.map((d: { language: string }) => d.language))).toEqual(
          new Set(['EN_US']),
        );
      });

      it('maps ko_KR to KO_KR and vi_VN to VI_VN', async () => {
        const ko = await request(api.http).get('/api/common/dict').set('language', 'ko_KR').expect(200);
        const vi = await request(api.http).get('/api/common/dict').set('language', 'vi_VN').expect(200);
        expect(ko.body.data[0].language).toBe('KO_KR');
        expect(vi.body.data[0].language).toBe('VI_VN');
      });

      it('maps other languages (th_TH) to EN_US', async () => {
        const res = await request(api.http).get('/api/common/dict').set('language', 'th_TH').expect(200);
        expect(res.body.data[0].language).toBe('EN_US');
      });

      it('filters by type', async () => {
        const all = await request(api.http).get('/api/common/dict').set('language', 'en_US');
        const type = all.body.data[0].type as string;
        const res = await request(api.http).get('/api/common/dict').query({ type }).set('language', 'en_US');
        expect(res.body.data.length).toBeGreaterThan(0);
        expect(res.body.data.every((d: { type: string }) => d.type === type)).toBe(true);
      });
    });

    describe('GET /api/common/credit/setting', () => {
      it("answers a list whose first entry's deduct is 20", async () => {
        const res = await request(api.http).get('/api/common/credit/setting').expect(200);
        expect(res.body.data[0].deduct).toBe(20);
        expect(res.body.data[0].freeTimes).toBe(3);
      });
    });

    describe('GET /api/document/config/:id', () => {
      it('answers a document in the caller language', async () => {
        const doc = await api.prisma.document.findFirstOrThrow({ include: { contents: true } });
        const res = await request(api.http).get(`/api/document/config/${doc.id}`).set('language', 'zh_TW');
        expect(res.status).toBe(200);
        expect(res.body.data).toMatchObject({ id: String(doc.id), title: expect.any(String) });
        expect(['zh_TW', 'en']).toContain(res.body.data.language);
        expect(res.body.data.content.length).toBeGreaterThan(20);
      });

      it('falls back to English for a language without a translation', async () => {
        const doc = await api.prisma.document.findFirstOrThrow();
        const res = await request(api.http).get(`/api/document/config/${doc.id}`).set('language', 'tr_TR');
        expect(res.status).toBe(200);
        expect(['tr_TR', 'en']).toContain(res.body.data.language);
      });

      it('answers 404 for a missing document', async () => {
        const res = await request(api.http).get('/api/document/config/999999').expect(404);
        expect(res.body.code).toBe('404');
      });

      it('answers 404, never a 500, for an id beyond the integer range', async () => {
        const res = await request(api.http).get('/api/document/config/99999999999999');
        expect(res.status).toBe(404);
      });

      it('answers 400 for an id with illegal characters', async () => {
        const res = await request(api.http).get('/api/document/config/1%20OR%201=1');
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('400');
      });
    });
  });
});
