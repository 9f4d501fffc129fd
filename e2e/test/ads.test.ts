// Issue 11, "Done when": a trader adds a payment method with a QR image, posts a SELL ad of MEC priced in
// USDT, deposits its coin with the wallet simulator on the local chain, sees it published in /myAdvert,
// and another trader finds it in /buySell with filters and a sort. Real parts only: the built API
// watching a Hardhat node (started by global-setup, 2 confirmations), the built trader app, Chromium.
import { payLink } from '@p2p/wallet-sim';
import type { Browser, Page } from 'playwright-core';
import { demoTrader } from './account-helpers.js';
import { launch, newSession, phonePage, screenshot, webUrl } from './browser.js';
import { api, chainUrl, mineUntil } from './chain-journey.js';

const fill = (page: Page, testId: string, value: string) => page.getByTestId(testId).fill(value);

/** Opens the market's filter sheet, chooses the given region and payment method, and applies them. */
async function filterBy(page: Page, choice: { region?: string; kind?: string }): Promise<void> {
  await page.getByTestId('market-filter-open').click();
  if (choice.region) await page.getByTestId('market-region').selectOption(choice.region);
  if (choice.kind) await page.getByTestId('market-kind').selectOption(choice.kind);
  await page.getByTestId('market-filter-apply').click();
  await page.getByTestId('market-filter-apply').waitFor({ state: 'hidden' });
}

