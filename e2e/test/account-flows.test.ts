import { DevIssuer, WalletSimulator } from '@p2p/wallet-sim';
import type { Browser, Page } from 'playwright-core';
import { launch, phonePage, screenshot, webUrl } from './browser.js';

const issuer = DevIssuer.dev();
const PASSWORD = 'E2e-Passw0rd!';

/** Drags the slide-to-verify piece onto the gap like a hand: uneven steps over about a second. */
async function solveSlider(page: Page): Promise<void> {
  const gap = page.getByTestId('slider-gap');
  await gap.waitFor();
  const gapX = Number(await gap.getAttribute('data-gap-x'));
  await page.waitForTimeout(800); // the bottom sheet slides up: measure once it has settled
  const track = await page.getByTestId('slider-track').boundingBox();
  const piece = await page.getByTestId('slider-piece').boundingBox();
  if (!track || !piece) throw new Error('slider not visible');
  const scale = 300 / track.width;
  const startX = piece.x + piece.width / 2;
  const y = piece.y + piece.height / 2;
  const target = startX + gapX / scale;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  const steps = 16;
  for (let i = 1; i <= steps; i += 1) {
    const t = i / steps;
    const eased = 1 - (1 - t) ** 3;
    await page.mouse.move(startX + (target - startX) * eased, y + (i % 3) - 1);
    await page.waitForTimeout(35 + (i % 4) * 20);
  }
  await page.mouse.up();
}

/** The newest verification code mailed to `email`, read from the mail catcher's REST API. */
async function mailedCode(email: string): Promise<string> {
  const until = Date.now() + 20000;
  while (Date.now() < until) {
    const res = await fetch(`${process.env.E2E_MAIL_URL}/api/email`);
    const mails = (await res.json()) as Array<{
      to: Array<{ address: string }>;
      text?: string;
      date: string;
    }>;
    const mine = mails.filter((m) => m.to.some((t) => t.address.toLowerCase() === email)).reverse();
    const code = mine[0]?.text?.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no code mailed to ${email}`);
}

async function qrUrlOn(page: Page): Promise<string> {
  const img = page.getByTestId('qr-image');
  await img.waitFor();
  const url = await img.getAttribute('data-qr-url');
  if (!url) throw new Error('QR image without data-qr-url');
  return url;
}

describe('account flows in Chromium (375x812)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('registers by email, binds the wallet by QR, logs out and logs in again', async () => {
    const email = `e2e${Date.now()}@example.test`;
    const wallet = WalletSimulator.random();
    const page = await phonePage(browser, { lang: 'en' });

    await page.goto(webUrl('/register'));
    await page.getByTestId('register-email').fill(email);
    await page.getByTestId('register-send-code').click();
    await solveSlider(page);
    const code = await mailedCode(email);
    await page.getByTestId('register-code').fill(code);
    await page.getByTestId('register-password').fill(PASSWORD);
    await page.getByTestId('register-confirm-password').fill(PASSWORD);
    await page.getByTestId('register-terms').click();
    await screenshot(page, 'account-register');
    await page.getByTestId('register-submit').click();
    await page.getByTestId('home-page').waitFor({ timeout: 20000 });
    expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeDefined();

    await page.goto(webUrl('/personalCenter'));
    await page.getByTestId('center-row-wallet').click();
    await page.getByTestId('bind-wallet-sheet').waitFor();
    const scanned = await wallet.scan(await qrUrlOn(page), { issuer });
    expect(scanned.code).toBe('200');
    await page.waitForFunction(
      (tail) =>
        (document.querySelector('[data-testid="center-row-wallet-value"]')?.textContent ?? '')
          .toLowerCase()
          .includes(tail),
      wallet.address.slice(-4).toLowerCase(),
      { timeout: 20000 },
    );
    await screenshot(page, 'account-wallet-bound');

    await page.getByTestId('header-menu').click();
    await page.getByTestId('header-logout').click();
    await page.locator('.adm-dialog-footer button').last().click();
    await page.waitForURL(/\/login/, { timeout: 15000 });

    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await solveSlider(page);
    await page.getByTestId('home-page').waitFor({ timeout: 20000 });
    await page.context().close();
  });

  it('logs a registered wallet in by QR alone', async () => {
    const wallet = WalletSimulator.random();
    const reg = await wallet.authorize({
      apiBase: process.env.E2E_API_URL ?? '',
      purpose: 'register',
      issuer,
    });
    expect(reg.code).toBe('200');
    const page = await phonePage(browser, { lang: 'en' });
    await page.goto(webUrl('/login'));
    await page.getByTestId('login-tab-qr').click();
    const url = await qrUrlOn(page);
    await screenshot(page, 'account-login-qr');
    expect((await wallet.scan(url, { issuer })).code).toBe('200');
    await page.getByTestId('home-page').waitFor({ timeout: 20000 });
    const userId = (await page.context().cookies()).find((c) => c.name === 'userId')?.value;
    expect(userId).toBe((reg.data as { userId: string }).userId);
    await page.context().close();
  });
});
