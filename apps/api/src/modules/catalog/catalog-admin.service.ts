import { Injectable } from '@nestjs/common';
import {
  FALLBACK_CONTENT_LANGUAGE,
  type ContentLanguage,
  type CreateOpsDocumentDto,
  type OpsDictQueryDto,
  type UpdateOpsCoinDto,
  type UpdateOpsCoinPairDto,
  type UpdateOpsCountryDto,
  type UpdateOpsDictEntryDto,
  type UpdateOpsDocumentDto,
} from '@p2p/contracts';
import { Clock, compareDecimal } from '@p2p/domain';
import postgres from 'postgres';
import { AppException } from '../../core/common/app-exception.js';
import type { Db } from '../../core/infra/db/sql.service.js';
import {
  CatalogAdminRepository,
  type CoinAdminRow,
  type ColumnPatch,
  type CountryAdminRow,
  type DictAdminRow,
  type DocumentAdminRow,
  type DocumentContentAdminRow,
  type PairAdminRow,
} from './catalog-admin.repository.js';
import { ReferenceCacheService } from './reference-cache.service.js';

export type {
  CoinAdminRow,
  CountryAdminRow,
  DictAdminRow,
  DocumentAdminRow,
  DocumentContentAdminRow,
  PairAdminRow,
} from './catalog-admin.repository.js';
import { together } from '../../core/infra/db/together.js';

/** A change of one row: what it was and what it is (for the staff audit log). */
export interface RowChange<T> {
  before: T;
  after: T;
}

/** A document with the text of each of its languages. */
export interface DocumentWithContents {
  document: DocumentAdminRow;
  contents: DocumentContentAdminRow[];
}

const INT4_MAX = 2_147_483_647;

/** A path id as a row id, or 404 (never a 500 for an id beyond the column's range). */
export function rowIdOrNotFound(raw: string): number {
  if (!/^\d{1,10}$/.test(raw)) throw new AppException('NOT_FOUND');
  const id = Number(raw);
  if (id < 1 || id > INT4_MAX) throw new AppException('NOT_FOUND');
  return id;
}

function isUniqueViolation(err: unknown): boolean {
  return err instanceof postgres.PostgresError && err.code === '23505';
}

/** Only the fields the body gives: `undefined` keeps a value, `null` clears a bound. */
function patchOf(fields: Record<string, string | number | boolean | null | undefined>): ColumnPatch {
  const patch: ColumnPatch = {};
  for (const [column, value] of Object.entries(fields)) if (value !== undefined) patch[column] = value;
  if (Object.keys(patch).length === 0) throw new AppException('EMPTY_PARAMETER');
  return patch;
}

/** min <= max when both are bounded (5032). */
function checkRange(min: string | null, max: string | null): void {
  if (min !== null && max !== null && compareDecimal(min, max) > 0) throw new AppException('MIN_EXCEEDS_MAX');
}

/**
 * The operators' side of the reference data (the staff console, issue 13). Reads answer every row,
 * disabled ones too. Each change runs in the caller's transaction (`tx`, with its audit row), locks
 * the row first and answers it before and after; the caller calls `changed()` after the commit so every
 * API process drops its reference cache (the same NOTIFY the seed sends).
 */
@Injectable()
export class CatalogAdminService {
  constructor(
    private readonly repo: CatalogAdminRepository,
    private readonly cache: ReferenceCacheService,
    private readonly clock: Clock,
  ) {}

  /** Drops the reference caches here and in every other API process (call after the commit). */
  changed(what: string): Promise<void> {
    return this.cache.notifyChanged(what);
  }

  coins(): Promise<CoinAdminRow[]> {
    return this.repo.coins();
  }

  async updateCoin(tx: Db, rawId: string, dto: UpdateOpsCoinDto): Promise<RowChange<CoinAdminRow>> {
    const patch = patchOf({ name: dto.name, sort: dto.sort, enabled: dto.enabled });
    const before = await this.repo.lockCoin(tx, rowIdOrNotFound(rawId));
    if (!before) throw new AppException('NOT_FOUND');
    return { before, after: await this.repo.updateCoin(tx, before.id, patch) };
  }

  coinPairs(): Promise<PairAdminRow[]> {
    return this.repo.coinPairs();
  }

