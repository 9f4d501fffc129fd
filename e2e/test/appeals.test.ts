// Issue 13, "Done when": a buyer appeals a stalled order with an image, an appeal officer signs in to the
// admin console and decides the case (buyer wins), and after the configured delay (global-setup: 0.1
// minute) the buyer sees the result and the coin released on the local chain. Set up through the API
// (not under test here): the two traders (fresh wallets, funded on the local chain), the seller's SELL ad
// and its deposit, the order, its acceptance and the buyer's payment. Driven in Chromium: the appeal from
// /orderDetail with an uploaded evidence image, the appeal desk and case page, the decision, the result.
import { readChainFile } from '@p2p/devchain';
import type { Browser } from 'playwright-core';
import { adminUrl, clickSettled, launch, phonePage, screenshot, webUrl } from './browser.js';
import { mecBalance, mineUntil, ok, statusShown } from './chain-journey.js';
import { freshTrader } from './fresh-trader.js';
import { imagePng } from './images.js';
import { createStaff, signInStaff, STAFF_PASSWORD } from './staff-sign-in.js';
import { publishedSellAd } from './trade-setup.js';

const OFFICER_EMAIL = 'e2e-appeals-officer@p2p.test';
const QUANTITY = '2';
/** The quantity in MEC base units (18 decimals). */
const QUANTITY_UNITS = 2n * 10n ** 18n;
const REMARKS = 'The bank statement shows the transfer; the seller did not answer. Released to the buyer.';

