import { Injectable } from '@nestjs/common';
import type {
  ContentLanguage,
  DocumentKind,
  OpsDictLanguage,
  PaymentMethodKind,
  QuoteKind,
} from '@p2p/contracts';
import { type Db, type Sql, SqlService } from '../../core/infra/db/sql.service.js';

// The operators' reads and writes of the reference tables (the staff console's Operations, issue 13).
// Every row is read whole, disabled ones too; a write runs in the caller's transaction after the row
// was locked (`... for update`), so the audit row records exactly what it replaced. Decimals come back
// as strings (never floats); the caller notifies the reference channel after the commit.

export interface CoinAdminRow {
  id: number;
  enShort: string;
  name: string;
  assetScale: number;
  sort: number;
  enabled: boolean;
}

export interface PairAdminRow {
  id: number;
  coinId: number;
  coin: string;
  coinAssetScale: number;
  quote: string;
  quoteKind: QuoteKind;
  minPrice: string | null;
  maxPrice: string | null;
  minQuantity: string | null;
  maxQuantity: string | null;
  referencePrice: string | null;
  payMinutes: number;
  priceScale: number;
  quantityScale: number;
  sort: number;
  enabled: boolean;
}

export interface CountryAdminRow {
  code: string;
  abb2: string;
  name: string;
  latitude: number;
  longitude: number;
  fiatEnabled: boolean;
  fiatCurrencies: string[];
  fiatPaymentKinds: PaymentMethodKind[];
  /** The country's own price bounds per fiat pair (issue 24), by pair id. */
  pairBounds: Array<{ coinPairId: number; minPrice: string | null; maxPrice: string | null }>;
  sort: number;
}

export interface DictAdminRow {
  id: number;
  type: string;
  code: string;
  language: OpsDictLanguage;
  label: string;
  value: string | null;
  sort: number;
  enabled: boolean;
}

export interface DocumentAdminRow {
  id: number;
  slug: string;
  kind: DocumentKind;
  sort: number;
  enabled: boolean;
}

export interface DocumentContentAdminRow {
  documentId: number;
  language: ContentLanguage;
  title: string;
  content: string;
  updatedAt: Date;
}

/** Column values of an update, by column name (only those that change). */
export type ColumnPatch = Record<string, string | number | boolean | null>;

const COIN = (sql: Db) => sql`
  id, en_short as "enShort", name, asset_scale as "assetScale", sort, enabled`;
const PAIR = (sql: Db) => sql`
  p.id, p.coin_id as "coinId", c.en_short as coin, c.asset_scale as "coinAssetScale", p.quote,
  p.quote_kind as "quoteKind", p.min_price::text as "minPrice", p.max_price::text as "maxPrice",
  p.min_quantity::text as "minQuantity", p.max_quantity::text as "maxQuantity",
  p.reference_price::text as "referencePrice", p.pay_minutes as "payMinutes", p.price_scale as "priceScale",
  p.quantity_scale as "quantityScale", p.sort, p.enabled`;
const COUNTRY = (sql: Db) => sql`
  c.code, c.abb2, c.name, c.latitude, c.longitude, c.fiat_enabled as "fiatEnabled",
  coalesce(c.fiat_currencies, '{}')::text[] as "fiatCurrencies",
  coalesce(c.fiat_payment_kinds, '{}')::text[] as "fiatPaymentKinds",
  coalesce((select json_agg(json_build_object('coinPairId', b.coin_pair_id, 'minPrice', b.min_price::text,
      'maxPrice', b.max_price::text) order by b.coin_pair_id)
    from country_pair_bounds b where b.country_code = c.code), '[]') as "pairBounds", c.sort`;
const DICT = (sql: Db) => sql`id, type, code, language, label, value, sort, enabled`;
const DOC = (sql: Db) => sql`id, slug, kind, sort, enabled`;
const CONTENT = (sql: Db) => sql`
  document_id as "documentId", language, title, content, updated_at as "updatedAt"`;