  /**
   * Changes a pair's bounds, scales, reference price, payment window or state. The result must keep
   * min <= max (price and quantity, 5032), the reference price within the price range (5031) and above
   * zero, and a quantity scale within the coin's asset scale (400).
   */
  async updateCoinPair(tx: Db, rawId: string, dto: UpdateOpsCoinPairDto): Promise<RowChange<PairAdminRow>> {
    const patch = patchOf({
      min_price: dto.minPrice,
      max_price: dto.maxPrice,
      min_quantity: dto.minQuantity,
      max_quantity: dto.maxQuantity,
      reference_price: dto.referencePrice,
      pay_minutes: dto.payMinutes,
      price_scale: dto.priceScale,
      quantity_scale: dto.quantityScale,
      sort: dto.sort,
      enabled: dto.enabled,
    });
    const before = await this.repo.lockCoinPair(tx, rowIdOrNotFound(rawId));
    if (!before) throw new AppException('NOT_FOUND');
    const next = <K extends keyof PairAdminRow>(key: K, value: PairAdminRow[K] | undefined) =>
      value === undefined ? before[key] : value;
    const minPrice = next('minPrice', dto.minPrice);
    const maxPrice = next('maxPrice', dto.maxPrice);
    const reference = next('referencePrice', dto.referencePrice);
    checkRange(minPrice, maxPrice);
    checkRange(next('minQuantity', dto.minQuantity), next('maxQuantity', dto.maxQuantity));
    if (reference !== null) {
      if (compareDecimal(reference, '0') <= 0) throw new AppException('UNIT_PRICE_OUT_OF_RANGE');
      if (minPrice !== null && compareDecimal(reference, minPrice) < 0)
        throw new AppException('UNIT_PRICE_OUT_OF_RANGE');
      if (maxPrice !== null && compareDecimal(reference, maxPrice) > 0)
        throw new AppException('UNIT_PRICE_OUT_OF_RANGE');
    }
    if (next('quantityScale', dto.quantityScale) > before.coinAssetScale) {
      throw new AppException('BAD_REQUEST', [
        { field: 'quantityScale', messages: ['validation.quantityInvalid'] },
      ]);
    }
    return { before, after: await this.repo.updateCoinPair(tx, before.id, patch) };
  }

  countries(): Promise<CountryAdminRow[]> {
    return this.repo.countries();
  }

  /**
   * A country's name, order and fiat rules (issue 24). Fiat trading needs a currency (given or stored,
   * 400); a currency must be the quote of a fiat pair (400); a pair bound must name a fiat pair in one of
   * the country's currencies (5045), once (400), with min <= max (5032). The lists replace the stored ones.
   */
  async updateCountry(tx: Db, code: string, dto: UpdateOpsCountryDto): Promise<RowChange<CountryAdminRow>> {
    const patch: ColumnPatch = {};
    if (dto.name !== undefined) patch.name = dto.name;
    if (dto.fiatEnabled !== undefined) patch.fiat_enabled = dto.fiatEnabled;
    if (dto.sort !== undefined) patch.sort = dto.sort;
    const lists = {
      currencies: dto.fiatCurrencies ?? null,
      kinds: dto.fiatPaymentKinds ?? null,
      bounds:
        dto.pairBounds?.map((b) => ({
          coinPairId: b.coinPairId,
          minPrice: b.minPrice ?? null,
          maxPrice: b.maxPrice ?? null,
        })) ?? null,
    };
    if (Object.keys(patch).length === 0 && Object.values(lists).every((l) => l === null))
      throw new AppException('EMPTY_PARAMETER');
    const before = await this.repo.lockCountry(tx, code);
    if (!before) throw new AppException('NOT_FOUND');
    const fiatPairs = (await this.repo.coinPairs(tx)).filter((p) => p.quoteKind === 'FIAT');
    const currencies = lists.currencies ?? before.fiatCurrencies;
    if (lists.currencies?.some((c) => !fiatPairs.some((p) => p.quote === c))) {
      throw new AppException('BAD_REQUEST', [
        { field: 'fiatCurrencies', messages: ['validation.currencyInvalid'] },
      ]);
    }
    if ((dto.fiatEnabled ?? before.fiatEnabled) && currencies.length === 0) {
      throw new AppException('BAD_REQUEST', [
        { field: 'fiatCurrencies', messages: ['validation.currencyInvalid'] },
      ]);
    }
    if (lists.bounds !== null) {
      const ids = lists.bounds.map((b) => b.coinPairId);
      if (new Set(ids).size !== ids.length)
        throw new AppException('BAD_REQUEST', [{ field: 'pairBounds', messages: ['validation.idFormat'] }]);
      for (const b of lists.bounds) {
        const pair = fiatPairs.find((p) => p.id === b.coinPairId);
        if (!pair || !currencies.includes(pair.quote)) throw new AppException('PAIR_UNSUPPORTED');
        checkRange(b.minPrice, b.maxPrice);
      }
    }
    return { before, after: await this.repo.updateCountry(tx, code, patch, lists) };
  }

