// Issue 24, "Done when": a trader applies for merchant certification from the personal center and pays
// the guarantee in MEC with the wallet simulator (the deposit step's QR link) on the local chain;
// customer service approves in the console; the merchant then posts a fiat ad (USDT/TWD, as a trader of
// Taiwan) and completes an order on it with a seller of Taiwan, while a trader of a country without fiat
// is told 5042 on /publish. Real parts only: the built API watching a Hardhat node, the built apps, Chromium. The thresholds
// and the trader's figures are set in the database (no order history is under test here), and a fiat pair
// of the seeded Taiwan currency is added as an operator would (the reference caches told by NOTIFY).
import { createPrismaClient, type PrismaClient } from '@p2p/db';
import { readTestEnv } from '@p2p/db/testing';
import { fundWallet, readChainFile, rpc } from '@p2p/devchain';
import { payLink, WalletSimulator } from '@p2p/wallet-sim';
import type { Browser } from 'playwright-core';
import { issuer } from './account-helpers.js';
import { adminUrl, clickSettled, launch, phonePage, screenshot, webUrl } from './browser.js';
import { chainUrl, mineUntil, ok } from './chain-journey.js';
import { createStaff, signInStaff, STAFF_PASSWORD } from './staff-sign-in.js';
import { readyToTrade, SECURITY_PASSWORD } from './trade-setup.js';

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

  it('a trader applies and pays the guarantee, customer service approves in the console, the merchant posts a fiat ad and completes an order with a trader of the same country, and a trader of a country without fiat sees why (5042)', async () => {
    const tag = Date.now().toString(36).slice(-5);
    // A fresh wallet (the demo wallets are the other journeys'), given 20 MEC and gas on the dev chain.
    const deployment = readChainFile(process.env.E2E_CHAIN_FILE ?? '');
    const wallet = WalletSimulator.random();
    await fundWallet(chainUrl(), deployment, wallet.address, { mec: '20' });
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
    // The decision's answer is awaited and checked, so that a refusal fails here with its code.
    const decided = desk.waitForResponse((r) => r.url().endsWith(`/merchants/${application.id}/approve`), {
      timeout: 60000,
    });
    await clickSettled(desk.getByTestId('merchant-approve-ok'));
    const answer = await decided.catch(async (err: unknown) => {
      await screenshot(desk, 'merchant-approve-unanswered');
      throw err;
    });
    expect({ status: answer.status(), body: await answer.text() }).toMatchObject({ status: 200 });
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

    // A trader of the same country sells USDT on it (through the API: the order's screens have their own
    // journey): the merchant accepts, the seller's per-order deposit arrives on chain, the merchant pays in
    // TWD off the platform, the seller confirms, and the USDT reaches the merchant's address on chain.
    await ok('/c2c/advert/online?online=true', token, {});
    const sellerWallet = WalletSimulator.random();
    await fundWallet(chainUrl(), deployment, sellerWallet.address, { usdt: '10' });
    const sellerReg = await sellerWallet.authorize({
      apiBase: process.env.E2E_API_URL ?? '',
      purpose: 'register',
      issuer,
    });
    expect(sellerReg.code).toBe('200');
    const seller = await readyToTrade(
      { wallet: sellerWallet, session: sellerReg.data as { token: string; userId: string } },
      `TwSeller${tag}`,
    );
    const sellerToken = seller.session.token;
    await ok('/user/updateInfo', sellerToken, { regionId: 'TWN' });
    const sellerMethod = await ok<{ id: string }>('/user/payment/add', sellerToken, {
      kind: 'BANK_CARD',
      name: 'Chen Seller',
      account: '6222000011114444',
      bankName: 'Bank of Taiwan',
      currency: 'TWD',
    });
    interface OrderView {
      id: string;
      status: string;
      depositId: string | null;
    }
    let order = await ok<OrderView>('/c2c/deal/order', sellerToken, {
      adId: String(ad.id),
      quantity: '2',
      unitPrice: '31.5',
      paymentMethodId: sellerMethod.id,
    });
    if (order.status === 'WAIT_SELLER_ACCEPT' || order.status === 'WAIT_BUYER_ACCEPT')
      order = await ok<OrderView>(`/c2c/deal/order/take/${order.id}`, token, {});
    expect(order.status).toBe('WAIT_SELLER_DEPOSIT');
    const sellerView = await ok<OrderView>(`/c2c/deal/order/${order.id}`, sellerToken);
    const deposit = await ok<{ paymentLink: string }>(`/deposit/${sellerView.depositId}`, sellerToken);
    const sent = await payLink({
      link: deposit.paymentLink,
      key: sellerWallet.privateKey,
      rpcUrl: chainUrl(),
    });
    expect(sent.status).toBe('SUCCESS');
    const orderStatus = async () => (await ok<OrderView>(`/c2c/deal/order/${order.id}`, token)).status;
    await mineUntil(async () => (await orderStatus()) === 'WAIT_BUYER_PAY', 60000);
    await ok(`/c2c/deal/order/pay/${order.id}`, token, {});
    await ok(`/c2c/deal/order/confirm/${order.id}`, sellerToken, { securityCode: SECURITY_PASSWORD });
    await mineUntil(async () => (await orderStatus()) === 'COMPLETED', 60000);
    const usdtOf = async (address: string) =>
      BigInt(
        await rpc<string>(chainUrl(), 'eth_call', [
          {
            to: deployment.tokens.USDT.address,
            data: `0x70a08231${address.slice(2).toLowerCase().padStart(64, '0')}`,
          },
          'latest',
        ]),
      );
    expect(await usdtOf(wallet.address)).toBe(2_000_000n); // 2 USDT (6 decimals)

    // A trader of a country that trades no fiat is told why before filling any form (5042).
    const closed = await db.country.findFirstOrThrow({ where: { fiatCurrencies: { isEmpty: true } } });
    const outsider = WalletSimulator.random();
    const outsiderReg = await outsider.authorize({
      apiBase: process.env.E2E_API_URL ?? '',
      purpose: 'register',
      issuer,
    });
    const outsiderSession = outsiderReg.data as { token: string; userId: string };
    await readyToTrade({ wallet: outsider, session: outsiderSession }, `Outsider${tag}`);
    await ok('/user/updateInfo', outsiderSession.token, { regionId: closed.code });
    const outsiderPage = await phonePage(browser, { session: outsiderSession, lang: 'en' });
    await outsiderPage.goto(webUrl('/publish'));
    await outsiderPage.getByTestId('publish-page').waitFor();
    // A quiet CI run here once saw the choice not taken ("did not change its state") on a page that had only
    // just appeared: the choice is made again until it holds, for at most 15 s.
    const fiatChoice = outsiderPage.getByTestId('publish-quote-FIAT');
    for (const end = Date.now() + 15000; ;) {
      await fiatChoice.check({ force: true, timeout: 5000 }).catch(() => undefined);
      if ((await fiatChoice.isChecked()) || Date.now() > end) break;
      await outsiderPage.waitForTimeout(250); // the page settles between two tries
    }
    expect(await fiatChoice.isChecked()).toBe(true);
    const notice = outsiderPage.getByTestId('publish-fiat-closed');
    await notice.waitFor({ timeout: 15000 });
    expect(await notice.getAttribute('data-code')).toBe('5042');
    await screenshot(outsiderPage, 'merchant-outsider-5042');
    await outsiderPage.context().close();

    // The run's other journeys share this database: the ad is cancelled, and afterAll closes the pair.
    await ok(`/c2c/advert/cancel/${ad.id}`, token, {});
  });
});