describe('an appeal from a stalled order to its execution on chain in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
    await createStaff(OFFICER_EMAIL, 'APPEAL_OFFICER');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the buyer appeals with an image, the officer decides buyer wins in the console, and after the delay the buyer sees the result and the coin released', async () => {
    const deployment = readChainFile(process.env.E2E_CHAIN_FILE ?? '');
    const tag = Date.now().toString(36).slice(-5);
    const seller = await freshTrader(deployment, `ASeller${tag}`, '20');
    const buyer = await freshTrader(deployment, `ABuyer${tag}`, null);

    // The seller's SELL ad (2 MEC at 1.1 USDT), deposited on chain; the buyer's order, accepted and paid.
    const { ad, method } = await publishedSellAd(seller, { account: '6222000055556666', quantity: QUANTITY });
    const order = await ok<{ id: string }>('/c2c/deal/order', buyer.session.token, {
      adId: ad.id,
      quantity: QUANTITY,
      unitPrice: '1.1',
      paymentMethodId: method.id,
    });
    await ok(`/c2c/deal/order/take/${order.id}`, seller.session.token, {});
    await ok(`/c2c/deal/order/pay/${order.id}`, buyer.session.token, {});
    const before = await mecBalance(deployment, buyer.wallet.address);

    // The buyer: the seller does not confirm; the buyer appeals from /orderDetail with a receipt image.
    const buyerPage = await phonePage(browser, { session: buyer.session, lang: 'en' });
    await buyerPage.goto(webUrl(`/orderDetail?id=${order.id}`));
    await statusShown(buyerPage, 'Waiting for the seller to confirm payment');
    // Evidence goes in both the chat and the upload (spec §5): the buyer writes in the order's chat first.
    await buyerPage.getByTestId('order-chat').click();
    await buyerPage.waitForURL(new RegExp(`/chat\\?id=${order.id}$`));
    await buyerPage.getByTestId('chat-input').fill('I paid the 2.2 USDT; my bank receipt is in the appeal.');
    await buyerPage.getByTestId('chat-send').click();
    await buyerPage.getByText('I paid the 2.2 USDT; my bank receipt is in the appeal.').waitFor();
    await buyerPage.goto(webUrl(`/orderDetail?id=${order.id}`));
    await statusShown(buyerPage, 'Waiting for the seller to confirm payment');
    await buyerPage.getByTestId('order-appeal').click();
    await buyerPage.waitForURL(new RegExp(`/appeal\\?id=${order.id}$`));
    await buyerPage.getByTestId('appeal-form').waitFor();
    await buyerPage.getByTestId('appeal-reason-SELLER_NOT_RELEASED').check();
    await buyerPage.getByTestId('appeal-evidence-input').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: await imagePng(buyerPage, 'TRANSFER OK 2.2 USDT'),
    });
    await buyerPage.getByTestId('appeal-evidence-0').getByTestId('appeal-evidence-image').waitFor();
    await screenshot(buyerPage, 'appeals-form');
    await buyerPage.getByTestId('appeal-submit').click();
    await clickSettled(
      buyerPage.locator('.adm-dialog-footer').getByRole('button', { name: 'Submit appeal' }),
    );
    await buyerPage.waitForURL(new RegExp(`/orderDetail\\?id=${order.id}$`));
    await statusShown(buyerPage, 'Under appeal');
    const state = buyerPage.getByTestId('order-appeal-state');
    await state.getByTestId('appeal-result').waitFor();
    expect(await state.getByTestId('appeal-result').textContent()).toBe('Pending');
    const record = await state.locator('[data-testid^="appeal-record-"]').getAttribute('data-testid');
    const appealId = record!.replace('appeal-record-', '');

    // The officer signs in to the console and finds the case on the appeal desk.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const desk = await context.newPage();
    // The password, then enrolling the authenticator from the page's secret and its first code (TOTP).
    await signInStaff(desk, OFFICER_EMAIL, STAFF_PASSWORD);
    await desk.goto(adminUrl('/appeals'));
    await desk.getByTestId('area-appeals').waitFor();
    const row = desk.getByTestId(`queue-row-${appealId}`);
    await row.waitFor();
    expect(await row.textContent()).toContain(order.id);
    await screenshot(desk, 'appeals-desk');

    // The case page: the order, the evidence image (read with the staff token), then the decision.
    await desk.getByTestId(`queue-open-${appealId}`).click();
    await desk.waitForURL(new RegExp(`/appeals/${appealId}$`));
    await desk.getByTestId('case-order').waitFor();
    const evidence = desk.getByTestId('case-evidence').locator('[data-testid^="evidence-"]');
    await desk
      .getByTestId('case-evidence')
      .locator('[data-testid^="evidence-"][data-state="loaded"]')
      .waitFor();
    expect(await evidence.count()).toBe(1);
    await screenshot(desk, 'appeals-case');
    await desk.getByTestId('decision-form').getByText('Buyer wins').click();
    await desk.getByTestId('decision-remarks').fill(REMARKS);
    await desk.getByTestId('decision-submit').click();
    // The decision's answer is awaited and checked, so that a refusal fails here with its code.
    const decided = desk.waitForResponse((r) => r.url().endsWith(`/appeals/${appealId}/decide`), {
      timeout: 60000,
    });
    await clickSettled(desk.getByTestId('decide-confirm'));
    const answer = await decided;
    expect({ status: answer.status(), body: await answer.text() }).toMatchObject({ status: 200 });
    await desk.getByTestId('pending-execution').waitFor();
    await desk.locator('.ant-modal-confirm').waitFor({ state: 'hidden' }); // the confirmation has closed
    expect(await desk.getByTestId('pending-decision').textContent()).toBe('Buyer wins');
    await screenshot(desk, 'appeals-pending-execution');

    // After the delay the escrow is released: mined and confirmed, the buyer's order shows it completed,
    // with the result and the reviewer's remarks.
    await mineUntil(
      async () =>
        (await ok<{ status: string }>(`/c2c/deal/order/${order.id}`, buyer.session.token)).status ===
        'COMPLETED',
      45000,
    );
    await statusShown(buyerPage, 'Completed');
    const result = buyerPage.getByTestId('order-appeal-state');
    await result.getByTestId('appeal-result').waitFor();
    expect(await result.getByTestId('appeal-result').textContent()).toBe('Buyer wins');
    expect(await result.getByTestId('appeal-remarks').textContent()).toBe(REMARKS);
    await screenshot(buyerPage, 'appeals-buyer-result');
    expect((await mecBalance(deployment, buyer.wallet.address)) - before).toBe(QUANTITY_UNITS);

    await context.close();
    await buyerPage.context().close();
  });
});
