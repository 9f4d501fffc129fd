// Reference data for the seeder: reading `prisma/seed/*.json` and the pure transformations applied to it
// before it is written. No database access here, so every rule is unit-tested without Postgres.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type ChainName = 'ERC20' | 'TRC20';
export type DictLanguageName = 'ZH_TW' | 'EN_US' | 'KO_KR' | 'VI_VN';
export type DocumentLanguageName = 'en' | 'zh_TW' | 'ko_KR' | 'vi_VN';
export type DocumentKindName = 'HELP' | 'AGREEMENT' | 'PRIVACY' | 'NOTICE';

export const DICT_LANGUAGES: readonly DictLanguageName[] = ['ZH_TW', 'EN_US', 'KO_KR', 'VI_VN'];
/** Every document has its text in these languages; `en` is the fallback for the others. */
export const DOCUMENT_LANGUAGES: readonly DocumentLanguageName[] = ['en', 'zh_TW', 'ko_KR', 'vi_VN'];
/** Country codes the seeder never writes, whatever the data says (the former Yugoslavia). */
export const EXCLUDED_COUNTRY_ABB2: readonly string[] = ['YU'];

/** Decimal amounts travel as strings (never floats): digits with an optional fraction. */
const DECIMAL = /^\d{1,18}(\.\d{1,18})?$/;

export interface CoinChainSeed {
  chain: ChainName;
  /** Filled in at run time when the dev chain deploys the token; null until then. */
  contractAddress: string | null;
  decimals: number;
  minWithdrawal: string | null;
  maxWithdrawal: string | null;
  withdrawalFee: string;
}

export interface CoinSeed {
  id: number;
  enShort: string;
  name: string;
  assetScale: number;
  icon: string | null;
  sort: number;
  chains: CoinChainSeed[];
}

export interface CoinPairSeed {
  id: number;
  /** Symbol of the traded coin. */
  coin: string;
  /** USDT or an ISO 4217 fiat code. */
  quote: string;
  quoteKind: 'COIN' | 'FIAT';
  minPrice: string | null;
  maxPrice: string | null;
  priceScale: number;
  quantityScale: number;
  sort: number;
}

export interface CountrySeed {
  code: string;
  abb2?: string | null;
  name: string;
  latitude: number;
  longitude: number;
  fiatCurrency?: string | null;
}

export interface CreditSettingSeed {
  id: number;
  type: string;
  deduct: number;
  dailyFreeCancellations: number;
  description: string | null;
  sort: number;
}

export interface DictSeed {
  type: string;
  code: string;
  sort: number;
  value?: string | null;
  labels: Record<DictLanguageName, string>;
}

export interface DocumentSeed {
  /** What `GET /document/config/{id}` takes. */
  id: number;
  slug: string;
  kind: DocumentKindName;
  sort: number;
  contents: Record<DocumentLanguageName, { title: string; content: string }>;
}

export interface SensitiveWordSeed {
  word: string;
  category: string | null;
}

export interface ReferenceData {
  coins: CoinSeed[];
  coinPairs: CoinPairSeed[];
  countries: CountrySeed[];
  creditSettings: CreditSettingSeed[];
  dict: DictSeed[];
  documents: DocumentSeed[];
  sensitiveWords: SensitiveWordSeed[];
}

// ---------------------------------------------------------------- rows as written

export interface CountryRow {
  code: string;
  abb2: string;
  name: string;
  latitude: number;
  longitude: number;
  fiatEnabled: boolean;
  /** The country's fiat currencies (the seed names one; operators may add more in the console). */
  fiatCurrencies: string[];
  sort: number;
}

export interface CoinPairRow {
  id: number;
  coinId: number;
  quote: string;
  quoteKind: 'COIN' | 'FIAT';
  quoteCoinId: number | null;
  minPrice: string | null;
  maxPrice: string | null;
  priceScale: number;
  quantityScale: number;
  sort: number;
}

export interface DictRow {
  type: string;
  code: string;
  language: DictLanguageName;
  label: string;
  value: string | null;
  sort: number;
}

export interface DocumentContentRow {
  documentId: number;
  language: DocumentLanguageName;
  title: string;
  content: string;
}

// ---------------------------------------------------------------- reading

/**
 * The folder of the JSON files: `SEED_DATA_DIR` when set, else the repository's `prisma/seed`. This file
 * sits four levels below the repository root both as `src/seed/data.ts` and as `dist/seed/data.js`.
 */
