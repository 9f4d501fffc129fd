// Issue 14, the help centre: GET /document/list answers the enabled documents of a kind (HELP by
// default) in the operators' order (`sort`, then id), each titled in the caller's language or, without
// a translation, in English. Documents are written through the console (the catalog's cache is dropped
// by the write), so what operators add is what /helpList shows.
import { DocumentSummaryListAnswer, shapeProblems, type DocumentSummaryDto } from '@p2p/contracts';
import request from 'supertest';
import { CatalogService } from '../../src/modules/catalog/catalog.service.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { bearer, staffToken, uniqueSlug } from '../admin-ops/ops-fixtures.js';

describe('catalog/documents-list', () => {
  let api: TestApi;
  let adminToken: string;
  const PREFIX = 'doclist-test';

  beforeAll(async () => {
    api = await startTestApi();
    adminToken = (await staffToken(api, 'ADMIN')).token;
  });

  afterAll(async () => {
    await api.prisma.document.deleteMany({ where: { slug: { startsWith: `${PREFIX}-` } } });
    api.app.get(CatalogService).invalidate();
    await api.close();
  });

  const operator = (path: string, body: object) =>
    request(api.http).post(`/api/admin/ops${path}`).set(bearer(adminToken)).send(body).expect(200);

  async function newDocument(kind: string, title: string, sort: number): Promise<string> {
    const res = await operator('/documents', {
      slug: uniqueSlug(PREFIX),
      kind,
      sort,
      title,
      content: `# ${title}\n\nText.`,
    });
    return res.body.data.id as string;
  }

  async function list(query: Record<string, string>, language?: string): Promise<DocumentSummaryDto[]> {
    const req = request(api.http).get('/api/document/list').query(query);
    if (language) req.set('language', language);
    const res = await req.expect(200);
    expect(res.body.code).toBe('200');
    expect(shapeProblems(DocumentSummaryListAnswer.node, res.body.data)).toEqual([]);
    return res.body.data as DocumentSummaryDto[];
  }

  const ours = (docs: DocumentSummaryDto[], ids: string[]) => docs.filter((d) => ids.includes(d.id));

  describe('GET /api/document/list', () => {
    it('lists the HELP documents by default, in their sort order, including one just added in the console', async () => {
      const late = await newDocument('HELP', 'Later article', 9_000);
      const early = await newDocument('HELP', 'Earlier article', 8_000);
      const docs = await list({});
      expect(docs.every((d) => d.kind === 'HELP')).toBe(true);
      expect(ours(docs, [late, early]).map((d) => d.title)).toEqual(['Earlier article', 'Later article']);
      const sorts = docs.map((d) => d.sort);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
      expect(ours(docs, [early])[0]).toMatchObject({ kind: 'HELP', sort: 8_000, language: 'en' });
    });

    it('filters by kind: a NOTICE is listed with kind=NOTICE only', async () => {
      const notice = await newDocument('NOTICE', 'Maintenance tonight', 1);
      expect((await list({})).map((d) => d.id)).not.toContain(notice);
      expect((await list({ kind: 'AGREEMENT' })).map((d) => d.id)).not.toContain(notice);
      const notices = await list({ kind: 'NOTICE' });
      expect(notices.every((d) => d.kind === 'NOTICE')).toBe(true);
      expect(ours(notices, [notice])).toMatchObject([{ title: 'Maintenance tonight', kind: 'NOTICE' }]);
    });

    it('titles each document in the request language, falling back to en where a translation is missing', async () => {
      const translated = await newDocument('HELP', 'How to sell', 8_500);
      const untranslated = await newDocument('HELP', 'How to appeal', 8_600);
      await operator(`/documents/${translated}/content/ko_KR`, { title: '판매 방법', content: '# 판매' });
      const docs = ours(await list({ kind: 'HELP' }, 'ko_KR'), [translated, untranslated]);
      expect(docs.map((d) => [d.title, d.language])).toEqual([
        ['판매 방법', 'ko_KR'],
        ['How to appeal', 'en'],
      ]);
      const english = ours(await list({ kind: 'HELP' }, 'en'), [translated]);
      expect(english.map((d) => [d.title, d.language])).toEqual([['How to sell', 'en']]);
    });

    it('hides a disabled document and shows it again once enabled', async () => {
      const id = await newDocument('HELP', 'Soon hidden', 8_700);
      await operator(`/documents/${id}`, { enabled: false });
      expect((await list({})).map((d) => d.id)).not.toContain(id);
      await operator(`/documents/${id}`, { enabled: true });
      expect((await list({})).map((d) => d.id)).toContain(id);
    });

    it('refuses an unknown kind with code 400 naming the field', async () => {
      for (const kind of ['BLOG', 'help']) {
        const res = await request(api.http).get('/api/document/list').query({ kind }).expect(400);
        expect(res.body.code).toBe('400');
        expect(res.body.data[0].field).toBe('kind');
        expect(res.body.data[0].messages[0]).not.toMatch(/^validation\./);
      }
    });
  });
});
