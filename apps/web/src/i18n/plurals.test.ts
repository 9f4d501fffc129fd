import { createInstance } from 'i18next';
import { appI18nOptions, LANGUAGES, resources } from '@p2p/i18n';
import { describe, expect, it } from 'vitest';
import { WEB_TEXTS } from './extra';

type Language = (typeof LANGUAGES)[number];

/**
 * An i18next instance of the app's options in `lang` (all locales bundled), with the order screens' texts
 * the app fetches with those screens (features/orders/texts.ts; ko_KP reads the Korean ones).
 */
async function i18nIn(lang: Language) {
  const instance = createInstance();
  await instance.init(appI18nOptions({ namespace: 'web', texts: WEB_TEXTS, lang, defaultNS: 'common' }));
  for (const l of new Set<Language>(['en', lang])) {
    const file = l === 'ko_KP' ? 'ko_KR' : l;
    const { orders } = (await import(`../../../../packages/i18n/src/locales/${file}/orders.ts`)) as {
      orders: object;
    };
    instance.addResourceBundle(l, 'common', { orders }, true, true);
  }
  return instance;
}

const COUNTED = [
  'common.ads.card.orders',
  'common.ads.detail.minOrders',
  'common.ads.detail.minDays',
  'common.ads.mine.activeOrders',
  'common.orders.detail.chatUnread',
] as const;

describe('counts through the plural rules of each language (issue 26: "1 order", not "1 orders")', () => {
  it('says "1 order" and "2 orders" in English, each counted text with its number', async () => {
    const en = await i18nIn('en');
    expect(en.t('common.ads.card.orders', { count: 1 })).toBe('1 order');
    expect(en.t('common.ads.card.orders', { count: 2 })).toBe('2 orders');
    expect(en.t('common.ads.card.orders', { count: 0 })).toBe('0 orders');
    expect(en.t('common.ads.mine.activeOrders', { count: 1 })).toBe('1 active order');
    expect(en.t('common.ads.detail.minDays', { count: 1 })).toBe('Registered for at least 1 day');
    expect(en.t('common.orders.detail.chatUnread', { count: 1 })).toBe('1 unread message');
  });

  it('uses the singular of Spanish and Portuguese for one', async () => {
    expect((await i18nIn('es_ES')).t('common.ads.mine.activeOrders', { count: 1 })).toBe('1 orden activa');
    expect((await i18nIn('pt_PT')).t('common.ads.mine.activeOrders', { count: 1 })).toBe('1 ordem ativa');
  });

  it.each(LANGUAGES)('answers every counted text in %s with the number, never the key', async (lang) => {
    const i18n = await i18nIn(lang);
    for (const key of COUNTED) {
      for (const count of [0, 1, 2, 5, 21]) {
        const text = i18n.t(key, { count });
        expect(text).toContain(String(count));
        expect(text).not.toBe(key);
        expect(text).not.toContain('{{');
      }
    }
    // Every language has both forms, so a form the rules pick is never missing.
    expect(Object.keys(resources[lang].common.ads.card)).toEqual(
      expect.arrayContaining(['orders_one', 'orders_other']),
    );
  });
});
