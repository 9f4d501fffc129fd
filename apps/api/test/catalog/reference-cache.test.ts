import { seedReference } from '@p2p/db';
import postgres from 'postgres';
import request from 'supertest';
import { REFERENCE_CHANGED_CHANNEL } from '../../src/modules/catalog/catalog.repository.js';
import { CatalogService } from '../../src/modules/catalog/catalog.service.js';
import { SensitiveWordsService } from '../../src/modules/catalog/sensitive-words.service.js';
import { startTestApi, type TestApi } from '../support/harness.js';

describe('catalog/reference-cache', () => {
  /** Polls `fn` until it answers true, for at most `ms`; answers the time it took, or throws. */
  async function within(ms: number, fn: () => Promise<boolean>): Promise<number> {
    const start = Date.now();
    for (;;) {
      if (await fn()) return Date.now() - start;
      if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  describe('reference data cache', () => {
    let api: TestApi;
    /** Another client of the database: what a seed, the console or psql would be. */
    let other: postgres.Sql;

    beforeAll(async () => {
      api = await startTestApi();
      other = postgres(api.config.databaseUrl, { max: 1, onnotice: () => undefined });
    });
    afterAll(async () => {
      await other.end();
      await api.close();
    });

    async function coinName(symbol: string): Promise<string> {
      const res = await request(api.http).get('/api/common/coin').query({ pageSize: 100 }).expect(200);
      return res.body.data.list.find((c: { enShort: string }) => c.enShort === symbol).name as string;
    }

    async function renameCoin(symbol: string, name: string): Promise<void> {
      await other`UPDATE coins SET name = ${name} WHERE en_short = ${symbol}`;
    }

    /** The backends of this database listening on the reference channel. */
    async function listeners(): Promise<number[]> {
      const rows = await other<{ pid: number }[]>`
      SELECT pid FROM pg_stat_activity
      WHERE datname = current_database() AND query ILIKE ${`listen "${REFERENCE_CHANGED_CHANNEL}"%`}`;
      return rows.map((r) => r.pid);
    }

    it('answers a second read from memory: a change behind its back shows only after invalidate()', async () => {
      const before = await coinName('MEC');
      try {
        await renameCoin('MEC', 'Renamed behind the cache');
        expect(await coinName('MEC')).toBe(before);
        api.app.get(CatalogService).invalidate();
        expect(await coinName('MEC')).toBe('Renamed behind the cache');
      } finally {
        await renameCoin('MEC', before);
        api.app.get(CatalogService).invalidate();
      }
      expect(await coinName('MEC')).toBe(before);
    });

    it('keeps every reference table in memory after the first read', async () => {
      const service = api.app.get(CatalogService);
      service.invalidate();
      const doc = await api.prisma.document.findFirstOrThrow({ where: { enabled: true } });
      const read = () =>
        Promise.all([
          service.coins(1, 100),
          service.coinPairs(1, 100),
          service.countries(),
          service.dict('en', undefined),
          service.creditSettings(),
          service.document(String(doc.id), 'en'),
        ]);
      const first = await read();
      // With every reference table locked by another connection, a read of the database would wait:
      // the second read answers at once, so it came from memory.
      await other.begin(async (tx) => {
        await tx`LOCK TABLE coins, coin_chains, coin_pairs, countries, dict_entries, credit_settings,
        documents, document_contents IN ACCESS EXCLUSIVE MODE`;
        const second = await Promise.race([
          read(),
          // a read that waits on the locked tables would take longer than this
          new Promise<'blocked'>((r) => setTimeout(() => r('blocked'), 1000)),
        ]);
        expect(second).toEqual(first);
      });
    });

    // Bounds of 5 s: half the cache's 10 s lifetime, so a fresh read can only come from the NOTIFY (a
    // millisecond matter on a quiet machine; seconds with two API workers and the browser tests beside).
    it('drops the cache when another connection sends a NOTIFY, well within its lifetime', async () => {
      const before = await coinName('USDT');
      try {
        await renameCoin('USDT', 'Tether (renamed)');
        expect(await coinName('USDT')).toBe(before);
        await other`SELECT pg_notify(${REFERENCE_CHANGED_CHANNEL}, 'coins')`;
        const took = await within(5000, async () => (await coinName('USDT')) === 'Tether (renamed)');
        expect(took).toBeLessThan(5000);
      } finally {
        await renameCoin('USDT', before);
        await other`SELECT pg_notify(${REFERENCE_CHANGED_CHANNEL}, 'coins')`;
      }
      await within(5000, async () => (await coinName('USDT')) === before);
    });

    it('delivers a NOTIFY sent inside a transaction when it commits', async () => {
      const before = await coinName('MEC');
      try {
        await other.begin(async (tx) => {
          await tx`UPDATE coins SET name = 'Committed name' WHERE en_short = 'MEC'`;
          await tx`SELECT pg_notify(${REFERENCE_CHANGED_CHANNEL}, 'coins')`;
          expect(await coinName('MEC')).toBe(before);
        });
        await within(5000, async () => (await coinName('MEC')) === 'Committed name');
      } finally {
        await renameCoin('MEC', before);
        api.app.get(CatalogService).invalidate();
      }
    });

    it('drops the cache after the listening connection is lost and comes back', async () => {
      const before = await coinName('MEC');
      const [pid] = await listeners();
      expect(pid).toBeDefined();
      try {
        await renameCoin('MEC', 'Changed while not listening');
        await other`SELECT pg_terminate_backend(${pid!})`;
        await within(8000, async () => (await listeners()).some((p) => p !== pid));
        await within(5000, async () => (await coinName('MEC')) === 'Changed while not listening');
      } finally {
        await renameCoin('MEC', before);
        api.app.get(CatalogService).invalidate();
      }
    });

    it('refreshes the sensitive words on the same NOTIFY', async () => {
      const words = api.app.get(SensitiveWordsService);
      const word = `cachetestword${Date.now().toString(36)}`;
      expect(await words.isClean(`hello ${word}`)).toBe(true);
      await other`INSERT INTO sensitive_words (word) VALUES (${word})`;
      try {
        expect(await words.isClean(`hello ${word}`)).toBe(true);
        await other`SELECT pg_notify(${REFERENCE_CHANGED_CHANNEL}, 'sensitive_words')`;
        await within(5000, async () => !(await words.isClean(`hello ${word}`)));
      } finally {
        await other`DELETE FROM sensitive_words WHERE word = ${word}`;
        api.app.get(CatalogService).invalidate();
      }
    });

    it('drops the cache when the seed writes reference data (the seed notifies)', async () => {
      const shipped = await coinName('MEC');
      await renameCoin('MEC', 'Edited by hand');
      api.app.get(CatalogService).invalidate();
      expect(await coinName('MEC')).toBe('Edited by hand');
      // The seed puts the shipped name back and sends its NOTIFY.
      const result = await seedReference(api.prisma);
      expect(result.updated).toBe(1);
      await within(5000, async () => (await coinName('MEC')) === shipped);
    });
  });
});