describe('ads and the order market in Chromium (375x812)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('posts a SELL ad with a payment method that has a QR image, deposits with the wallet simulator, sees it published, and another trader finds it with filters and a sort', async () => {
    // A funded dev wallet (not the one the funds journey uses) is the seller's identity and USDT address.
    const { wallet, session: seller } = await demoTrader(2);
    const nickname = `Seller${Date.now().toString(36).slice(-6)}`;
    for (const body of [
      { nickname },
      { securityPassword: 'Trade-Passw0rd!' },
      { usdtAddress: wallet.address, chainType: 'ERC20' },
      { regionId: 'TWN' },
    ]) {
      const res = await api('/user/updateInfo', seller.token, body);
      expect([Object.keys(body)[0], res.code]).toEqual([Object.keys(body)[0], '200']);
    }

    const page = await phonePage(browser, { session: seller, lang: 'en' });

    // A USDT address with its payment QR code (any PNG: a picture of the page's corner): a pair quoted in
    // USDT takes on-chain methods only (issue 24, 5040).
    await page.goto(webUrl('/paymentMethods?form=new'));
    await page.getByTestId('pm-form').waitFor();
    await page.getByTestId('pm-kind').selectOption('USDT_ADDRESS');
    await fill(page, 'pm-name', 'Chen Seller');
    await fill(page, 'pm-account', '6222000011112222');
    await fill(page, 'pm-currency', 'USDT');
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 80, height: 80 } });
    await page
      .getByTestId('pm-qr-input')
      .setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('pm-qr-image').waitFor({ timeout: 15000 });
    await page.getByTestId('pm-submit').click();
    await page.locator('[data-testid^="pm-card-"]').first().waitFor();
    expect(await page.getByTestId('pm-qr-tag').count()).toBe(1);

    // Post the ad: coin, sell, manual, priced in USDT; then the form on /creating.
    await page.goto(webUrl('/publish'));
    await page.getByTestId('publish-page').waitFor();
    await page.getByTestId('publish-type-SELL').check();
    await page.getByTestId('publish-next').click();
    await page.getByTestId('ad-form').waitFor();
    expect(new URL(page.url()).pathname).toBe('/creating');
    expect(await page.getByTestId('ad-pair').locator('option:checked').textContent()).toBe('MEC/USDT');
    await screenshot(page, 'ads-creating');
    await fill(page, 'ad-unit-price', '1.25');
    await fill(page, 'ad-total', '5');
    await fill(page, 'ad-min-qty', '1');
    await fill(page, 'ad-max-qty', '5');
    await page.locator('[data-testid^="ad-method-"][type="checkbox"]').first().check();
    await fill(page, 'ad-notes', 'Bank transfer only, please pay within the window');
    await screenshot(page, 'ads-creating-filled');
    await page.getByTestId('ad-submit').click();

    // The deposit step: the simulator pays the link of its QR code from the seller's bound wallet.
    await page.getByTestId('ad-deposit-stage').waitFor({ timeout: 15000 });
    const adId = new URL(page.url()).searchParams.get('ad');
    expect(adId).toBeTruthy();
    const qr = page.getByTestId('deposit-qr');
    await qr.waitFor({ timeout: 15000 });
    expect(await page.getByTestId('deposit-amount').textContent()).toBe('5 MEC');
    await screenshot(page, 'ads-deposit-step');
    const link = (await qr.getAttribute('data-qr-url')) ?? '';
    const paid = await payLink({ link, key: wallet.privateKey, rpcUrl: chainUrl() });
    expect(paid.status).toBe('SUCCESS');
    const published = page.getByTestId('ad-published');
    await mineUntil(async () => (await published.count()) > 0, 45000);
    await screenshot(page, 'ads-published');

    // /myAdvert: published; posting turned taking orders on for this new advertiser (issue 22), else on here.
    await page.getByTestId('ad-to-my-ads').click();
    const mine = page.getByTestId(`my-ad-${adId}`);
    await mine.waitFor();
    expect(await mine.getAttribute('data-status')).toBe('PUBLISHED');
    expect(await mine.getByTestId('my-ad-status').textContent()).toBe('In progress');
    const online = page.getByTestId('advertiser-online');
    // Its state is known once the switch stops spinning.
    await online.locator('.adm-switch-spin-icon').waitFor({ state: 'detached' });
    if ((await online.getAttribute('aria-checked')) !== 'true') await online.click();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="advertiser-online"]')?.getAttribute('aria-checked') === 'true',
    );
    await screenshot(page, 'ads-my-advert');
    await page.context().close();

    // Another trader: the Buy tab (SELL ads) of MEC/USDT, filtered by region and payment method, by price.
    const buyer = await newSession();
    const market = await phonePage(browser, { session: buyer, lang: 'en' });
    await market.goto(webUrl('/buySell'));
    await market.getByTestId('market-filters').waitFor();
    await market.getByTestId('market-pair').selectOption({ label: 'MEC/USDT' });
    // The region and payment method sit in the filter sheet (issue 26: one compact filter row).
    await filterBy(market, { region: 'TWN', kind: 'USDT_ADDRESS' });
    await market.waitForURL(/region=TWN/);
    await market.waitForURL(/kind=USDT_ADDRESS/);
    expect(await market.getByTestId('market-filter-count').textContent()).toBe('2');
    await market.getByTestId('market-sort').selectOption('PRICE_ASC');
    await market.waitForURL(/sort=PRICE_ASC/);
    const card = market.getByTestId(`ad-card-${adId}`);
    await card.waitFor({ timeout: 15000 });
    expect(await card.getByTestId('ad-nickname').textContent()).toBe(nickname);
    expect(await card.getByTestId('ad-price').textContent()).toBe('1.25 USDT');
    expect(await card.getByTestId('ad-remaining').textContent()).toBe('5 MEC');
    expect(await card.getByTestId('ad-kinds').textContent()).toContain('USDT address');
    await screenshot(market, 'ads-buy-sell');

    // A filter that excludes it (Alipay only) empties the list; the details show its notes and offer to order.
    await filterBy(market, { kind: 'ALIPAY' });
    await market.getByTestId('market-empty').waitFor();
    await filterBy(market, { kind: 'USDT_ADDRESS' });
    await card.waitFor({ timeout: 15000 });
    await card.getByTestId('ad-details').click();
    await market.getByTestId('ad-detail-order').waitFor();
    expect(await market.getByTestId('ad-detail-notes').textContent()).toBe(
      'Bank transfer only, please pay within the window',
    );
    await market.waitForTimeout(400); // the sheet has settled
    await screenshot(market, 'ads-detail');
    await market.context().close();
  });
});