@Injectable()
export class CatalogAdminRepository {
  constructor(private readonly db: SqlService) {}

  private get sql(): Sql {
    return this.db.sql;
  }

  // ---- coins and pairs ----

  coins(): Promise<CoinAdminRow[]> {
    return this.sql<CoinAdminRow[]>`select ${COIN(this.sql)} from coins order by sort, id`;
  }

  async lockCoin(tx: Db, id: number): Promise<CoinAdminRow | null> {
    const [row] = await tx<CoinAdminRow[]>`select ${COIN(tx)} from coins where id = ${id} for update`;
    return row ?? null;
  }

  async updateCoin(tx: Db, id: number, patch: ColumnPatch): Promise<CoinAdminRow> {
    const [row] = await tx<CoinAdminRow[]>`
      update coins set ${tx(patch)} where id = ${id} returning ${COIN(tx)}`;
    return row!;
  }

  coinPairs(db: Db = this.sql): Promise<PairAdminRow[]> {
    return db<PairAdminRow[]>`
      select ${PAIR(db)} from coin_pairs p join coins c on c.id = p.coin_id order by p.sort, p.id`;
  }

  async lockCoinPair(tx: Db, id: number): Promise<PairAdminRow | null> {
    const [row] = await tx<PairAdminRow[]>`
      select ${PAIR(tx)} from coin_pairs p join coins c on c.id = p.coin_id where p.id = ${id}
      for update of p`;
    return row ?? null;
  }

  async updateCoinPair(tx: Db, id: number, patch: ColumnPatch): Promise<PairAdminRow> {
    await tx`update coin_pairs set ${tx(patch)} where id = ${id}`;
    return (await this.lockCoinPair(tx, id))!;
  }

  // ---- countries and the dictionary ----

  countries(): Promise<CountryAdminRow[]> {
    return this.sql<CountryAdminRow[]>`select ${COUNTRY(this.sql)} from countries c order by c.sort, c.name`;
  }

  async lockCountry(tx: Db, code: string): Promise<CountryAdminRow | null> {
    const [row] = await tx<CountryAdminRow[]>`
      select ${COUNTRY(tx)} from countries c where c.code = ${code} for update of c`;
    return row ?? null;
  }

  /**
   * Sets the given columns, the fiat lists when given (`null`: unchanged) and replaces the pair bounds
   * when given; answers the row as it is now.
   */
  async updateCountry(
    tx: Db,
    code: string,
    patch: ColumnPatch,
    lists: {
      currencies: string[] | null;
      kinds: PaymentMethodKind[] | null;
      bounds: Array<{ coinPairId: number; minPrice: string | null; maxPrice: string | null }> | null;
    },
  ): Promise<CountryAdminRow> {
    if (Object.keys(patch).length > 0) await tx`update countries set ${tx(patch)} where code = ${code}`;
    if (lists.currencies !== null)
      await tx`update countries set fiat_currencies = ${lists.currencies}::varchar(3)[] where code = ${code}`;
    if (lists.kinds !== null)
      await tx`
        update countries set fiat_payment_kinds = ${lists.kinds}::text[]::payment_method_kind[]
        where code = ${code}`;
    if (lists.bounds !== null) {
      await tx`delete from country_pair_bounds where country_code = ${code}`;
      for (const b of lists.bounds)
        await tx`
          insert into country_pair_bounds (country_code, coin_pair_id, min_price, max_price)
          values (${code}, ${b.coinPairId}, ${b.minPrice}::numeric, ${b.maxPrice}::numeric)`;
    }
    return (await this.lockCountry(tx, code))!;
  }

  dictEntries(filter: { type?: string; language?: OpsDictLanguage }): Promise<DictAdminRow[]> {
    const sql = this.sql;
    return sql<DictAdminRow[]>`
      select ${DICT(sql)} from dict_entries
      where (${filter.type ?? null}::text is null or type = ${filter.type ?? null})
        and (${filter.language ?? null}::text is null or language::text = ${filter.language ?? null})
      order by type, sort, id, language`;
  }

