import {
  coinPairRows,
  DICT_LANGUAGES,
  DOCUMENT_LANGUAGES,
  expandDict,
  expandDocumentContents,
  firstCreditSetting,
  loadReferenceData,
  normalizeWord,
  selectCountries,
  sensitiveWordRows,
  validateReferenceData,
  type CountrySeed,
  type ReferenceData,
} from './data.js';
import { parseSeedArgs } from './args.js';

const data: ReferenceData = loadReferenceData();

function country(
  code: string,
  abb2: string | null | undefined,
  extra: Partial<CountrySeed> = {},
): CountrySeed {
  return { code, abb2, name: code, latitude: 0, longitude: 0, ...extra };
}

describe('countries', () => {
  it('drops countries without abb2 and excludes YU', () => {
    const rows = selectCountries([
      country('TWN', 'TW'),
      country('XKX', ''),
      country('NOA', null),
      country('NOB', undefined),
      country('NOC', '  '),
      country('YUG', 'YU'),
      country('yug', 'yu'),
    ]);
    expect(rows.map((r) => r.code)).toEqual(['TWN']);
  });

  it('applies the rule to the shipped file, which holds both cases', () => {
    const codes = data.countries.map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['XKX', 'YUG']));
    const rows = selectCountries(data.countries);
    expect(rows.map((r) => r.code)).not.toEqual(expect.arrayContaining(['XKX']));
    expect(rows.map((r) => r.code)).not.toContain('YUG');
    expect(rows.map((r) => r.abb2)).not.toContain('YU');
    expect(rows.length).toBeGreaterThanOrEqual(240);
    expect(rows.length).toBe(data.countries.length - 2);
  });

  it('keeps ISO codes and numeric coordinates', () => {
    const rows = selectCountries(data.countries);
    const taiwan = rows.find((r) => r.abb2 === 'TW');
    expect(taiwan).toMatchObject({ code: 'TWN', name: 'Taiwan', fiatEnabled: true, fiatCurrencies: ['TWD'] });
    for (const r of rows) {
      expect(r.code).toMatch(/^[A-Z]{3}$/);
      expect(r.abb2).toMatch(/^[A-Z]{2}$/);
      expect(typeof r.latitude).toBe('number');
      expect(typeof r.longitude).toBe('number');
    }
  });

  it('enables fiat trading only where a fiat currency is configured', () => {
    const rows = selectCountries(data.countries);
    const fiat = new Set(rows.filter((r) => r.fiatEnabled).flatMap((r) => r.fiatCurrencies));
    expect([...fiat].sort()).toEqual(['BRL', 'CNY', 'EUR', 'KRW', 'THB', 'TRY', 'TWD', 'USD', 'VND']);
    expect(rows.find((r) => r.code === 'JPN')).toMatchObject({ fiatEnabled: false, fiatCurrencies: [] });
  });
});

describe('credit settings', () => {
  it('first credit setting deducts 20', () => {
    const first = firstCreditSetting(data.creditSettings);
    expect(first.deduct).toBe(20);
    expect(first.dailyFreeCancellations).toBe(3);
    expect(first.type).toBe('CANCEL_ORDER');
  });

  it('orders by sort then id, whatever the file order', () => {
    const shuffled = [...data.creditSettings].reverse();
    expect(firstCreditSetting(shuffled).type).toBe('CANCEL_ORDER');
    expect(data.creditSettings.find((s) => s.type === 'APPEAL_LOST')?.deduct).toBe(20);
  });

  it('refuses an empty list', () => {
    expect(() => firstCreditSetting([])).toThrow('empty');
  });
});

describe('coins and pairs', () => {
  it('holds MEC (scale 18, ERC20) and USDT (scale 6, ERC20 and TRC20) with no contract yet', () => {
    const mec = data.coins.find((c) => c.enShort === 'MEC');
    const usdt = data.coins.find((c) => c.enShort === 'USDT');
    expect(mec).toMatchObject({ name: 'MEC', assetScale: 18 });
    expect(mec?.chains.map((c) => c.chain)).toEqual(['ERC20']);
    expect(usdt?.assetScale).toBe(6);
    expect(usdt?.chains.map((c) => c.chain)).toEqual(['ERC20', 'TRC20']);
    expect(data.coins.flatMap((c) => c.chains).every((c) => c.contractAddress === null)).toBe(true);
  });

  it('resolves pair symbols to coin ids: MEC/USDT and both coins against nine fiat currencies', () => {
    const rows = coinPairRows(data.coinPairs, data.coins);
    expect(rows.find((r) => r.id === 1)).toMatchObject({
      coinId: 1,
      quote: 'USDT',
      quoteKind: 'COIN',
      quoteCoinId: 2,
    });
    const fiat = ['USD', 'CNY', 'TWD', 'KRW', 'VND', 'THB', 'TRY', 'EUR', 'BRL'];
    for (const coinId of [1, 2]) {
      const quotes = rows.filter((r) => r.coinId === coinId && r.quoteKind === 'FIAT').map((r) => r.quote);
      expect(quotes.sort()).toEqual([...fiat].sort());
    }
    expect(rows.every((r) => r.quoteKind === 'COIN' || r.quoteCoinId === null)).toBe(true);
  });

  it('seeds USDT quoted in MEC (id 2), the coin pair an ordinary trader posts an automatic ad on (issue 24)', () => {
    const rows = coinPairRows(data.coinPairs, data.coins);
    expect(rows.find((r) => r.id === 2)).toMatchObject({
      coinId: 2,
      quote: 'MEC',
      quoteKind: 'COIN',
      quoteCoinId: 1,
    });
  });

  it('refuses a pair on an unknown coin', () => {
    const pair = { ...data.coinPairs[0]!, coin: 'DOGE' };
    expect(() => coinPairRows([pair], data.coins)).toThrow('unknown coin DOGE');
  });
});

