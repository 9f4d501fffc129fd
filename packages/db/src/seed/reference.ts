// Writes the reference data (coins, coin pairs, countries, credit settings, dictionary, documents,
// sensitive words). Idempotent: each row is compared with the stored one on its stable key and written
// only when missing or different, so a second run writes nothing (no row, no sequence, no updated_at moves).
//
// Rules:
// - The JSON is the source of truth for what it holds. Rows it does not mention are left alone (an
//   operator's additions survive), and nothing is deleted.
// - Coin contract addresses are filled in at run time (dev chain deployment, operators): a null in the
//   JSON never overwrites an address already stored. `enabled` flags are set on creation only.
// - Documents: `documents.id` is the id of `GET /document/config/{id}`; the text of each language is a
//   `document_contents` row keyed (documentId, language), `en` being the fallback for other languages.
// - Tables seeded with explicit ids (coins, coin_pairs, credit_settings, documents) get their id sequence
//   moved to the largest id, so ids created later by the application never collide with seeded ones.
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import {
  coinPairRows,
  expandDict,
  expandDocumentContents,
  loadReferenceData,
  orderCreditSettings,
  selectCountries,
  sensitiveWordRows,
  type ReferenceData,
} from './data.js';

export interface ReferenceCounts {
  coins: number;
  coinChains: number;
  coinPairs: number;
  countries: number;
  creditSettings: number;
  dictEntries: number;
  documents: number;
  documentContents: number;
  sensitiveWords: number;
}

export interface SeedReferenceResult {
  /** Rows in each table after seeding. */
  counts: ReferenceCounts;
  /** Rows created and updated by this run (both 0 on a second run). */
  created: number;
  updated: number;
}

type Write = Prisma.PrismaPromise<unknown>;
type Fields = Record<string, unknown>;

/**
 * The channel the API's reference-data cache listens on (apps/api catalog.repository.ts holds the same
 * name): a NOTIFY after a change makes every API process read the tables again.
 */
export const REFERENCE_CHANGED_CHANNEL = 'p2p_reference_changed';

/** Tables whose ids come from the JSON: their sequences must not hand out those ids again. */
const EXPLICIT_ID_TABLES = ['coins', 'coin_pairs', 'credit_settings', 'documents'] as const;

/** Equality of a stored value (Decimal, number, string, null) and a wanted one (decimals as strings). */
export function sameValue(stored: unknown, wanted: unknown): boolean {
  if (stored === null || stored === undefined) return wanted === null || wanted === undefined;
  if (wanted === null || wanted === undefined) return false;
  if (Array.isArray(stored) && Array.isArray(wanted))
    return stored.length === wanted.length && stored.every((v, i) => sameValue(v, wanted[i]));
  if (typeof stored === 'object' && 'equals' in stored && typeof stored.equals === 'function') {
    return (stored as { equals(v: unknown): boolean }).equals(wanted);
  }
  return stored === wanted;
}

/** The fields of `wanted` that differ from `stored`. */
export function changedFields(stored: Fields, wanted: Fields): Fields {
  return Object.fromEntries(Object.entries(wanted).filter(([k, v]) => !sameValue(stored[k], v)));
}

/** Collects the writes of one table: a create for each missing key, an update of the changed fields. */
class Plan {
  readonly writes: Write[] = [];
  created = 0;
  updated = 0;

  sync<R>(
    rows: readonly R[],
    stored: readonly Fields[],
    key: (row: Fields) => string,
    spec: {
      fields: (row: R) => Fields;
      create: (row: R) => Write;
      update: (row: R, changes: Fields) => Write;
    },
  ): void {
    const byKey = new Map(stored.map((s) => [key(s), s]));
    for (const row of rows) {
      const old = byKey.get(key(row as Fields));
      if (!old) {
        this.writes.push(spec.create(row));
        this.created += 1;
        continue;
      }
      const changes = changedFields(old, spec.fields(row));
      if (Object.keys(changes).length > 0) {
        this.writes.push(spec.update(row, changes));
        this.updated += 1;
      }
    }
  }

  /** Runs the collected writes in one transaction and starts the next table. */
  async flush(prisma: PrismaClient): Promise<void> {
    if (this.writes.length > 0) await prisma.$transaction(this.writes.splice(0));
  }
}

