import { WalletSimulator } from '@p2p/wallet-sim';
import { Redis } from 'ioredis';
import type { Browser, Page } from 'playwright-core';
import {
  issuer,
  logInByEmail,
  logInByQr,
  logOut,
  mailCount,
  mailedCode,
  qrUrlOn,
  registerWallet,
  solveSlider,
} from './account-helpers.js';
import { launch, phonePage, screenshot, webUrl } from './browser.js';

const FIRST_PASSWORD = 'First-Passw0rd!';
const NEW_PASSWORD = 'Reset-Passw0rd!';

/** The API's Redis, to let the one-code-a-minute limit pass as if the minute had gone by. */
function apiRedis(): Redis {
  const env = JSON.parse(process.env.E2E_API_ENV ?? '{}') as { REDIS_URL: string; REDIS_PREFIX: string };
  return new Redis(env.REDIS_URL, {
    keyPrefix: env.REDIS_PREFIX,
    lazyConnect: true,
    maxRetriesPerRequest: 1,
  });
}

/** Asks for a code with the form's send button (slider included) and answers the mailed code. */
async function sendAndReadCode(page: Page, email: string, sendTestId: string): Promise<string> {
  const before = await mailCount(email);
  await page.getByTestId(sendTestId).click();
  await solveSlider(page);
  return mailedCode(email, before);
}

describe('password recovery in Chromium (375x812)', () => {
  let browser: Browser;
  let redis: Redis;
  beforeAll(async () => {
    browser = await launch();
    redis = apiRedis();
    await redis.connect();
  });
  afterAll(async () => {
    await browser?.close();
    redis?.disconnect();
  });

  it('a wallet-made account binds an email and sets its first password, then resets it with its wallet', async () => {
    const wallet = WalletSimulator.random();
    const email = `e2e-reset${Date.now()}@example.test`;
    await registerWallet(wallet);
    const page = await phonePage(browser, { lang: 'en' });
    await page.goto(webUrl('/login'));
    await logInByQr(page, wallet);

    // No email yet: the password page sends the trader to bind one first.
    await page.goto(webUrl('/updatePassword'));
    await page.getByTestId('password-need-email').waitFor();
    await screenshot(page, 'account-first-password-needs-email');
    await page.getByTestId('password-bind-email').click();
    await page.getByTestId('update-email').waitFor();
    await page.getByTestId('email-new').fill(email);
    await page.getByTestId('email-code').fill(await sendAndReadCode(page, email, 'email-send-code'));
    await page.getByTestId('email-submit').click();
    await page.getByTestId('personal-center').waitFor({ timeout: 15000 });

    // The first password, with the code mailed to the bound address and the bound wallet's confirmation.
    await redis.del(`email-code:cooldown:${email}`);
    await page.getByTestId('center-row-password').click();
    await page.getByTestId('password-code').waitFor();
    await page.getByTestId('password-code').fill(await sendAndReadCode(page, email, 'password-send-code'));
    await page.getByTestId('password-new').fill(FIRST_PASSWORD);
    await page.getByTestId('password-confirm').fill(FIRST_PASSWORD);
    await screenshot(page, 'account-first-password');
    await page.getByTestId('password-submit').click();
    await page.getByTestId('reset-wallet-sheet').waitFor();
    const firstUrl = await qrUrlOn(page);
    expect(firstUrl).toContain('purpose=RESET_PASSWORD');
    expect((await wallet.scan(firstUrl, { issuer })).code).toBe('200');
    await page.getByTestId('personal-center').waitFor({ timeout: 20000 });

    // Forgotten: the mailed code, then the bound wallet confirms the reset by QR.
    await logOut(page);
    await redis.del(`email-code:cooldown:${email}`);
    await page.goto(webUrl('/forgot'));
    await page.getByTestId('forgot-email').fill(email);
    await page.getByTestId('forgot-code').fill(await sendAndReadCode(page, email, 'forgot-send-code'));
    await page.getByTestId('forgot-password').fill(NEW_PASSWORD);
    await page.getByTestId('forgot-confirm-password').fill(NEW_PASSWORD);
    await page.getByTestId('forgot-submit').click();
    await page.getByTestId('reset-wallet-sheet').waitFor();
    const resetUrl = await qrUrlOn(page);
    expect(resetUrl).toContain('purpose=RESET_PASSWORD');
    await screenshot(page, 'account-reset-wallet-qr');
    // Another wallet's scan is refused (1036) and changes nothing: the same code still waits for the owner's.
    expect((await WalletSimulator.random().scan(resetUrl, { issuer })).code).toBe('1036');
    expect((await wallet.scan(resetUrl, { issuer })).code).toBe('200');
    await page.waitForURL(/\/login/, { timeout: 20000 });

    await logInByEmail(page, email, NEW_PASSWORD);
    await page.context().close();
  });
});
