// Issue 25, "Done when": the console's Ads & Orders in Chromium. A trader's SELL ad is on the market (set up
// through the API, its deposit on the local chain). Customer service finds it by the trader's nickname,
// takes it offline with a reason, and the trader, on the phone, is told at once with that reason; the ad is
// hidden from the market.
import { readChainFile } from '@p2p/devchain';
import type { Browser } from 'playwright-core';
import { adminUrl, clickSettled, launch, phonePage, screenshot, webUrl } from './browser.js';
import { ok } from './chain-journey.js';
import { freshTrader } from './fresh-trader.js';
import { createStaff, signInStaff, STAFF_PASSWORD } from './staff-sign-in.js';
import { publishedSellAd } from './trade-setup.js';

const SUPPORT_EMAIL = 'e2e-trading-support@p2p.test';
const REASON = 'The ad asks buyers to pay a third party, which our rules forbid.';

describe("the console's Ads & Orders (issue 25) in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
    await createStaff(SUPPORT_EMAIL, 'CUSTOMER_SERVICE');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('customer service finds an ad by its trader and takes it offline with a reason; the trader is told on the phone at once', async () => {
    const deployment = readChainFile(process.env.E2E_CHAIN_FILE ?? '');
    const nickname = `TSeller${Date.now().toString(36).slice(-5)}`;
    const seller = await freshTrader(deployment, nickname, '10');
    const { ad } = await publishedSellAd(seller, { account: '6222000099990000', quantity: '2' });

    // The trader has the app open on their ads.
    const phone = await phonePage(browser, { session: seller.session, lang: 'en' });
    await phone.goto(webUrl('/myAdvert'));
    await phone.getByTestId(`my-ad-${ad.id}`).waitFor();
    const card = phone.getByTestId(`my-ad-${ad.id}`);
    expect(await card.getAttribute('data-online')).toBe('true');

    // Customer service searches the market's ads by the trader's nickname.
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    const desk = await context.newPage();
    await signInStaff(desk, SUPPORT_EMAIL, STAFF_PASSWORD);
    await desk.goto(adminUrl('/trading'));
    await desk.getByTestId('area-trading').waitFor();
    await desk.getByTestId('trading-ads-user').fill(nickname);
    await desk.getByTestId('trading-ads-filters-search').click();
    await desk.waitForURL(/user=/);
    // The list answers the search (the unfiltered list stays shown until then).
    await desk.waitForFunction((name) => {
      const rows = document.querySelectorAll('[data-testid="trading-ads"] tbody tr.ant-table-row');
      return rows.length === 1 && (rows[0]?.textContent ?? '').includes(name);
    }, nickname);
    const rows = desk.getByTestId('trading-ads').locator('tbody tr.ant-table-row');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(nickname);
    await screenshot(desk, 'trading-ads-search');

    // Takes it offline, giving the reason.
    await desk.getByTestId(`ad-offline-button-${ad.id}`).click();
    await desk.getByTestId('support-reason').fill(REASON);
    await clickSettled(desk.getByTestId('support-reason-ok'));
    await desk.getByTestId(`ad-offline-${ad.id}`).waitFor();
    await screenshot(desk, 'trading-ad-offline');

    // The trader is told at once, with the reason; the ad is hidden from the market.
    const notice = phone.getByTestId('staff-ad-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toBe(`Reason: ${REASON}`);
    await screenshot(phone, 'trading-trader-told');
    // The app read its ads again on the message: the card says the ad is hidden.
    await phone.locator(`[data-testid="my-ad-${ad.id}"][data-online="false"]`).waitFor();
    expect((await ok<{ online: boolean }>(`/c2c/advert/${ad.id}`, seller.session.token)).online).toBe(false);

    await context.close();
    await phone.context().close();
  });
});
