// Rows of the reference tables to the console's Operations answers, and rows to the audit log's JSON.
import type {
  OpsCoinDto,
  OpsCoinPairDto,
  OpsCountryDto,
  OpsDictEntryDto,
  OpsDocumentDto,
  OpsDocumentSummaryDto,
} from '@p2p/contracts';
import { FALLBACK_CONTENT_LANGUAGE } from '@p2p/contracts';
import { normalizeDecimal } from '@p2p/domain';
import type { AuditValue } from '../../core/audit/audit.service.js';
import type {
  CoinAdminRow,
  CountryAdminRow,
  DictAdminRow,
  DocumentAdminRow,
  DocumentContentAdminRow,
  DocumentWithContents,
  PairAdminRow,
} from '../catalog/catalog-admin.service.js';

const dec = (value: string | null): string | null => (value === null ? null : normalizeDecimal(value));

export function coinView(c: CoinAdminRow): OpsCoinDto {
  return {
    id: String(c.id),
    enShort: c.enShort,
    name: c.name,
    assetScale: c.assetScale,
    sort: c.sort,
    enabled: c.enabled,
  };
}

export function pairView(p: PairAdminRow): OpsCoinPairDto {
  return {
    id: String(p.id),
    coinId: String(p.coinId),
    coin: p.coin,
    quote: p.quote,
    quoteKind: p.quoteKind,
    minPrice: dec(p.minPrice),
    maxPrice: dec(p.maxPrice),
    minQuantity: dec(p.minQuantity),
    maxQuantity: dec(p.maxQuantity),
    referencePrice: dec(p.referencePrice),
    payMinutes: p.payMinutes,
    priceScale: p.priceScale,
    quantityScale: p.quantityScale,
    sort: p.sort,
    enabled: p.enabled,
  };
}

export function countryView(c: CountryAdminRow): OpsCountryDto {
  return {
    code: c.code,
    abb2: c.abb2,
    name: c.name,
    latitude: c.latitude,
    longitude: c.longitude,
    fiatEnabled: c.fiatEnabled,
    fiatCurrencies: [...c.fiatCurrencies],
    fiatPaymentKinds: [...c.fiatPaymentKinds],
    pairBounds: c.pairBounds.map((b) => ({
      coinPairId: String(b.coinPairId),
      minPrice: dec(b.minPrice),
      maxPrice: dec(b.maxPrice),
    })),
    sort: c.sort,
  };
}

export function dictView(d: DictAdminRow): OpsDictEntryDto {
  return {
    id: String(d.id),
    type: d.type,
    code: d.code,
    language: d.language,
    label: d.label,
    value: d.value,
    sort: d.sort,
    enabled: d.enabled,
  };
}

export function documentView({ document: d, contents }: DocumentWithContents): OpsDocumentDto {
  return {
    id: String(d.id),
    slug: d.slug,
    kind: d.kind,
    sort: d.sort,
    enabled: d.enabled,
    contents: contents.map((c) => ({
      language: c.language,
      title: c.title,
      content: c.content,
      updatedAt: c.updatedAt.toISOString(),
    })),
  };
}

/** The list: each document's English title (else its first language's) and its languages. */
export function documentSummaries(
  documents: readonly DocumentAdminRow[],
  contents: readonly DocumentContentAdminRow[],
): OpsDocumentSummaryDto[] {
  return documents.map((d) => {
    const own = contents.filter((c) => c.documentId === d.id);
    const title = (own.find((c) => c.language === FALLBACK_CONTENT_LANGUAGE) ?? own[0])?.title ?? '';
    return {
      id: String(d.id),
      slug: d.slug,
      kind: d.kind,
      sort: d.sort,
      enabled: d.enabled,
      title,
      languages: own.map((c) => c.language),
    };
  });
}

/** A row as the audit log keeps it: plain JSON (dates as ISO strings). */
export function auditJson(value: object | null): AuditValue {
  if (value === null) return null;
  return JSON.parse(JSON.stringify(value)) as AuditValue;
}