async function seedCoins(prisma: PrismaClient, data: ReferenceData, plan: Plan): Promise<void> {
  plan.sync(data.coins, await prisma.coin.findMany(), (c) => String(c.enShort), {
    fields: (c) => ({ name: c.name, assetScale: c.assetScale, icon: c.icon, sort: c.sort }),
    create: (c) =>
      prisma.coin.create({
        data: {
          id: c.id,
          enShort: c.enShort,
          name: c.name,
          assetScale: c.assetScale,
          icon: c.icon,
          sort: c.sort,
        },
      }),
    update: (c, changes) => prisma.coin.update({ where: { enShort: c.enShort }, data: changes }),
  });
  await plan.flush(prisma);

  const coinIds = new Map((await prisma.coin.findMany()).map((c) => [c.enShort, c.id]));
  const chains = data.coins.flatMap((c) =>
    c.chains.map((ch) => ({ ...ch, coinId: coinIds.get(c.enShort)! })),
  );
  plan.sync(chains, await prisma.coinChain.findMany(), (ch) => `${String(ch.coinId)}:${String(ch.chain)}`, {
    fields: (ch) => ({
      decimals: ch.decimals,
      minWithdrawal: ch.minWithdrawal,
      maxWithdrawal: ch.maxWithdrawal,
      withdrawalFee: ch.withdrawalFee,
      ...(ch.contractAddress ? { contractAddress: ch.contractAddress } : {}),
    }),
    create: (ch) => prisma.coinChain.create({ data: ch }),
    update: (ch, changes) =>
      prisma.coinChain.update({
        where: { coinId_chain: { coinId: ch.coinId, chain: ch.chain } },
        data: changes,
      }),
  });
  await plan.flush(prisma);
}

async function seedCoinPairs(prisma: PrismaClient, data: ReferenceData, plan: Plan): Promise<void> {
  // Pairs name coins by symbol: resolve them against the stored coin ids.
  const stored = await prisma.coin.findMany();
  const coins = data.coins.map((c) => ({ ...c, id: stored.find((s) => s.enShort === c.enShort)!.id }));
  plan.sync(coinPairRows(data.coinPairs, coins), await prisma.coinPair.findMany(), (p) => String(p.id), {
    fields: ({ id: _id, ...row }) => row,
    create: (row) => prisma.coinPair.create({ data: row }),
    update: (row, changes) => prisma.coinPair.update({ where: { id: row.id }, data: changes }),
  });
  await plan.flush(prisma);
}

async function seedCountries(prisma: PrismaClient, data: ReferenceData, plan: Plan): Promise<void> {
  plan.sync(selectCountries(data.countries), await prisma.country.findMany(), (c) => String(c.code), {
    // Fiat settings are the operators' once created (issue 24: the console edits them): set on creation only.
    fields: ({ code: _code, sort: _sort, fiatEnabled: _on, fiatCurrencies: _currencies, ...row }) => row,
    create: (row) => prisma.country.create({ data: row }),
    update: (row, changes) => prisma.country.update({ where: { code: row.code }, data: changes }),
  });
  await plan.flush(prisma);
}

async function seedCreditSettings(prisma: PrismaClient, data: ReferenceData, plan: Plan): Promise<void> {
  const rows = orderCreditSettings(data.creditSettings);
  plan.sync(rows, await prisma.creditSetting.findMany(), (s) => String(s.id), {
    // The points and free cancellations are the administrators' once the rule exists (the console's credit
    // settings, issue 25): a seed run creates a missing rule, never undoes their edits.
    fields: ({ id: _id, deduct: _d, dailyFreeCancellations: _f, description: _s, ...row }) => row,
    create: (row) => prisma.creditSetting.create({ data: row }),
    update: (row, changes) => prisma.creditSetting.update({ where: { id: row.id }, data: changes }),
  });
  await plan.flush(prisma);
}

