/// <reference types="jest" />
import { ALL_ERROR_CODES, VALIDATION_MESSAGE_KEYS } from '@p2p/contracts';
import {
  appI18nOptions,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_NAMES,
  NAMESPACES,
  PICKER_LANGUAGES,
  STORED_LANGUAGES,
  interpolate,
  normalizeLanguage,
  resources,
  t,
  toApiLanguageHeader,
  toDictLanguage,
  toHelpSiteLanguage,
  translateError,
  type Language,
} from './index.js';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf of a resource tree as [dotted key, text]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[prefix + k, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
  );
}

function vars(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]!).sort();
}

const others = LANGUAGES.filter((l) => l !== 'en');
const enLeaves = new Map(leaves(resources.en as unknown as Tree));

describe('locales: completeness against en', () => {
  it('has a resource for every language', () => {
    expect(Object.keys(resources).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(others)('%s has every key of en', (lang) => {
    const keys = new Set(leaves(resources[lang] as unknown as Tree).map(([k]) => k));
    expect([...enLeaves.keys()].filter((k) => !keys.has(k))).toEqual([]);
  });

  it.each(others)('%s has no key that en lacks', (lang) => {
    const extra = leaves(resources[lang] as unknown as Tree)
      .map(([k]) => k)
      .filter((k) => !enLeaves.has(k));
    expect(extra).toEqual([]);
  });

  it.each([...LANGUAGES])('%s has no empty text', (lang) => {
    const empty = leaves(resources[lang] as unknown as Tree)
      .filter(([, v]) => v.trim() === '')
      .map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it.each(others)('%s uses the same interpolation variables as en in every text', (lang) => {
    const differing = leaves(resources[lang] as unknown as Tree)
      .filter(([k, v]) => enLeaves.has(k) && vars(v).join() !== vars(enLeaves.get(k)!).join())
      .map(([k]) => k);
    expect(differing).toEqual([]);
  });

  it.each(others.filter((l) => l !== 'ko_KP'))('%s is translated, not an English copy', (lang) => {
    // Texts that are the same in every language: codes, tokens, language names, product names.
    const copies = leaves(resources[lang] as unknown as Tree).filter(
      ([k, v]) =>
        enLeaves.get(k) === v &&
        k !== 'errors.1009' &&
        !k.startsWith('common.languages.') &&
        !/^[A-Z0-9 _]+$/.test(v),
    );
    expect(copies.map(([k]) => k)).toEqual([]);
  });
});

describe('locales: the error catalogue', () => {
  it.each([...LANGUAGES])('%s has a text for every catalogue code', (lang) => {
    const errors = resources[lang].errors;
    expect(ALL_ERROR_CODES.filter((code) => !Object.hasOwn(errors, code) || !errors[code]!.trim())).toEqual(
      [],
    );
  });

  it('has no text for a code outside the catalogue', () => {
    expect(Object.keys(resources.en.errors).filter((code) => !ALL_ERROR_CODES.includes(code))).toEqual([]);
  });

  it.each([...LANGUAGES])('%s answers 1009 with the token SCAN_NO_CALLBACK', (lang) => {
    expect(resources[lang].errors['1009']).toBe('SCAN_NO_CALLBACK');
  });

  it('uses no interpolation in error texts (translateError takes no values)', () => {
    const withVars = LANGUAGES.flatMap((lang) =>
      Object.entries(resources[lang].errors)
        .filter(([, v]) => vars(v).length > 0)
        .map(([code]) => `${lang}:${code}`),
    );
    expect(withVars).toEqual([]);
  });
});

describe('locales: the validation namespace', () => {
  it('is a namespace of every locale, next to errors and common', () => {
    expect(NAMESPACES).toContain('validation');
    for (const lang of LANGUAGES) expect(Object.keys(resources[lang]).sort()).toEqual([...NAMESPACES].sort());
  });

  it('no longer keeps validation texts under common.validation', () => {
    for (const lang of LANGUAGES) expect(Object.hasOwn(resources[lang].common, 'validation')).toBe(false);
  });

  it.each([...LANGUAGES])('%s translates every DTO validation message key with t(lang, key)', (lang) => {
    expect(VALIDATION_MESSAGE_KEYS.length).toBeGreaterThan(0);
    const untranslated = VALIDATION_MESSAGE_KEYS.filter((key) => {
      const text = t(lang, key);
      return text === key || text.trim() === '';
    });
    expect(untranslated).toEqual([]);
  });

  it.each([...LANGUAGES])('%s has its own text for every DTO key (no fallback to en)', (lang) => {
    const table = resources[lang].validation as Readonly<Record<string, string>>;
    const missing = VALIDATION_MESSAGE_KEYS.map((key) => key.replace(/^validation\./, '')).filter(
      (name) => !Object.hasOwn(table, name),
    );
    expect(missing).toEqual([]);
  });

  it('answers the DTO keys in the language', () => {
    expect(t('en', 'validation.emailFormat')).toBe('Incorrect email format');
    expect(t('zh_TW', 'validation.emailFormat')).toBe('信箱格式不正確');
    expect(t('vi_VN', 'validation.passwordMismatch')).toBe('Mật khẩu không khớp');
    expect(t('ko_KP', 'validation.nicknameRequired')).toBe(t('ko_KR', 'validation.nicknameRequired'));
  });
});

describe('translateError', () => {
  it('translates a code into the language', () => {
    expect(translateError('1031', 'en')).toBe('You have already changed your nickname this week');
    expect(translateError('1031', 'zh_TW')).toBe('本週已修改過暱稱');
  });
  it('falls back to en for a code a locale lacks', () => {
    const errors = resources.th_TH.errors as Record<string, string>;
    const saved = errors['5026']!;
    delete errors['5026'];
    try {
      expect(translateError('5026', 'th_TH')).toBe(resources.en.errors['5026']);
    } finally {
      errors['5026'] = saved;
    }
  });
  it('falls back to the generic system-busy text in the language for an unknown code', () => {
    expect(translateError('12345', 'es_ES')).toBe(resources.es_ES.common.messages.systemBusy);
    expect(translateError('toString', 'en')).toBe(resources.en.common.messages.systemBusy);
  });
});

describe('t (server-side lookup)', () => {
  it('interpolates the maintenance window', () => {
    expect(t('en', 'common.maintenance.window', { start: '10:00', end: '12:00' })).toBe(
      'Estimated window: 10:00 – 12:00',
    );
    expect(t('zh_CN', 'common.maintenance.window', { start: 'a', end: 'b' })).toBe('预计维护时间：a – b');
  });
  it('looks up error texts by errors.<code>', () => {
    expect(t('ko_KR', 'errors.1000')).toBe(resources.ko_KR.errors['1000']);
  });
  it('answers the key itself for an unknown key', () => {
    expect(t('en', 'common.nope')).toBe('common.nope');
    expect(t('en', 'common.messages')).toBe('common.messages');
    expect(t('vi_VN', 'validation.nope')).toBe('validation.nope');
    expect(t('th_TH', 'validation')).toBe('validation');
    expect(t('es_ES', 'nope')).toBe('nope');
    expect(t('pt_PT', 'validation.toString')).toBe('validation.toString');
  });
  it('falls back to en for a key the language lacks', () => {
    const table = resources.tr_TR.validation as Record<string, string>;
    const saved = table['emailFormat']!;
    delete table['emailFormat'];
    try {
      expect(t('tr_TR', 'validation.emailFormat')).toBe(resources.en.validation.emailFormat);
    } finally {
      table['emailFormat'] = saved;
    }
  });
  it('reads an unsupported language as en', () => {
    expect(t('xx' as Language, 'validation.emailFormat')).toBe(resources.en.validation.emailFormat);
  });
  it('leaves a placeholder without a value as it is', () => {
    expect(interpolate('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
  });
});

describe('languages', () => {
  it('offers the 10 languages with en as default', () => {
    expect(LANGUAGES).toHaveLength(10);
    expect(DEFAULT_LANGUAGE).toBe('en');
  });
  it('the picker shows zh_TW, en, ko_KR, vi_VN', () => {
    expect(PICKER_LANGUAGES).toEqual(['zh_TW', 'en', 'ko_KR', 'vi_VN']);
  });
  it('the stored-language list is en, es_ES, ko_KP, pt_PT, th_TH, tr_TR, vi_VN, zh_TW', () => {
    expect(STORED_LANGUAGES).toEqual(['en', 'es_ES', 'ko_KP', 'pt_PT', 'th_TH', 'tr_TR', 'vi_VN', 'zh_TW']);
  });
  it('names each language in itself, the same in every locale', () => {
    for (const lang of LANGUAGES) expect(resources[lang].common.languages).toEqual(LANGUAGE_NAMES);
    expect(LANGUAGE_NAMES.ko_KR).toBe('한국어');
  });

  it.each<[string | undefined, Language]>([
    ['en_US', 'en'],
    ['en-US', 'en'],
    ['EN', 'en'],
    ['zh-TW', 'zh_TW'],
    ['zh_tw', 'zh_TW'],
    ['zh-Hant-HK', 'zh_TW'],
    ['zh_CN', 'zh_CN'],
    ['zh', 'zh_CN'],
    ['ko', 'ko_KR'],
    ['ko-KR', 'ko_KR'],
    ['ko_KP', 'ko_KP'],
    ['vi', 'vi_VN'],
    ['th-TH', 'th_TH'],
    ['tr', 'tr_TR'],
    ['es-MX', 'es_ES'],
    ['pt-BR', 'pt_PT'],
    ['de-DE', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['ko-KR,ko;q=0.9,en;q=0.8', 'ko_KR'],
  ])('normalizes the header %p to %s', (header, lang) => {
    expect(normalizeLanguage(header)).toBe(lang);
  });

  it('sends en as en_US in the language header', () => {
    expect(toApiLanguageHeader('en')).toBe('en_US');
  });
  it('sends the other languages unchanged in the language header', () => {
    expect(toApiLanguageHeader('zh_TW')).toBe('zh_TW');
    expect(toApiLanguageHeader('pt_PT')).toBe('pt_PT');
  });

  it('maps Chinese to ZH_TW for the dictionary', () => {
    expect(toDictLanguage('zh_TW')).toBe('ZH_TW');
    expect(toDictLanguage('zh_CN')).toBe('ZH_TW');
  });
  it('maps Korean to KO_KR for the dictionary', () => {
    expect(toDictLanguage('ko_KR')).toBe('KO_KR');
    expect(toDictLanguage('ko_KP')).toBe('KO_KR');
  });
  it('maps vi_VN to VI_VN for the dictionary', () => {
    expect(toDictLanguage('vi_VN')).toBe('VI_VN');
  });
  it('maps every other language to EN_US for the dictionary', () => {
    for (const lang of ['en', 'th_TH', 'tr_TR', 'es_ES', 'pt_PT'] as const)
      expect(toDictLanguage(lang)).toBe('EN_US');
  });

  it('maps vi_VN to en_US for help-site links', () => {
    expect(toHelpSiteLanguage('vi_VN')).toBe('en_US');
  });
  it('maps en to en_US for help-site links', () => {
    expect(toHelpSiteLanguage('en')).toBe('en_US');
  });
  it('keeps the other languages for help-site links', () => {
    expect(toHelpSiteLanguage('ko_KR')).toBe('ko_KR');
  });
});

describe('appI18nOptions', () => {
  const texts = Object.fromEntries(LANGUAGES.map((l) => [l, { hello: `hello ${l}` }])) as Record<
    Language,
    object
  >;
  const options = appI18nOptions({ namespace: 'web', texts, lang: 'zh_TW', defaultNS: 'common' });

  it('bundles the shared namespaces and the app namespace for every language', () => {
    expect(options.ns).toEqual([...NAMESPACES, 'web']);
    for (const lang of LANGUAGES) {
      expect(Object.keys(options.resources[lang] ?? {}).sort()).toEqual([...NAMESPACES, 'web'].sort());
      expect(options.resources[lang]?.web).toEqual({ hello: `hello ${lang}` });
    }
  });

  it('starts in the asked language, falls back to English, and reads `namespace.key` keys', () => {
    expect(options).toMatchObject({ lng: 'zh_TW', fallbackLng: 'en', nsSeparator: '.', keySeparator: '.' });
    expect(options.initAsync).toBe(false);
  });
});