  dictEntries(q: OpsDictQueryDto): Promise<DictAdminRow[]> {
    return this.repo.dictEntries({ type: q.type || undefined, language: q.language });
  }

  async updateDictEntry(tx: Db, rawId: string, dto: UpdateOpsDictEntryDto): Promise<RowChange<DictAdminRow>> {
    const patch = patchOf({
      label: dto.label,
      value: dto.value === '' ? null : dto.value,
      sort: dto.sort,
      enabled: dto.enabled,
    });
    const before = await this.repo.lockDictEntry(tx, rowIdOrNotFound(rawId));
    if (!before) throw new AppException('NOT_FOUND');
    return { before, after: await this.repo.updateDictEntry(tx, before.id, patch) };
  }

  // ---- documents ----

  async documents(): Promise<{ documents: DocumentAdminRow[]; contents: DocumentContentAdminRow[] }> {
    const [documents, contents] = await together([this.repo.documents(), this.repo.allContents()]);
    return { documents, contents };
  }

  async document(rawId: string, db: Db | null = null): Promise<DocumentWithContents> {
    const id = rowIdOrNotFound(rawId);
    const document = await this.repo.document(db, id);
    if (!document) throw new AppException('NOT_FOUND');
    return { document, contents: await this.repo.contentsOf(db, id) };
  }

  /** A new document with its English text; a slug in use answers 400 on `slug`. */
  async createDocument(tx: Db, dto: CreateOpsDocumentDto): Promise<DocumentWithContents> {
    await this.refuseTakenSlug(tx, dto.slug, null);
    const document = await this.repo
      .insertDocument(tx, {
        slug: dto.slug,
        kind: dto.kind,
        sort: dto.sort ?? 0,
        enabled: dto.enabled ?? true,
      })
      .catch((err: unknown) => {
        throw isUniqueViolation(err) ? slugTaken() : err;
      });
    await this.repo.upsertContent(
      tx,
      {
        documentId: document.id,
        language: FALLBACK_CONTENT_LANGUAGE,
        title: dto.title,
        content: dto.content,
      },
      this.clock.now(),
    );
    return { document, contents: await this.repo.contentsOf(tx, document.id) };
  }

  async updateDocument(
    tx: Db,
    rawId: string,
    dto: UpdateOpsDocumentDto,
  ): Promise<RowChange<DocumentWithContents>> {
    patchOf({ slug: dto.slug, kind: dto.kind, sort: dto.sort, enabled: dto.enabled });
    const id = rowIdOrNotFound(rawId);
    const before = await this.repo.lockDocument(tx, id);
    if (!before) throw new AppException('NOT_FOUND');
    if (dto.slug !== undefined && dto.slug !== before.slug) await this.refuseTakenSlug(tx, dto.slug, id);
    const contents = await this.repo.contentsOf(tx, id);
    const after = await this.repo.updateDocument(tx, id, dto).catch((err: unknown) => {
      throw isUniqueViolation(err) ? slugTaken() : err;
    });
    return { before: { document: before, contents }, after: { document: after, contents } };
  }

  /** Writes one language's title and Markdown; answers that language's text before (null: new). */
  async saveContent(
    tx: Db,
    rawId: string,
    language: ContentLanguage,
    text: { title: string; content: string },
  ): Promise<{ before: DocumentContentAdminRow | null; after: DocumentWithContents }> {
    const id = rowIdOrNotFound(rawId);
    const document = await this.repo.lockDocument(tx, id);
    if (!document) throw new AppException('NOT_FOUND');
    const before = (await this.repo.contentsOf(tx, id)).find((c) => c.language === language) ?? null;
    await this.repo.upsertContent(tx, { documentId: id, language, ...text }, this.clock.now());
    return { before, after: { document, contents: await this.repo.contentsOf(tx, id) } };
  }

  private async refuseTakenSlug(tx: Db, slug: string, ownId: number | null): Promise<void> {
    const holder = await this.repo.documentIdBySlug(tx, slug);
    if (holder !== null && holder !== ownId) throw slugTaken();
  }
}

function slugTaken(): AppException {
  return new AppException('BAD_REQUEST', [{ field: 'slug', messages: ['validation.idFormat'] }]);
}