async function seedDict(prisma: PrismaClient, data: ReferenceData, plan: Plan): Promise<void> {
  const key = (e: Fields) => `${String(e.type)}:${String(e.code)}:${String(e.language)}`;
  plan.sync(expandDict(data.dict), await prisma.dictEntry.findMany(), key, {
    fields: (e) => ({ label: e.label, value: e.value, sort: e.sort }),
    create: (e) => prisma.dictEntry.create({ data: e }),
    update: (e, changes) =>
      prisma.dictEntry.update({
        where: { type_code_language: { type: e.type, code: e.code, language: e.language } },
        data: changes,
      }),
  });
  await plan.flush(prisma);
}

async function seedDocuments(prisma: PrismaClient, data: ReferenceData, plan: Plan): Promise<void> {
  const docs = data.documents.map((d) => ({ id: d.id, slug: d.slug, kind: d.kind, sort: d.sort }));
  plan.sync(docs, await prisma.document.findMany(), (d) => String(d.id), {
    fields: ({ id: _id, ...row }) => row,
    create: (row) => prisma.document.create({ data: row }),
    update: (row, changes) => prisma.document.update({ where: { id: row.id }, data: changes }),
  });
  await plan.flush(prisma);

  const key = (c: Fields) => `${String(c.documentId)}:${String(c.language)}`;
  plan.sync(expandDocumentContents(data.documents), await prisma.documentContent.findMany(), key, {
    fields: (c) => ({ title: c.title, content: c.content }),
    create: (c) => prisma.documentContent.create({ data: c }),
    update: (c, changes) =>
      prisma.documentContent.update({
        where: { documentId_language: { documentId: c.documentId, language: c.language } },
        data: changes,
      }),
  });
  await plan.flush(prisma);
}

async function seedSensitiveWords(prisma: PrismaClient, data: ReferenceData, plan: Plan): Promise<void> {
  plan.sync(
    sensitiveWordRows(data.sensitiveWords),
    await prisma.sensitiveWord.findMany(),
    (w) => String(w.word),
    {
      fields: (w) => ({ category: w.category }),
      create: (w) => prisma.sensitiveWord.create({ data: w }),
      update: (w, changes) => prisma.sensitiveWord.update({ where: { word: w.word }, data: changes }),
    },
  );
  await plan.flush(prisma);
}

/** Moves each explicit-id table's sequence to its largest id (table names are constants, not input). */
async function syncSequences(prisma: PrismaClient): Promise<void> {
  for (const table of EXPLICIT_ID_TABLES) {
    await prisma.$queryRawUnsafe(
      `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), COALESCE(MAX("id"), 1), MAX("id") IS NOT NULL) FROM "${table}"`,
    );
  }
}

export async function countReference(prisma: PrismaClient): Promise<ReferenceCounts> {
  const counts = await prisma.$transaction([
    prisma.coin.count(),
    prisma.coinChain.count(),
    prisma.coinPair.count(),
    prisma.country.count(),
    prisma.creditSetting.count(),
    prisma.dictEntry.count(),
    prisma.document.count(),
    prisma.documentContent.count(),
    prisma.sensitiveWord.count(),
  ]);
  const [
    coins,
    coinChains,
    coinPairs,
    countries,
    creditSettings,
    dictEntries,
    documents,
    documentContents,
    sensitiveWords,
  ] = counts;
  return {
    coins,
    coinChains,
    coinPairs,
    countries,
    creditSettings,
    dictEntries,
    documents,
    documentContents,
    sensitiveWords,
  };
}

/** Writes all reference data; `data` defaults to the JSON files of `prisma/seed`. */
export async function seedReference(
  prisma: PrismaClient,
  data: ReferenceData = loadReferenceData(),
): Promise<SeedReferenceResult> {
  const plan = new Plan();
  await seedCoins(prisma, data, plan);
  await seedCoinPairs(prisma, data, plan);
  await seedCountries(prisma, data, plan);
  await seedCreditSettings(prisma, data, plan);
  await seedDict(prisma, data, plan);
  await seedDocuments(prisma, data, plan);
  await seedSensitiveWords(prisma, data, plan);
  await syncSequences(prisma);
  if (plan.created + plan.updated > 0) {
    await prisma.$executeRaw`SELECT pg_notify(${REFERENCE_CHANGED_CHANNEL}, 'seed')`;
  }
  return { counts: await countReference(prisma), created: plan.created, updated: plan.updated };
}