export function seedDataDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SEED_DATA_DIR) return env.SEED_DATA_DIR;
  return fileURLToPath(new URL('../../../../prisma/seed/', import.meta.url));
}

export function readSeedFile<T>(name: string, dir: string = seedDataDir()): T {
  return JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as T;
}

/** Reads and checks every reference file. Throws on malformed data, before anything is written. */
export function loadReferenceData(dir: string = seedDataDir()): ReferenceData {
  const data: ReferenceData = {
    coins: readSeedFile('coins.json', dir),
    coinPairs: readSeedFile('coin-pairs.json', dir),
    countries: readSeedFile('countries.json', dir),
    creditSettings: readSeedFile('credit-settings.json', dir),
    dict: readSeedFile('dict.json', dir),
    documents: readSeedFile('documents.json', dir),
    sensitiveWords: readSeedFile('sensitive-words.json', dir),
  };
  validateReferenceData(data);
  return data;
}

// ---------------------------------------------------------------- transformations

/**
 * The countries to seed: entries without a 2-letter code (abb2) are dropped, YU is excluded, codes are
 * upper-cased, and fiat trading is enabled where a fiat currency is configured.
 */
export function selectCountries(countries: readonly CountrySeed[]): CountryRow[] {
  return countries
    .map((c) => ({ ...c, abb2: (c.abb2 ?? '').trim().toUpperCase(), code: c.code.trim().toUpperCase() }))
    .filter((c) => c.abb2.length === 2 && !EXCLUDED_COUNTRY_ABB2.includes(c.abb2))
    .map((c) => ({
      code: c.code,
      abb2: c.abb2,
      name: c.name,
      latitude: c.latitude,
      longitude: c.longitude,
      fiatEnabled: Boolean(c.fiatCurrency),
      fiatCurrencies: c.fiatCurrency ? [c.fiatCurrency.toUpperCase()] : [],
      sort: 0,
    }));
}

/** Credit settings in the order the API lists them (sort, then id): the first is the cancellation penalty. */
export function orderCreditSettings(settings: readonly CreditSettingSeed[]): CreditSettingSeed[] {
  return [...settings].sort((a, b) => a.sort - b.sort || a.id - b.id);
}

export function firstCreditSetting(settings: readonly CreditSettingSeed[]): CreditSettingSeed {
  const first = orderCreditSettings(settings)[0];
  if (!first) throw new Error('credit-settings.json is empty');
  return first;
}

/** Resolves coin symbols to ids; a USDT quote also points at the USDT coin. */
export function coinPairRows(pairs: readonly CoinPairSeed[], coins: readonly CoinSeed[]): CoinPairRow[] {
  const idOf = new Map(coins.map((c) => [c.enShort, c.id]));
  return pairs.map((p) => {
    const coinId = idOf.get(p.coin);
    if (coinId === undefined) throw new Error(`coin pair ${p.id}: unknown coin ${p.coin}`);
    const quoteCoinId = p.quoteKind === 'COIN' ? idOf.get(p.quote) : null;
    if (quoteCoinId === undefined) throw new Error(`coin pair ${p.id}: unknown quote coin ${p.quote}`);
    return {
      id: p.id,
      coinId,
      quote: p.quote,
      quoteKind: p.quoteKind,
      quoteCoinId,
      minPrice: p.minPrice,
      maxPrice: p.maxPrice,
      priceScale: p.priceScale,
      quantityScale: p.quantityScale,
      sort: p.sort,
    };
  });
}

/** One row per (type, code, language). */
export function expandDict(entries: readonly DictSeed[]): DictRow[] {
  return entries.flatMap((e) =>
    DICT_LANGUAGES.map((language) => ({
      type: e.type,
      code: e.code,
      language,
      label: e.labels[language],
      value: e.value ?? null,
      sort: e.sort,
    })),
  );
}

/** One content row per (document, language). */
export function expandDocumentContents(documents: readonly DocumentSeed[]): DocumentContentRow[] {
  return documents.flatMap((d) =>
    (Object.keys(d.contents) as DocumentLanguageName[]).map((language) => ({
      documentId: d.id,
      language,
      title: d.contents[language].title,
      content: d.contents[language].content,
    })),
  );
}

/** Sensitive words are matched case-insensitively: stored trimmed, NFC-normalised and lower-cased. */
export function normalizeWord(word: string): string {
  return word.normalize('NFC').trim().toLowerCase();
}

export function sensitiveWordRows(words: readonly SensitiveWordSeed[]): SensitiveWordSeed[] {
  const seen = new Map<string, SensitiveWordSeed>();
  for (const w of words) {
    const word = normalizeWord(w.word);
    if (word && !seen.has(word)) seen.set(word, { word, category: w.category ?? null });
  }
  return [...seen.values()];
}