  async lockDictEntry(tx: Db, id: number): Promise<DictAdminRow | null> {
    const [row] = await tx<DictAdminRow[]>`select ${DICT(tx)} from dict_entries where id = ${id} for update`;
    return row ?? null;
  }

  async updateDictEntry(tx: Db, id: number, patch: ColumnPatch): Promise<DictAdminRow> {
    const [row] = await tx<DictAdminRow[]>`
      update dict_entries set ${tx(patch)} where id = ${id} returning ${DICT(tx)}`;
    return row!;
  }

  // ---- documents ----

  documents(): Promise<DocumentAdminRow[]> {
    return this.sql<DocumentAdminRow[]>`select ${DOC(this.sql)} from documents order by kind, sort, id`;
  }

  /** Every document's contents (titles and languages for the list; the texts come along, they are small). */
  allContents(): Promise<DocumentContentAdminRow[]> {
    return this.sql<DocumentContentAdminRow[]>`
      select ${CONTENT(this.sql)} from document_contents order by document_id, language`;
  }

  async document(db: Db | null, id: number): Promise<DocumentAdminRow | null> {
    const sql = db ?? this.sql;
    const [row] = await sql<DocumentAdminRow[]>`select ${DOC(sql)} from documents where id = ${id}`;
    return row ?? null;
  }

  contentsOf(db: Db | null, id: number): Promise<DocumentContentAdminRow[]> {
    const sql = db ?? this.sql;
    return sql<DocumentContentAdminRow[]>`
      select ${CONTENT(sql)} from document_contents where document_id = ${id} order by language`;
  }

  async lockDocument(tx: Db, id: number): Promise<DocumentAdminRow | null> {
    const [row] = await tx<DocumentAdminRow[]>`select ${DOC(tx)} from documents where id = ${id} for update`;
    return row ?? null;
  }

  /** The id of the document with `slug`, if any. */
  async documentIdBySlug(tx: Db, slug: string): Promise<number | null> {
    const [row] = await tx<{ id: number }[]>`select id from documents where slug = ${slug}`;
    return row?.id ?? null;
  }

  /** A new document; a taken slug raises PostgreSQL's 23505 to the caller. */
  async insertDocument(
    tx: Db,
    doc: { slug: string; kind: DocumentKind; sort: number; enabled: boolean },
  ): Promise<DocumentAdminRow> {
    const [row] = await tx<DocumentAdminRow[]>`
      insert into documents (slug, kind, sort, enabled)
      values (${doc.slug}, ${doc.kind}::document_kind, ${doc.sort}, ${doc.enabled})
      returning ${DOC(tx)}`;
    return row!;
  }

  /** Sets the given fields (a field left out keeps its value); a taken slug raises 23505. */
  async updateDocument(
    tx: Db,
    id: number,
    patch: { slug?: string; kind?: DocumentKind; sort?: number; enabled?: boolean },
  ): Promise<DocumentAdminRow> {
    const [row] = await tx<DocumentAdminRow[]>`
      update documents set
        slug = coalesce(${patch.slug ?? null}::text, slug),
        kind = coalesce(${patch.kind ?? null}::document_kind, kind),
        sort = coalesce(${patch.sort ?? null}::int, sort),
        enabled = coalesce(${patch.enabled ?? null}::boolean, enabled)
      where id = ${id} returning ${DOC(tx)}`;
    return row!;
  }

  /**
   * Writes one language's title and Markdown (a new translation or a replacement), stamped with the
   * service's time `at` (shown with the document).
   */
  async upsertContent(
    tx: Db,
    c: { documentId: number; language: ContentLanguage; title: string; content: string },
    at: Date,
  ): Promise<void> {
    await tx`
      insert into document_contents (document_id, language, title, content, updated_at)
      values (${c.documentId}, ${c.language}::language, ${c.title}, ${c.content}, ${at})
      on conflict (document_id, language)
      do update set title = excluded.title, content = excluded.content, updated_at = excluded.updated_at`;
  }
}
