// Writes the reference data (coins, coin pairs, countries, credit settings, dictionary, documents,
// sensitive words). Idempotent: every row is upserted on its stable key with the values of the JSON,
// so a second run changes nothing.
//
// Rules:
// - The JSON is the source of truth for what it holds. Rows it does not mention are left alone (an
//   operator's additions survive), and nothing is deleted.
// - Coin contract addresses are filled in at run time (dev chain deployment, operators): a null in the
//   JSON never overwrites an address already stored. `enabled` flags are set on creation only.
// - Documents: `documents.id` is the id of `GET /document/config/{id}`; the text of each language is a
//   `document_contents` row keyed (documentId, language), `en` being the fallback. A content row is
//   written only when its title or text differ, so `updated_at` tells when the text last changed.
// - Tables seeded with explicit ids get their id sequence moved past the largest id afterwards.
import type { PrismaClient } from '../generated/prisma/client.js';
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

/** Tables whose ids come from the JSON: their sequences must not hand out those ids again. */
const EXPLICIT_ID_TABLES = ['coins', 'coin_pairs', 'credit_settings', 'documents'] as const;

async function seedCoins(prisma: PrismaClient, data: ReferenceData): Promise<void> {
  await prisma.$transaction(
    data.coins.map((c) =>
      prisma.coin.upsert({
        where: { enShort: c.enShort },
        create: { id: c.id, enShort: c.enShort, name: c.name, assetScale: c.assetScale, icon: c.icon, sort: c.sort },
        update: { name: c.name, assetScale: c.assetScale, icon: c.icon, sort: c.sort },
      }),
    ),
  );
  const coinIds = new Map(
    (await prisma.coin.findMany({ select: { id: true, enShort: true } })).map((c) => [c.enShort, c.id]),
  );
  await prisma.$transaction(
    data.coins.flatMap((c) =>
      c.chains.map((ch) => {
        const coinId = coinIds.get(c.enShort)!;
        const values = {
          decimals: ch.decimals,
          minWithdrawal: ch.minWithdrawal,
          maxWithdrawal: ch.maxWithdrawal,
          withdrawalFee: ch.withdrawalFee,
        };
        return prisma.coinChain.upsert({
          where: { coinId_chain: { coinId, chain: ch.chain } },
          create: { coinId, chain: ch.chain, contractAddress: ch.contractAddress, ...values },
          update: ch.contractAddress ? { ...values, contractAddress: ch.contractAddress } : values,
        });
      }),
    ),
  );
}

async function seedCoinPairs(prisma: PrismaClient, data: ReferenceData): Promise<void> {
  const coins = await prisma.coin.findMany({ select: { id: true, enShort: true } });
  // Pairs name coins by symbol: resolve against the stored ids, not the JSON's, in case they differ.
  const byStored = data.coins.map((c) => ({ ...c, id: coins.find((s) => s.enShort === c.enShort)!.id }));
  await prisma.$transaction(
    coinPairRows(data.coinPairs, byStored).map(({ id, ...row }) =>
      prisma.coinPair.upsert({ where: { id }, create: { id, ...row }, update: row }),
    ),
  );
}

async function seedCountries(prisma: PrismaClient, data: ReferenceData): Promise<void> {
  await prisma.$transaction(
    selectCountries(data.countries).map(({ code, ...row }) =>
      prisma.country.upsert({ where: { code }, create: { code, ...row }, update: row }),
    ),
  );
}

async function seedCreditSettings(prisma: PrismaClient, data: ReferenceData): Promise<void> {
  await prisma.$transaction(
    orderCreditSettings(data.creditSettings).map(({ id, ...row }) =>
      prisma.creditSetting.upsert({ where: { id }, create: { id, ...row }, update: row }),
    ),
  );
}

async function seedDict(prisma: PrismaClient, data: ReferenceData): Promise<void> {
  await prisma.$transaction(
    expandDict(data.dict).map((row) =>
      prisma.dictEntry.upsert({
        where: { type_code_language: { type: row.type, code: row.code, language: row.language } },
        create: row,
        update: { label: row.label, value: row.value, sort: row.sort },
      }),
    ),
  );
}

async function seedDocuments(prisma: PrismaClient, data: ReferenceData): Promise<void> {
  await prisma.$transaction(
    data.documents.map((d) => {
      const row = { slug: d.slug, kind: d.kind, sort: d.sort };
      return prisma.document.upsert({ where: { id: d.id }, create: { id: d.id, ...row }, update: row });
    }),
  );
  const stored = await prisma.documentContent.findMany({
    where: { documentId: { in: data.documents.map((d) => d.id) } },
    select: { documentId: true, language: true, title: true, content: true },
  });
  const key = (r: { documentId: number; language: string }) => `${r.documentId}:${r.language}`;
  const byKey = new Map(stored.map((r) => [key(r), r]));
  const writes = expandDocumentContents(data.documents)
    .filter((row) => {
      const old = byKey.get(key(row));
      return !old || old.title !== row.title || old.content !== row.content;
    })
    .map((row) =>
      prisma.documentContent.upsert({
        where: { documentId_language: { documentId: row.documentId, language: row.language } },
        create: row,
        update: { title: row.title, content: row.content },
      }),
    );
  if (writes.length > 0) await prisma.$transaction(writes);
}

async function seedSensitiveWords(prisma: PrismaClient, data: ReferenceData): Promise<void> {
  await prisma.$transaction(
    sensitiveWordRows(data.sensitiveWords).map((w) =>
      prisma.sensitiveWord.upsert({ where: { word: w.word }, create: w, update: { category: w.category } }),
    ),
  );
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
  const [coins, coinChains, coinPairs, countries, creditSettings, dictEntries, documents, documentContents, sensitiveWords] =
    await prisma.$transaction([
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
  return { coins, coinChains, coinPairs, countries, creditSettings, dictEntries, documents, documentContents, sensitiveWords };
}

/** Upserts all reference data; `data` defaults to the JSON files of `prisma/seed`. Returns the row counts. */
export async function seedReference(
  prisma: PrismaClient,
  data: ReferenceData = loadReferenceData(),
): Promise<ReferenceCounts> {
  await seedCoins(prisma, data);
  await seedCoinPairs(prisma, data);
  await seedCountries(prisma, data);
  await seedCreditSettings(prisma, data);
  await seedDict(prisma, data);
  await seedDocuments(prisma, data);
  await seedSensitiveWords(prisma, data);
  await syncSequences(prisma);
  return countReference(prisma);
}
