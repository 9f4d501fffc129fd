import { WalletSimulator } from '@p2p/wallet-sim';
import type { Browser } from 'playwright-core';
import {
  issuer,
  logInByEmail,
  logInByQr,
  logOut,
  mailedCode,
  qrUrlOn,
  refreshQr,
  registerWallet,
  solveSlider,
} from './account-helpers.js';
import { launch, phonePage, screenshot, webUrl } from './browser.js';

const PASSWORD = 'E2e-Passw0rd!';

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
    await page.getByTestId('slider-picture').waitFor();
    await page.waitForTimeout(800);
    await screenshot(page, 'account-slider');
    await solveSlider(page);
    const code = await mailedCode(email);
    await page.getByTestId('register-code').fill(code);
    await page.getByTestId('register-password').fill(PASSWORD);
    await page.getByTestId('register-confirm-password').fill(PASSWORD);
    await page.getByTestId('register-terms').click();
    await screenshot(page, 'account-register');
    await page.getByTestId('register-submit').click();
    await solveSlider(page);
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

    await logOut(page);

    await logInByEmail(page, email, PASSWORD);
    await page.context().close();
  });

  it('logs a registered wallet in by QR alone, after a first code declined in the wallet (805)', async () => {
    const wallet = WalletSimulator.random();
    const registered = await registerWallet(wallet);
    const page = await phonePage(browser, { lang: 'en' });
    await page.goto(webUrl('/login'));
    // Declined in the wallet first: the page shows the refusal (805) at once and offers a new code.
    await page.getByTestId('login-tab-qr').click();
    const declined = await qrUrlOn(page);
    expect((await wallet.refuse(declined)).code).toBe('200');
    await page.locator('[data-testid="qr-status"][data-code="805"]').waitFor({ timeout: 15000 });
    await screenshot(page, 'account-login-qr-declined');
    await logInByQr(page, wallet, 'account-login-qr', await refreshQr(page, declined));
    const userId = (await page.context().cookies()).find((c) => c.name === 'userId')?.value;
    expect(userId).toBe(registered);
    await page.context().close();
  });
});
