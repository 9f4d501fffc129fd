// The answers of the staff console's Operations calls (issue 13): the maintenance window, coins and coin
// pairs, countries, the dictionary and the documents as operators see them (disabled rows too).
import { PAYMENT_METHOD_KINDS } from '../enums.js';
import { QUOTE_KINDS, DOCUMENT_KINDS } from '../record-enums.js';
import { CONTENT_LANGUAGES, DICT_LANGUAGES } from '../dto/admin-ops.values.js';
import type {
  OpsCoinDto,
  OpsCoinPairDto,
  OpsCountryDto,
  OpsDictEntryDto,
  OpsDocumentDto,
  OpsDocumentSummaryDto,
  OpsMaintenanceDto,
} from '../dto/admin-ops.dto.js';
import { defineAnswer, shapes as s } from './shape.js';

const str = s.string();
const time = s.string('date-time');
const nullableDecimal = s.nullable(s.string('decimal'));

export const OpsMaintenanceAnswer = defineAnswer<OpsMaintenanceDto>(
  'OpsMaintenance',
  s.object({ window: s.nullable(s.object({ start: time, end: time })), active: s.boolean() }),
);

export const OpsCoinAnswer = defineAnswer<OpsCoinDto>(
  'OpsCoin',
  s.object({
    id: str,
    enShort: str,
    name: str,
    assetScale: s.integer(),
    sort: s.integer(),
    enabled: s.boolean(),
  }),
);
export const OpsCoinListAnswer = defineAnswer<OpsCoinDto[]>('OpsCoinList', s.array(OpsCoinAnswer));

export const OpsCoinPairAnswer = defineAnswer<OpsCoinPairDto>(
  'OpsCoinPair',
  s.object({
    id: str,
    coinId: str,
    coin: str,
    quote: str,
    quoteKind: s.oneOf(QUOTE_KINDS),
    minPrice: nullableDecimal,
    maxPrice: nullableDecimal,
    minQuantity: nullableDecimal,
    maxQuantity: nullableDecimal,
    referencePrice: nullableDecimal,
    payMinutes: s.integer(),
    priceScale: s.integer(),
    quantityScale: s.integer(),
    sort: s.integer(),
    enabled: s.boolean(),
  }),
);
export const OpsCoinPairListAnswer = defineAnswer<OpsCoinPairDto[]>(
  'OpsCoinPairList',
  s.array(OpsCoinPairAnswer),
);

export const OpsCountryAnswer = defineAnswer<OpsCountryDto>(
  'OpsCountry',
  s.object({
    code: str,
    abb2: str,
    name: str,
    latitude: s.number(),
    longitude: s.number(),
    fiatEnabled: s.boolean(),
    fiatCurrencies: s.array(str),
    fiatPaymentKinds: s.array(s.oneOf(PAYMENT_METHOD_KINDS)),
    pairBounds: s.array(s.object({ coinPairId: str, minPrice: nullableDecimal, maxPrice: nullableDecimal })),
    sort: s.integer(),
  }),
);
export const OpsCountryListAnswer = defineAnswer<OpsCountryDto[]>(
  'OpsCountryList',
  s.array(OpsCountryAnswer),
);

export const OpsDictEntryAnswer = defineAnswer<OpsDictEntryDto>(
  'OpsDictEntry',
  s.object({
    id: str,
    type: str,
    code: str,
    language: s.oneOf(DICT_LANGUAGES),
    label: str,
    value: s.nullable(str),
    sort: s.integer(),
    enabled: s.boolean(),
  }),
);
export const OpsDictListAnswer = defineAnswer<OpsDictEntryDto[]>('OpsDictList', s.array(OpsDictEntryAnswer));

export const OpsDocumentSummaryListAnswer = defineAnswer<OpsDocumentSummaryDto[]>(
  'OpsDocumentSummaryList',
  s.array(
    s.object({
      id: str,
      slug: str,
      kind: s.oneOf(DOCUMENT_KINDS),
      sort: s.integer(),
      enabled: s.boolean(),
      title: str,
      languages: s.array(s.oneOf(CONTENT_LANGUAGES)),
    }),
  ),
);

export const OpsDocumentAnswer = defineAnswer<OpsDocumentDto>(
  'OpsDocument',
  s.object({
    id: str,
    slug: str,
    kind: s.oneOf(DOCUMENT_KINDS),
    sort: s.integer(),
    enabled: s.boolean(),
    contents: s.array(
      s.object({ language: s.oneOf(CONTENT_LANGUAGES), title: str, content: str, updatedAt: time }),
    ),
  }),
);
