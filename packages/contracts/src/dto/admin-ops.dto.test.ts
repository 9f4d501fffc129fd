/// <reference types="jest" />
import { errorsOf } from './dto.test-helpers.js';
import {
  CountryCodeParamDto,
  CreateOpsDocumentDto,
  DocumentContentParamDto,
  SaveDocumentContentDto,
  SetMaintenanceDto,
  UpdateOpsCoinPairDto,
  UpdateOpsCountryDto,
  UpdateOpsDictEntryDto,
} from './admin-ops.dto.js';
import { ValidationMessage as M } from './messages.js';

describe('the Operations DTOs (issue 13)', () => {
  it('take a maintenance window as two ISO 8601 instants', () => {
    const ok = { start: '2026-12-01T01:00:00.000Z', end: '2026-12-01T03:00:00Z' };
    expect(errorsOf(SetMaintenanceDto, ok)).toEqual({});
    expect(Object.keys(errorsOf(SetMaintenanceDto, { start: 'tomorrow', end: 5 })).sort()).toEqual([
      'end',
      'start',
    ]);
  });

  it('take pair bounds as decimal strings that fit NUMERIC(36,18), null to clear one, never numbers', () => {
    expect(
      errorsOf(UpdateOpsCoinPairDto, { minPrice: '0.5', maxPrice: null, referencePrice: '7.1' }),
    ).toEqual({});
    for (const bad of [7, '1e3', '-1', '1,5', '1234567890123456789', '0.1234567890123456789']) {
      expect(errorsOf(UpdateOpsCoinPairDto, { maxPrice: bad }).maxPrice).toEqual(
        expect.arrayContaining([M.priceInvalid]),
      );
    }
    expect(errorsOf(UpdateOpsCoinPairDto, { payMinutes: 2 }).payMinutes).toContain(M.payMinutesInvalid);
    expect(errorsOf(UpdateOpsCoinPairDto, { priceScale: 19 }).priceScale).toContain(M.priceInvalid);
    expect(errorsOf(UpdateOpsCoinPairDto, { enabled: 'yes' }).enabled).toContain(M.booleanInvalid);
  });

  it('check country codes, fiat currencies and dictionary labels', () => {
    expect(errorsOf(CountryCodeParamDto, { code: 'USA' })).toEqual({});
    expect(errorsOf(CountryCodeParamDto, { code: 'us' }).code).toContain(M.regionIdFormat);
    expect(errorsOf(UpdateOpsCountryDto, { fiatCurrencies: ['usd'] }).fiatCurrencies).toContain(
      M.currencyInvalid,
    );
    expect(errorsOf(UpdateOpsCountryDto, { fiatCurrencies: 'USD' }).fiatCurrencies).toContain(
      M.currencyInvalid,
    );
    expect(errorsOf(UpdateOpsCountryDto, { fiatCurrencies: ['USD', 'USD'] }).fiatCurrencies).toContain(
      M.currencyInvalid,
    );
    expect(errorsOf(UpdateOpsCountryDto, { fiatEnabled: true, fiatCurrencies: ['USD', 'EUR'] })).toEqual({});
  });

  it('country fiat rules (issue 24): payment kinds are fiat kinds (never USDT_ADDRESS), bounds are decimals', () => {
    expect(errorsOf(UpdateOpsCountryDto, { fiatPaymentKinds: ['ALIPAY', 'BANK_CARD'] })).toEqual({});
    expect(errorsOf(UpdateOpsCountryDto, { fiatPaymentKinds: ['USDT_ADDRESS'] }).fiatPaymentKinds).toContain(
      M.paymentKindInvalid,
    );
    expect(
      errorsOf(UpdateOpsCountryDto, { pairBounds: [{ coinPairId: 22, minPrice: '6.5', maxPrice: null }] }),
    ).toEqual({});
    expect(
      Object.keys(errorsOf(UpdateOpsCountryDto, { pairBounds: [{ coinPairId: 22, minPrice: '1e3' }] })),
    ).not.toHaveLength(0);
    expect(errorsOf(UpdateOpsDictEntryDto, { label: '  ' }).label).toContain(M.required);
    expect(errorsOf(UpdateOpsDictEntryDto, { label: 'x'.repeat(501) }).label).toContain(M.textLength);
  });

  it('take a document with a slug, a kind, an English title and Markdown; a language among the 10', () => {
    const doc = { slug: 'how-to-buy', kind: 'HELP', title: 'How to buy', content: '# Buy\n\nStep 1' };
    expect(errorsOf(CreateOpsDocumentDto, doc)).toEqual({});
    expect(errorsOf(CreateOpsDocumentDto, { ...doc, slug: 'Has Space' }).slug).toContain(M.idFormat);
    expect(errorsOf(CreateOpsDocumentDto, { ...doc, kind: 'BLOG' }).kind).toBeDefined();
    expect(errorsOf(CreateOpsDocumentDto, { ...doc, content: '' }).content).toContain(M.required);
    expect(errorsOf(DocumentContentParamDto, { id: '3', language: 'ko_KP' })).toEqual({});
    expect(errorsOf(DocumentContentParamDto, { id: '3', language: 'fr_FR' }).language).toBeDefined();
    expect(errorsOf(SaveDocumentContentDto, { title: 'T', content: 'x\uD800' }).content).toContain(
      M.malformedText,
    );
  });
});