describe('dictionary and documents', () => {
  it('expands every dictionary entry into the four dictionary languages', () => {
    const rows = expandDict(data.dict);
    expect(rows).toHaveLength(data.dict.length * 4);
    const reasons = rows.filter((r) => r.type === 'APPEAL_REASON' && r.code === 'OTHER');
    expect(reasons.map((r) => r.language).sort()).toEqual([...DICT_LANGUAGES].sort());
    expect(reasons.find((r) => r.language === 'ZH_TW')?.label).toBe('其他');
  });

  it('has the help articles and legal pages in all document languages, with stable ids', () => {
    const slugs = data.documents.map((d) => d.slug);
    expect(slugs).toEqual(
      expect.arrayContaining([
        'how-to-buy',
        'how-to-sell',
        'escrow-and-release',
        'appeals',
        'fees-and-limits',
        'user-agreement',
        'privacy-policy',
        'trading-notice',
      ]),
    );
    expect(data.documents.find((d) => d.slug === 'how-to-buy')?.id).toBe(1);
    const contents = expandDocumentContents(data.documents);
    expect(contents).toHaveLength(data.documents.length * DOCUMENT_LANGUAGES.length);
    for (const c of contents) expect(c.content.length).toBeGreaterThan(300);
  });
});

describe('sensitive words', () => {
  it('normalises and de-duplicates words', () => {
    expect(normalizeWord('  ADMIN ')).toBe('admin');
    const rows = sensitiveWordRows([
      { word: 'Admin', category: 'X' },
      { word: 'admin', category: 'Y' },
      { word: ' ', category: null },
    ]);
    expect(rows).toEqual([{ word: 'admin', category: 'X' }]);
    expect(sensitiveWordRows(data.sensitiveWords).map((w) => w.word)).toEqual(
      expect.arrayContaining(['admin', 'official', 'customer service', '客服']),
    );
  });
});

describe('validation', () => {
  it('accepts the shipped data', () => {
    expect(() => validateReferenceData(data)).not.toThrow();
  });

  it('rejects float-like or malformed decimal strings and duplicate ids', () => {
    const badPrice = { ...data, coinPairs: [{ ...data.coinPairs[0]!, minPrice: '1e3' }] };
    expect(() => validateReferenceData(badPrice)).toThrow('decimal');
    const dup = { ...data, coins: [...data.coins, { ...data.coins[0]!, enShort: 'XXX' }] };
    expect(() => validateReferenceData(dup)).toThrow('duplicate coin id');
  });

  it('gives every seeded pair a price range inside its scale (issue 22: amounts that do not fit)', () => {
    for (const pair of data.coinPairs) {
      expect(pair.minPrice).not.toBeNull();
      expect(pair.maxPrice).not.toBeNull();
    }
    const first = data.coinPairs[0]!;
    const unbounded = { ...data, coinPairs: [{ ...first, maxPrice: null }] };
    expect(() => validateReferenceData(unbounded)).toThrow('needs a price range');
    const upsideDown = { ...data, coinPairs: [{ ...first, minPrice: '5', maxPrice: '1' }] };
    expect(() => validateReferenceData(upsideDown)).toThrow('0 < minPrice < maxPrice');
    const tooFine = { ...data, coinPairs: [{ ...first, priceScale: 2, minPrice: '0.001' }] };
    expect(() => validateReferenceData(tooFine)).toThrow('finer than its price scale');
  });

  it('rejects a dictionary entry missing a language', () => {
    const entry = { ...data.dict[0]!, labels: { ...data.dict[0]!.labels, VI_VN: '' } };
    expect(() => validateReferenceData({ ...data, dict: [entry] })).toThrow('lacks VI_VN');
  });
});

describe('command line', () => {
  it('takes --demo and nothing else', () => {
    expect(parseSeedArgs([])).toEqual({ demo: false });
    expect(parseSeedArgs(['--demo'])).toEqual({ demo: true });
    expect(() => parseSeedArgs(['--drop'])).toThrow('unknown argument');
  });
});
