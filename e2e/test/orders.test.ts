// Issue 12, "Done when": in two browser contexts (seller and buyer), from a published ad to a completed
// order on the local chain, with chat messages, the new-order banner and the floating order button. What
// is not under test is set up through the API (profiles, the payment method, the SELL ad and its deposit
// paid with the wallet simulator); the rest is driven in Chromium. Real parts only: the built API with its
// escrow watcher on a Hardhat node (started by global-setup, 2 confirmations), the built trader app.
import type { Browser, Page } from 'playwright-core';
import { demoTrader } from './account-helpers.js';
import { launch, phonePage, screenshot } from './browser.js';
import { mecBalance, mineUntil, ok, statusShown } from './chain-journey.js';
import { act, openLive } from './live.js';
import { publishedSellAd, readyToTrade, SECURITY_PASSWORD } from './trade-setup.js';

const QUANTITY = '2';
/** The quantity in MEC base units (18 decimals). */
const QUANTITY_UNITS = 2n * 10n ** 18n;

describe('an order from a published ad to completion in Chromium (375x812)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the buyer orders on a SELL ad, the seller is told (banner, order button) and accepts, they chat, the buyer pays, the seller confirms with the security password, and the coin reaches the buyer on chain', async () => {
    // Two funded demo wallets not used by the other journeys (ads: 2 from the end, funds: 1).
    const tag = Date.now().toString(36).slice(-5);
    const seller = await readyToTrade(await demoTrader(3), `OSeller${tag}`);
    const buyer = await readyToTrade(await demoTrader(4), `OBuyer${tag}`);
    const { deployment } = seller;

    // The seller's SELL ad (manual: the seller accepts each order) of 5 MEC at 1.1 USDT, deposited on chain.
    const { ad } = await publishedSellAd(seller, {
      account: '6222000033334444',
      quantity: '5',
      notes: 'Bank transfer in your own name',
    });
    const before = await mecBalance(deployment, buyer.wallet.address);

    // Both signed in, each in a context of its own; the seller waits on the home page.
    const sellerPage = await phonePage(browser, { session: seller.session, lang: 'en' });
    const buyerPage = await phonePage(browser, { session: buyer.session, lang: 'en' });
    await openLive(sellerPage, '/');
    await sellerPage.getByTestId('home-page').waitFor();
    await openLive(buyerPage, '/buySell');

    // The buyer finds the ad on /buySell and orders 2 MEC through the order confirmation sheet.
    await buyerPage.getByTestId('market-pair').selectOption({ label: 'MEC/USDT' });
    const card = buyerPage.getByTestId(`ad-card-${ad.id}`);
    await card.waitFor({ timeout: 15000 });
    await card.getByTestId('ad-open').click();
    await buyerPage.getByTestId('place-form').waitFor();
    expect(await buyerPage.getByTestId('place-price').textContent()).toBe('1.1 USDT');
    await buyerPage.getByTestId('place-mode-quantity').click();
    await buyerPage.getByTestId('place-value').fill(QUANTITY);
    expect(await buyerPage.getByTestId('place-amount').textContent()).toBe('2.2 USDT');
    expect(await buyerPage.getByTestId('place-quantity').textContent()).toBe('2 MEC');
    // The ad's one method (a USDT address) is chosen already.
    const methods = buyerPage.getByTestId('place-methods').getByRole('radio');
    await methods.first().waitFor();
    expect(await methods.count()).toBe(1);
    expect(await methods.isChecked()).toBe(true);
    await buyerPage.waitForTimeout(400); // the sheet has settled
    await screenshot(buyerPage, 'orders-confirm-sheet');
    await buyerPage.getByTestId('place-submit').click();
    // The order opens (or the sheet's refusal is the failure's message).
    await buyerPage.waitForFunction(
      () =>
        window.location.pathname === '/orderDetail' ||
        document.querySelector('[data-testid="place-error"]') !== null,
    );
    const refused = buyerPage.getByTestId('place-error');
    if ((await refused.count()) > 0) throw new Error(`the order was refused: ${await refused.textContent()}`);
    expect(buyerPage.url()).toMatch(/\/orderDetail\?id=\d+$/);
    const orderId = new URL(buyerPage.url()).searchParams.get('id')!;
    await statusShown(buyerPage, 'Waiting for the seller to accept');
    expect(await buyerPage.getByTestId('order-side').textContent()).toBe('Buy MEC');

    // The seller: the new-order banner (NEW_ORDER over the socket) and the floating order button.
    const banner = sellerPage.getByTestId('new-order-banner');
    await banner.waitFor({ timeout: 10000 });
    // The order button is there, out of sight while the banner (an overlay) is open (issue 26).
    await sellerPage.getByTestId('order-button').waitFor({ state: 'attached', timeout: 10000 });
    await sellerPage.waitForTimeout(400); // the banner has slid in
    await screenshot(sellerPage, 'orders-new-order-banner');
    await banner.getByRole('button', { name: 'View order' }).click();
    await sellerPage.waitForURL(new RegExp(`/orderDetail\\?id=${orderId}$`));
    await statusShown(sellerPage, 'Waiting for the seller to accept');
    expect(await sellerPage.getByTestId('order-side').textContent()).toBe('Sell MEC');
    expect(await sellerPage.getByTestId('order-button').count()).toBe(0); // hidden on /orderDetail

    // The buyer taps the floating order button on the home page: /order lists the order.
    await openLive(buyerPage, '/');
    const bubble = buyerPage.getByTestId('order-button');
    await bubble.waitFor({ timeout: 10000 });
    await screenshot(buyerPage, 'orders-order-button');
    await bubble.click();
    await buyerPage.waitForURL(/\/order(\?|$)/);
    const row = buyerPage.getByTestId(`order-row-${orderId}`);
    await row.waitFor();
    expect(await row.getByTestId('order-counterparty').textContent()).toBe(`OSeller${tag}`);
    await screenshot(buyerPage, 'orders-order-list');
    await row.locator('a').click();
    await buyerPage.waitForURL(new RegExp(`/orderDetail\\?id=${orderId}$`));
    await statusShown(buyerPage, 'Waiting for the seller to accept');

    // The seller accepts; the buyer's page moves on by itself (ORDER_STATUS_CHANGE).
    await act(sellerPage, 'ACCEPT', 'Accept');
    await statusShown(sellerPage, 'Waiting for the buyer’s payment');
    await statusShown(buyerPage, 'Waiting for the buyer’s payment');
    await buyerPage.getByTestId('order-action-PAY').waitFor();
    await screenshot(buyerPage, 'orders-buyer-to-pay');

    // The order chat: each sees the other's message arrive (TALK over the socket).
    await buyerPage.getByTestId('order-chat').click();
    await sellerPage.getByTestId('order-chat').click();
    for (const page of [buyerPage, sellerPage]) {
      await page.waitForURL(new RegExp(`/chat\\?id=${orderId}$`));
      await page.getByTestId('chat-composer').waitFor();
      await page.locator('[data-testid="chat-empty"], [data-testid="chat-messages"]').first().waitFor();
    }
    const fromBuyer = 'Hello, I am sending the bank transfer now';
    const fromSeller = 'Thank you, I will check my account';
    await buyerPage.getByTestId('chat-input').fill(fromBuyer);
    await buyerPage.getByTestId('chat-send').click();
    await buyerPage.locator('.chat-msg--mine', { hasText: fromBuyer }).waitFor();
    await sellerPage.locator('.chat-msg--theirs', { hasText: fromBuyer }).waitFor({ timeout: 10000 });
    await sellerPage.getByTestId('chat-input').fill(fromSeller);
    await sellerPage.getByTestId('chat-send').click();
    await sellerPage.locator('.chat-msg--mine', { hasText: fromSeller }).waitFor();
    await buyerPage.locator('.chat-msg--theirs', { hasText: fromSeller }).waitFor({ timeout: 10000 });
    expect(await sellerPage.getByTestId('chat-counterparty').textContent()).toBe(`OBuyer${tag}`);
    await screenshot(buyerPage, 'orders-chat-buyer');
    await screenshot(sellerPage, 'orders-chat-seller');

    // Back to the order: the buyer has paid; the seller's page offers "I have received" by itself.
    await sellerPage.getByTestId('chat-order-link').click();
    await statusShown(sellerPage, 'Waiting for the buyer’s payment');
    await buyerPage.getByTestId('chat-order-link').click();
    await statusShown(buyerPage, 'Waiting for the buyer’s payment');
    await act(buyerPage, 'PAY', 'I have paid');
    await statusShown(buyerPage, 'Waiting for the seller to confirm payment');
    await statusShown(sellerPage, 'Waiting for the seller to confirm payment');

    // The seller confirms with the security password: the release is queued on chain.
    await sellerPage.getByTestId('order-action-CONFIRM_RECEIVED').click();
    await sellerPage.getByTestId('confirm-form').waitFor();
    expect(await sellerPage.getByTestId('confirm-amount').textContent()).toBe('2.2 USDT');
    await sellerPage.getByTestId('confirm-password').fill(SECURITY_PASSWORD);
    await sellerPage.waitForTimeout(400); // the sheet has settled
    await screenshot(sellerPage, 'orders-confirm-received');
    await sellerPage.getByTestId('confirm-submit').click();
    await sellerPage.getByTestId('confirm-form').waitFor({ state: 'detached' });

    // The release is mined and confirmed: both pages show the order completed.
    const completed = async (page: Page) =>
      (await page.getByTestId('order-head').getByTestId('order-status').textContent()) === 'Completed';
    await mineUntil(async () => (await completed(sellerPage)) && (await completed(buyerPage)));
    for (const page of [sellerPage, buyerPage]) {
      const step = page.getByTestId('order-step-chainConfirmed');
      expect(await step.getAttribute('class')).toContain('adm-step-status-finish');
      expect(await page.getByTestId('order-actions').count()).toBe(0);
    }
    await screenshot(buyerPage, 'orders-completed-buyer');
    await screenshot(sellerPage, 'orders-completed-seller');
    expect((await mecBalance(deployment, buyer.wallet.address)) - before).toBe(QUANTITY_UNITS);
    const order = await ok<{ status: string; quantity: string }>(
      `/c2c/deal/order/${orderId}`,
      buyer.session.token,
    );
    expect(order).toMatchObject({ status: 'COMPLETED', quantity: QUANTITY });

    await sellerPage.context().close();
    await buyerPage.context().close();
  });
});
