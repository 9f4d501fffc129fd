// Issue 24, "Done when": a trader applies for merchant certification from the personal center and pays
// the guarantee in MEC with the wallet simulator (the deposit step's QR link) on the local chain;
// customer service approves in the console; the merchant then posts a fiat ad (USDT/TWD, as a trader of
// Taiwan). Real parts only: the built API watching a Hardhat node, the built apps, Chromium. The thresholds
// and the trader's figures are set in the database (no order history is under test here), and a fiat pair
// of the seeded Taiwan currency is added as an operator would (the reference caches told by NOTIFY).
import { createPrismaClient, type PrismaClient } from '@p2p/db';
import { readTestEnv } from '@p2p/db/testing';
import { fundWallet, readChainFile } from '@p2p/devchain';
import { payLink, WalletSimulator } from '@p2p/wallet-sim';
import type { Browser } from 'playwright-core';
import { issuer } from './account-helpers.js';
import { adminUrl, launch, phonePage, screenshot, webUrl } from './browser.js';
import { chainUrl, mineUntil, ok } from './chain-journey.js';
import { createStaff, signInStaff, STAFF_PASSWORD } from './staff-sign-in.js';
import { readyToTrade } from './trade-setup.js';

describe('merchant certification in Chromium', () => {
  let browser: Browser;
  let db: PrismaClient;
  beforeAll(async () => {
    browser = await launch();
    db = createPrismaClient({ url: readTestEnv().databaseUrl, max: 2 });
  });
  afterAll(async () => {
    await browser?.close();
    if (db) {
      await db.coinPair.updateMany({ where: { quote: 'TWD' }, data: { enabled: false } });
      await db.systemSetting.deleteMany({ where: { key: 'merchant_thresholds' } });
      await db.$executeRaw`SELECT pg_notify('p2p_reference_changed', 'coinPairs')`;
      await db.$disconnect();
    }
  });

  it('a trader applies and pays the guarantee, customer service approves in the console, and the merchant posts a fiat ad', async () => {
    const tag = Date.now().toString(36).slice(-5);
    // A fresh wallet (the demo wallets are the other journeys'), given 20 MEC and gas on the dev chain.
    const wallet = WalletSimulator.random();
    await fundWallet(chainUrl(), readChainFile(process.env.E2E_CHAIN_FILE ?? ''), wallet.address, {
      mec: '20',
    });
    const reg = await wallet.authorize({
      apiBase: process.env.E2E_API_URL ?? '',
      purpose: 'register',
      issuer,
    });
    expect(reg.code).toBe('200');
    const trader = await readyToTrade(
      { wallet, session: reg.data as { token: string; userId: string } },
      `Merchant${tag}`,
    );
    const token = trader.session.token;
    await ok('/user/updateInfo', token, { regionId: 'TWN' });
    const userId = BigInt(trader.session.userId);
    await db.user.update({
      where: { id: userId },
      data: {
        orderCount: 25,
        completedOrderCount: 25,
        completionRate: '1',
        createdAt: new Date(Date.now() - 60 * 86_400_000),
      },
    });
    await db.systemSetting.upsert({
      where: { key: 'merchant_thresholds' },
      create: {
        key: 'merchant_thresholds',
        value: {
          minCompletedOrders: '20',
          minCompletionRate: '0.9',
          minAccountDays: '30',
          guaranteeAmount: '5',
        },
      },
      update: {
        value: {
          minCompletedOrders: '20',
          minCompletionRate: '0.9',
          minAccountDays: '30',
          guaranteeAmount: '5',
        },
      },
    });
    const usdt = await db.coin.findFirstOrThrow({ where: { enShort: 'USDT' } });
    const pair = await db.coinPair.upsert({
      where: { coinId_quote: { coinId: usdt.id, quote: 'TWD' } },
      create: {
        coinId: usdt.id,
        quote: 'TWD',
        quoteKind: 'FIAT',
        minPrice: '25',
        maxPrice: '40',
        priceScale: 2,
        quantityScale: 4,
        payMinutes: 20,
      },
      update: { enabled: true },
    });
    await db.$executeRaw`SELECT pg_notify('p2p_reference_changed', 'coinPairs')`;
    await ok('/user/payment/add', token, {
      kind: 'BANK_CARD',
      name: 'Lin Merchant',
      account: '6222000011113333',
      bankName: 'Bank of Taiwan',
      currency: 'TWD',
    });

    // The personal center: the rules met, apply, then the guarantee's deposit step paid by the simulator.
    const page = await phonePage(browser, { session: trader.session, lang: 'en' });
    await page.goto(webUrl('/personalCenter'));
    await page.getByTestId('merchant-rules').waitFor({ timeout: 20000 });
    expect(await page.getByTestId('merchant-rule-orders').getAttribute('class')).toBe('is-met');
    await screenshot(page, 'merchant-rules');
    await page.getByTestId('merchant-apply').click();
    await page.getByTestId('merchant-pay').click();
    const qr = page.getByTestId('deposit-qr');
    await qr.waitFor({ timeout: 15000 });
    expect(await page.getByTestId('deposit-amount').textContent()).toBe('5 MEC');
    await screenshot(page, 'merchant-deposit-step');
    const paid = await payLink({
      link: (await qr.getAttribute('data-qr-url')) ?? '',
      key: trader.wallet.privateKey,
      rpcUrl: chainUrl(),
    });
    expect(paid.status).toBe('SUCCESS');
    const status = page.getByTestId('merchant-status');
    await mineUntil(
      async () => (await status.textContent())?.startsWith('Guarantee received') ?? false,
      60000,
    );
    const application = await db.merchantApplication.findFirstOrThrow({
      where: { userId },
      orderBy: { id: 'desc' },
    });
    expect(application.status).toBe('PENDING_REVIEW');

    // Customer service approves in the console's queue.
    const email = `cs-merchant-${tag}@staff.test`;
    await createStaff(email, 'CUSTOMER_SERVICE');
    const desk = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInStaff(desk, email, STAFF_PASSWORD);
    await desk.goto(adminUrl('/users'));
    await desk.getByTestId(`merchant-open-${application.id}`).click();
    await desk.getByTestId('merchant-case').waitFor();
    expect(await desk.getByTestId('merchant-kyc').textContent()).toBe('Advanced');
    await screenshot(desk, 'merchant-desk-case');
    await desk.getByTestId('merchant-approve').click();
    await desk.getByTestId('merchant-approve-ok').click();
    await desk.getByText('Approved', { exact: true }).first().waitFor();
    await desk.close();

    // The merchant posts a fiat BUY ad of USDT in TWD (published at once).
    await page.goto(webUrl('/personalCenter'));
    await page.getByTestId('merchant-guarantee').waitFor({ timeout: 20000 });
    await page.goto(webUrl('/publish'));
    await page.getByTestId('publish-page').waitFor();
    // The choice's label covers its radio: the radio is checked as a tap on the label does.
    await page.getByTestId('publish-type-BUY').check({ force: true });
    await page.getByTestId('publish-quote-FIAT').check({ force: true });
    await page.getByTestId('publish-next').click();
    await page.getByTestId('ad-form').waitFor();
    expect(new URL(page.url()).pathname).toBe('/creatingOther');
    await page.getByTestId('ad-pair').selectOption(String(pair.id));
    await page.getByTestId('ad-unit-price').fill('31.5');
    await page.getByTestId('ad-total').fill('10');
    await page.getByTestId('ad-min-qty').fill('1');
    await page.getByTestId('ad-max-qty').fill('10');
    await page.locator('[data-testid^="ad-method-"][type="checkbox"]').first().check();
    await page.getByTestId('ad-submit').click();
    await page.getByTestId('ad-published').waitFor({ timeout: 15000 });
    await screenshot(page, 'merchant-fiat-ad');
    const ad = await db.ad.findFirstOrThrow({ where: { userId }, orderBy: { id: 'desc' } });
    expect({ status: ad.status, quote: ad.quoteCurrency, type: ad.type }).toEqual({
      status: 'PUBLISHED',
      quote: 'TWD',
      type: 'BUY',
    });
    await page.context().close();

    // The run's other journeys share this database: the ad is cancelled, and afterAll closes the pair.
    await ok(`/c2c/advert/cancel/${ad.id}`, token, {});
  });
});