// ---------------------------------------------------------------- checks

function fail(message: string): never {
  throw new Error(`invalid seed data: ${message}`);
}

function unique<T>(what: string, values: readonly T[]): void {
  const seen = new Set<T>();
  for (const v of values) {
    if (seen.has(v)) fail(`duplicate ${what} ${String(v)}`);
    seen.add(v);
  }
}

function checkDecimal(what: string, value: string | null | undefined): void {
  if (value !== null && value !== undefined && !DECIMAL.test(value))
    fail(`${what} is not a decimal string: ${value}`);
}

/** Exact value of a seed decimal (at most 18 decimals) in units of 10^-18, for comparing bounds. */
const atto = (value: string): bigint => {
  const [int, frac = ''] = value.split('.');
  return BigInt(`${int}${frac.padEnd(18, '0')}`);
};

/**
 * Every seeded pair has a price range (issue 22: amounts that do not fit): a minimum above zero and a
 * maximum above it, both within the pair's price scale, so that no ad is priced absurdly or past the
 * database's range.
 */
function checkPriceBounds(p: CoinPairSeed): void {
  if (p.minPrice === null || p.maxPrice === null)
    fail(`pair ${p.id} needs a price range (minPrice, maxPrice)`);
  if (atto(p.minPrice) <= 0n || atto(p.minPrice) >= atto(p.maxPrice))
    fail(`pair ${p.id} price range: 0 < minPrice < maxPrice`);
  for (const bound of [p.minPrice, p.maxPrice])
    if ((bound.split('.')[1] ?? '').length > p.priceScale)
      fail(`pair ${p.id} price bound ${bound} is finer than its price scale`);
}

export function validateReferenceData(data: ReferenceData): void {
  unique(
    'coin id',
    data.coins.map((c) => c.id),
  );
  unique(
    'coin symbol',
    data.coins.map((c) => c.enShort),
  );
  for (const c of data.coins) {
    if (!Number.isInteger(c.assetScale) || c.assetScale < 0 || c.assetScale > 18)
      fail(`${c.enShort} assetScale`);
    unique(
      `${c.enShort} chain`,
      c.chains.map((ch) => ch.chain),
    );
    for (const ch of c.chains) {
      checkDecimal(`${c.enShort} minWithdrawal`, ch.minWithdrawal);
      checkDecimal(`${c.enShort} maxWithdrawal`, ch.maxWithdrawal);
      checkDecimal(`${c.enShort} withdrawalFee`, ch.withdrawalFee);
    }
  }
  unique(
    'coin pair id',
    data.coinPairs.map((p) => p.id),
  );
  unique(
    'coin pair',
    data.coinPairs.map((p) => `${p.coin}/${p.quote}`),
  );
  for (const p of data.coinPairs) {
    checkDecimal(`pair ${p.id} minPrice`, p.minPrice);
    checkDecimal(`pair ${p.id} maxPrice`, p.maxPrice);
    checkPriceBounds(p);
  }
  coinPairRows(data.coinPairs, data.coins);
  unique(
    'country code',
    data.countries.map((c) => c.code),
  );
  for (const c of data.countries) {
    if (!/^[A-Z]{3}$/.test(c.code)) fail(`country code ${c.code}`);
    if (Math.abs(c.latitude) > 90 || Math.abs(c.longitude) > 180) fail(`country ${c.code} coordinates`);
  }
  unique(
    'country abb2',
    selectCountries(data.countries).map((c) => c.abb2),
  );
  unique(
    'credit setting id',
    data.creditSettings.map((s) => s.id),
  );
  unique(
    'credit setting type',
    data.creditSettings.map((s) => s.type),
  );
  unique(
    'dict entry',
    data.dict.map((e) => `${e.type}:${e.code}`),
  );
  for (const e of data.dict) {
    for (const lang of DICT_LANGUAGES)
      if (!e.labels[lang]?.trim()) fail(`dict ${e.type}:${e.code} lacks ${lang}`);
  }
  unique(
    'document id',
    data.documents.map((d) => d.id),
  );
  unique(
    'document slug',
    data.documents.map((d) => d.slug),
  );
  for (const d of data.documents) {
    for (const lang of DOCUMENT_LANGUAGES) {
      const text = d.contents[lang];
      if (!text?.title.trim() || !text.content.trim()) fail(`document ${d.slug} lacks ${lang}`);
    }
  }
}
