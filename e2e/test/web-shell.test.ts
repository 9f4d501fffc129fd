import type { Browser } from 'playwright-core';
import { createPrismaClient, type PrismaClient } from '@p2p/db';
import { readTestEnv } from '@p2p/db/testing';
import { launch, newSession, phonePage, type Session, screenshot, webUrl } from './browser.js';

describe('trader app shell in Chromium (375x812)', () => {
  let browser: Browser;
  let db: PrismaClient;
  let session: Session;
  beforeAll(async () => {
    browser = await launch();
    session = await newSession();
    db = createPrismaClient({ url: readTestEnv().databaseUrl, max: 2 });
  });
  afterAll(async () => {
    await browser?.close();
    await db?.$disconnect();
  });

  describe('access guard', () => {
    it('sends a visitor without token and user id cookies from /order to /login', async () => {
      const page = await phonePage(browser);
      await page.goto(webUrl('/order'));
      await page.waitForURL(/\/login$/);
      await page.getByTestId('login-page').waitFor();
      await screenshot(page, 'web-login');
      await page.context().close();
    });

    it('lets a visitor open the public /helpDetail without cookies', async () => {
      const page = await phonePage(browser);
      await page.goto(webUrl('/helpDetail?id=1'));
      await page.getByTestId('document').waitFor();
      expect(new URL(page.url()).pathname).toBe('/helpDetail');
      await screenshot(page, 'web-help-detail');
      await page.context().close();
    });

    it('lets a signed-in trader (both cookies) open the home page', async () => {
      const page = await phonePage(browser, { session });
      await page.goto(webUrl('/'));
      await page.getByTestId('home-page').waitFor();
      await page.getByTestId('price-panel').waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      await screenshot(page, 'web-home');
      await page.context().close();
    });
  });

  describe('bottom navigation', () => {
    const shown = ['/', '/publish', '/myAdvert', '/order', '/personalCenter', '/helpList'];
    const hidden = ['/chat', '/transactionNotice', '/updateSecurityPassword'];

    it.each(shown)('shows the bottom navigation on %s', async (path) => {
      const page = await phonePage(browser, { session });
      await page.goto(webUrl(path));
      await page.getByTestId('bottom-nav').waitFor({ state: 'visible' });
      await page.context().close();
    });

    it.each(hidden)('hides the bottom navigation on %s', async (path) => {
      const page = await phonePage(browser, { session });
      await page.goto(webUrl(path));
      await page.getByTestId('header').waitFor();
      expect(await page.getByTestId('bottom-nav').isVisible()).toBe(false);
      await page.context().close();
    });

    it('hides the bottom navigation on /login', async () => {
      const page = await phonePage(browser);
      await page.goto(webUrl('/login'));
      await page.getByTestId('login-page').waitFor();
      expect(await page.getByTestId('bottom-nav').count()).toBe(0);
      await page.context().close();
    });
  });

  describe('language', () => {
    it('switches to Korean from the picker: saves the cookie, clears the button position, reloads', async () => {
      const page = await phonePage(browser, { session, lang: 'en' });
      await page.goto(webUrl('/'));
      await page.getByTestId('home-page').waitFor();
      await page.evaluate(() => localStorage.setItem('orderButtonPosition', '{"x":10,"y":20}'));
      const english = await page.getByTestId('home-page').innerText();

      await page.getByTestId('header-language').click();
      await page.getByTestId('language-picker').waitFor({ state: 'visible' });
      await screenshot(page, 'web-language-picker');
      const reloaded = page.waitForEvent('load');
      await page.getByTestId('language-option-ko_KR').click();
      await reloaded;
      await page.getByTestId('home-page').waitFor();

      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name === 'lang')?.value).toBe('ko_KR');
      expect(await page.evaluate(() => localStorage.getItem('orderButtonPosition'))).toBeNull();
      const korean = await page.getByTestId('home-page').innerText();
      expect(korean).not.toEqual(english);
      expect(korean).toMatch(/[\uac00-\ud7af]/);
      await screenshot(page, 'web-home-ko');
      await page.context().close();
    });

    it('stores ?lang= from any route as the preference', async () => {
      const page = await phonePage(browser);
      await page.goto(webUrl('/login?lang=vi_VN'));
      await page.getByTestId('login-page').waitFor();
      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name === 'lang')?.value).toBe('vi_VN');
      await page.context().close();
    });
  });

  describe('401 maintenance rule', () => {
    /**
     * The API caches the window and drops it on a NOTIFY (what the console sends after a change; its TTL
     * is only a safety net): a direct write must notify too, or the next suite still meets the window.
     */
    async function settingsChanged(): Promise<void> {
      await db.$executeRaw`SELECT pg_notify(${'p2p_settings_changed'}, ${'maintenance'})`;
      // lets the API's settings listener read the change (it has no signal of its own to wait for)
      await new Promise((r) => setTimeout(r, 500));
    }
    afterEach(async () => {
      await db.systemSetting.deleteMany({ where: { key: 'maintenance' } });
      await settingsChanged();
    });

    it('sends a signed-in trader to /systemMaintenance with the window and clears the session', async () => {
      const start = new Date(Date.now() - 10 * 60000).toISOString();
      const end = new Date(Date.now() + 50 * 60000).toISOString();
      await db.systemSetting.upsert({
        where: { key: 'maintenance' },
        create: { key: 'maintenance', value: { start, end } },
        update: { value: { start, end } },
      });
      await settingsChanged();

      const page = await phonePage(browser, { session });
      await page.goto(webUrl('/'));
      await page.waitForURL(/\/systemMaintenance$/, { timeout: 15000 });
      await page.getByTestId('maintenance-window').waitFor();
      const saved = await page.evaluate(() => localStorage.getItem('maintenanceTime'));
      expect(saved).toContain(start.slice(0, 16));
      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name === 'token')).toBeUndefined();
      expect((await page.getByTestId('maintenance-start').innerText()).length).toBeGreaterThan(4);
      await screenshot(page, 'web-maintenance');
      await page.context().close();
    });
  });
});
