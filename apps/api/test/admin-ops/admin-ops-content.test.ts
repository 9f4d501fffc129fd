// Issue 13 and 14, Operations: countries, the dictionary and the documents (help articles, legal pages,
// the trading notice) edited in every locale, the trader app's GET /document/config/{id} falling back to
// en for a locale without a translation; each change audited before and after.
import { CONTENT_LANGUAGES } from '@p2p/contracts';
import { LANGUAGES } from '@p2p/i18n';
import request from 'supertest';
import { auditRows, opsSuite, uniqueSlug } from './ops-fixtures.js';

describe('admin-ops/admin-ops-content', () => {
  const suite = opsSuite((api) =>
    api.prisma.document.deleteMany({ where: { slug: { startsWith: 'ops-test-' } } }),
  );
  const { get, post } = suite;
  const admin = () => suite.tokens.staff.ADMIN;
  /** The trader app's call, in a language (the `language` header; en is sent as en_US). */
  const publicDocument = (id: string, language: string) =>
    request(suite.api.http).get(`/api/document/config/${id}`).set('language', language);

  describe('countries', () => {
    it('lists every country with its fiat state', async () => {
      const list = (await get('/countries').expect(200)).body.data as { code: string }[];
      expect(list.length).toBeGreaterThan(200);
      expect(list.find((c) => c.code === suite.rows.countryCode)).toMatchObject({
        fiatEnabled: false,
        fiatCurrencies: [],
        fiatPaymentKinds: ['ALIPAY', 'WECHAT', 'BANK_CARD', 'VISA_DIRECT', 'OTHER'],
        pairBounds: [],
      });
    });

    it('opens fiat trading with its currencies and records the country before and after', async () => {
      const res = await post(`/countries/${suite.rows.countryCode}`, {
        fiatEnabled: true,
        fiatCurrencies: ['USD', 'EUR'],
      }).expect(200);
      expect(res.body.data).toMatchObject({
        code: suite.rows.countryCode,
        fiatEnabled: true,
        fiatCurrencies: ['USD', 'EUR'],
      });
      const [row] = (await auditRows(suite.api, admin().id, 'OPS_COUNTRY_UPDATE')).slice(-1);
      expect(row).toMatchObject({
        target: `country:${suite.rows.countryCode}`,
        data: {
          before: expect.objectContaining({ fiatEnabled: false, fiatCurrencies: [] }),
          after: expect.objectContaining({ fiatEnabled: true, fiatCurrencies: ['USD', 'EUR'] }),
        },
      });
      await post(`/countries/${suite.rows.countryCode}`, { fiatEnabled: false, fiatCurrencies: [] }).expect(
        200,
      );
    });

    it('country fiat rules (issue 24): sets the payment kinds and per-pair price bounds, audited; replaced when given again', async () => {
      const code = suite.rows.countryCode;
      const res = await post(`/countries/${code}`, {
        fiatEnabled: true,
        fiatCurrencies: ['CNY'],
        fiatPaymentKinds: ['ALIPAY', 'BANK_CARD'],
        pairBounds: [{ coinPairId: 22, minPrice: '6.5', maxPrice: '7.5' }],
      }).expect(200);
      expect(res.body.data).toMatchObject({
        fiatPaymentKinds: ['ALIPAY', 'BANK_CARD'],
        pairBounds: [{ coinPairId: '22', minPrice: '6.5', maxPrice: '7.5' }],
      });
      const [row] = (await auditRows(suite.api, admin().id, 'OPS_COUNTRY_UPDATE')).slice(-1);
      expect(row?.data).toMatchObject({
        after: expect.objectContaining({
          pairBounds: [{ coinPairId: '22', minPrice: '6.5', maxPrice: '7.5' }],
        }),
      });
      const cleared = await post(`/countries/${code}`, { pairBounds: [] }).expect(200);
      expect(cleared.body.data.pairBounds).toEqual([]);
      await post(`/countries/${code}`, { fiatEnabled: false, fiatCurrencies: [] }).expect(200);
    });

    it('country fiat rules (issue 24): refuses a currency no fiat pair quotes (400), USDT_ADDRESS as a fiat kind (400), a bound on a pair outside the currencies (5045) or crossed (5032)', async () => {
      const code = suite.rows.countryCode;
      expect((await post(`/countries/${code}`, { fiatCurrencies: ['XXX'] })).body.code).toBe('400');
      expect((await post(`/countries/${code}`, { fiatPaymentKinds: ['USDT_ADDRESS'] })).body.code).toBe(
        '400',
      );
      const outside = await post(`/countries/${code}`, {
        fiatCurrencies: ['USD'],
        pairBounds: [{ coinPairId: 22, minPrice: '6.5' }],
      });
      expect(outside.body.code).toBe('5045');
      const crossed = await post(`/countries/${code}`, {
        fiatCurrencies: ['CNY'],
        pairBounds: [{ coinPairId: 22, minPrice: '8', maxPrice: '7' }],
      });
      expect(crossed.body.code).toBe('5032');
      const listed = (await get('/countries').expect(200)).body.data as { code: string }[];
      expect(listed.find((c) => c.code === code)).toMatchObject({ fiatCurrencies: [], pairBounds: [] });
    });

    it('refuses fiat trading without a currency (400), an unknown country (404), a malformed code (1022)', async () => {
      const res = await post(`/countries/${suite.rows.countryCode}`, { fiatEnabled: true });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: '400' });
      expect((await post('/countries/QQQ', { sort: 1 })).body.code).toBe('404');
      // A malformed country or region code answers the catalogue's region code (1022), as regionId does.
      expect((await post('/countries/usa', { sort: 1 })).body.code).toBe('1022');
      expect(
        (await post(`/countries/${suite.rows.countryCode}`, { fiatCurrencies: ['dollars'] })).body.code,
      ).toBe('400');
    });
  });

  describe('the dictionary', () => {
    const publicDict = async (language: string) =>
      (
        await request(suite.api.http)
          .get('/api/common/dict')
          .query({ type: suite.rows.dictType })
          .set('language', language)
      ).body.data as { key: string; value: string }[];

    it('lists entries by type and language, disabled ones too', async () => {
      const all = (await get(`/dict?type=${suite.rows.dictType}`).expect(200)).body.data as {
        language: string;
      }[];
      expect(all.map((d) => d.language).sort()).toEqual(['EN_US', 'KO_KR', 'VI_VN', 'ZH_TW']);
      const korean = (await get(`/dict?type=${suite.rows.dictType}&language=KO_KR`).expect(200)).body.data;
      expect(korean).toEqual([expect.objectContaining({ code: 'BANK', label: '은행 송금', enabled: true })]);
      expect((await get('/dict?language=FR_FR')).body.code).toBe('400');
    });

    it('a new label reaches the trader app at once; disabling hides the entry; both audited', async () => {
      const english = suite.rows.dictIds[0]!;
      await post(`/dict/${english}`, { label: 'Wire transfer' }).expect(200);
      expect(await publicDict('en_US')).toEqual([
        expect.objectContaining({ key: 'BANK', value: 'Wire transfer' }),
      ]);
      await post(`/dict/${english}`, { enabled: false }).expect(200);
      expect(await publicDict('en_US')).toEqual([]);
      expect(await publicDict('ko_KR')).toEqual([expect.objectContaining({ value: '은행 송금' })]);
      const audits = (await auditRows(suite.api, admin().id, 'OPS_DICT_UPDATE')).slice(-2);
      expect(audits.map((a) => a.data)).toEqual([
        {
          before: expect.objectContaining({ label: 'Bank transfer' }),
          after: expect.objectContaining({ label: 'Wire transfer' }),
        },
        {
          before: expect.objectContaining({ enabled: true }),
          after: expect.objectContaining({ enabled: false }),
        },
      ]);
    });

    it('refuses an empty label (400) and an unknown entry (404)', async () => {
      expect((await post(`/dict/${suite.rows.dictIds[1]!}`, { label: '   ' })).body.code).toBe('400');
      expect((await post('/dict/99999999', { label: 'x' })).body.code).toBe('404');
    });
  });

  describe('documents', () => {
    async function newDocument(kind = 'HELP') {
      const res = await post('/documents', {
        slug: uniqueSlug(),
        kind,
        title: 'How to pay',
        content: '# How to pay\n\nPay the seller **outside** the platform.',
      }).expect(200);
      return res.body.data as { id: string; slug: string; contents: { language: string }[] };
    }

    it('offers the 10 interface languages of @p2p/i18n', () => {
      expect([...CONTENT_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
    });

    it('creates a document with its English text; a locale without a translation reads the English (en fallback)', async () => {
      const doc = await newDocument();
      expect(doc.contents.map((c) => c.language)).toEqual(['en']);
      const korean = await publicDocument(doc.id, 'ko_KR').expect(200);
      expect(korean.body.data).toMatchObject({ id: doc.id, language: 'en', title: 'How to pay' });
      expect(korean.body.data.content).toContain('**outside**');
    });

    it('saves a translation per language: that locale reads it, another missing one still falls back to en', async () => {
      const doc = await newDocument('NOTICE');
      const saved = await post(`/documents/${doc.id}/content/ko_KR`, {
        title: '결제 방법',
        content: '# 결제 방법\n\n판매자에게 **플랫폼 밖에서** 결제하세요.',
      }).expect(200);
      expect(saved.body.data.contents.map((c: { language: string }) => c.language).sort()).toEqual([
        'en',
        'ko_KR',
      ]);
      expect((await publicDocument(doc.id, 'ko_KR').expect(200)).body.data).toMatchObject({
        language: 'ko_KR',
        title: '결제 방법',
      });
      expect((await publicDocument(doc.id, 'th_TH').expect(200)).body.data).toMatchObject({
        language: 'en',
        title: 'How to pay',
      });
      expect((await publicDocument(doc.id, 'en_US').expect(200)).body.data.language).toBe('en');
      const list = (await get('/documents').expect(200)).body.data as {
        id: string;
        languages: string[];
        title: string;
      }[];
      expect(list.find((d) => d.id === doc.id)).toMatchObject({
        title: 'How to pay',
        languages: ['en', 'ko_KR'],
      });
    });

    it('records a translation before and after', async () => {
      const doc = await newDocument();
      await post(`/documents/${doc.id}/content/vi_VN`, { title: 'Một', content: 'Bản đầu' }).expect(200);
      await post(`/documents/${doc.id}/content/vi_VN`, { title: 'Hai', content: 'Bản hai' }).expect(200);
      const audits = (await auditRows(suite.api, admin().id, 'OPS_DOCUMENT_CONTENT_SAVE')).slice(-2);
      expect(audits.map((a) => [a.target, a.data])).toEqual([
        [
          `document:${doc.id}:vi_VN`,
          { before: null, after: { language: 'vi_VN', title: 'Một', content: 'Bản đầu' } },
        ],
        [
          `document:${doc.id}:vi_VN`,
          {
            before: { language: 'vi_VN', title: 'Một', content: 'Bản đầu' },
            after: { language: 'vi_VN', title: 'Hai', content: 'Bản hai' },
          },
        ],
      ]);
      const created = (await auditRows(suite.api, admin().id, 'OPS_DOCUMENT_CREATE')).find(
        (a) => a.target === `document:${doc.id}`,
      );
      expect(created?.data).toMatchObject({ before: null, after: { slug: doc.slug, kind: 'HELP' } });
    });

    it('hides a disabled document from the trader app (404) and shows it again when enabled; audited', async () => {
      const doc = await newDocument();
      const off = await post(`/documents/${doc.id}`, { enabled: false, sort: 3 }).expect(200);
      expect(off.body.data).toMatchObject({ enabled: false, sort: 3 });
      expect((await publicDocument(doc.id, 'en_US')).body.code).toBe('404');
      await post(`/documents/${doc.id}`, { enabled: true }).expect(200);
      expect((await publicDocument(doc.id, 'en_US')).body.code).toBe('200');
      const [row] = (await auditRows(suite.api, admin().id, 'OPS_DOCUMENT_UPDATE')).slice(-1);
      expect(row?.data).toMatchObject({ before: { enabled: false }, after: { enabled: true } });
    });

    it('answers one document with every language it has', async () => {
      const doc = await newDocument();
      await post(`/documents/${doc.id}/content/zh_TW`, { title: '如何付款', content: '內容' }).expect(200);
      const res = await get(`/documents/${doc.id}`).expect(200);
      expect(res.body.data.contents.map((c: { language: string }) => c.language)).toEqual(['en', 'zh_TW']);
    });

    it('refuses a slug in use (400), an unknown language (400), an unknown document (404), an empty text (400)', async () => {
      const doc = await newDocument();
      const clash = await post('/documents', { slug: doc.slug, kind: 'HELP', title: 'x', content: 'y' });
      expect({ status: clash.status, code: clash.body.code }).toEqual({ status: 400, code: '400' });
      const other = await newDocument();
      expect((await post(`/documents/${other.id}`, { slug: doc.slug })).body.code).toBe('400');
      expect((await post(`/documents/${doc.id}/content/fr_FR`, { title: 'x', content: 'y' })).body.code).toBe(
        '400',
      );
      expect((await post('/documents/99999999/content/en', { title: 'x', content: 'y' })).body.code).toBe(
        '404',
      );
      expect((await get('/documents/99999999999')).body.code).toBe('404');
      expect((await post(`/documents/${doc.id}/content/en`, { title: 'x', content: '' })).body.code).toBe(
        '400',
      );
      expect(
        (await post('/documents', { slug: uniqueSlug(), kind: 'BLOG', title: 'x', content: 'y' })).body.code,
      ).toBe('400');
    });
  });
});
