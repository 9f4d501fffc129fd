// What the first-day journey (issue 26) does in the browser: a new trader signs up by email, completes the
// setup checklist on Home by tapping each step, and trades (the buyer orders on the seller's ad, the
// seller accepts, the buyer pays, the seller confirms with the security password, the coin is released on
// chain). Every step leaves a screenshot `first-day-<who>-<step>`.
import { type WalletSimulator } from '@p2p/wallet-sim';
import type { Page } from 'playwright-core';
import { issuer, mailedCode, qrUrlOn, solveSlider } from './account-helpers.js';
import { screenshot as pageShot, webUrl } from './browser.js';
import { mecBalance, mineUntil, ok, statusShown } from './chain-journey.js';
import type { DevDeployment } from '@p2p/devchain';
import { act, openLive } from './live.js';
import { SECURITY_PASSWORD } from './trade-setup.js';

/** A screenshot once any toast ("Saved", "Identity wallet bound", ...) has gone, so as not to hide the page. */
async function screenshot(page: Page, name: string): Promise<void> {
  await page
    .locator('.adm-toast-mask')
    .waitFor({ state: 'hidden', timeout: 5000 })
    .catch(() => undefined);
  await pageShot(page, name);
}

/** The login password of the new accounts. */
export const LOGIN_PASSWORD = 'E2e-Passw0rd!';

/** A trader of the journey: its page, identity wallet (funded), nickname and screenshot prefix. */
export interface NewTrader {
  page: Page;
  wallet: WalletSimulator;
  nickname: string;
  shot: string;
}

/** The page's session, read from its cookies (for the API calls of what is not under test). */
export async function sessionOf(page: Page): Promise<{ token: string; userId: string }> {
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name === 'token')?.value;
  const userId = cookies.find((c) => c.name === 'userId')?.value;
  if (!token || !userId) throw new Error('no session cookies');
  return { token, userId };
}

/** Signs up on /register by email (slider, mailed code, password, terms); waits for Home. */
export async function signUpByEmail(t: NewTrader, email: string): Promise<void> {
  const { page } = t;
  await page.goto(webUrl('/register'));
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-send-code').click();
  await solveSlider(page);
  await page.getByTestId('register-code').fill(await mailedCode(email));
  await page.getByTestId('register-password').fill(LOGIN_PASSWORD);
  await page.getByTestId('register-confirm-password').fill(LOGIN_PASSWORD);
  await page.getByTestId('register-terms').click();
  await screenshot(page, `${t.shot}-01-sign-up`);
  await page.getByTestId('register-submit').click();
  await solveSlider(page);
  await page.getByTestId('home-page').waitFor({ timeout: 20000 });
}

/** Whether Home's checklist shows `step` done. */
function stepDone(page: Page, step: string) {
  return page.locator(`[data-testid="setup-step-${step}"][data-done="true"]`).waitFor({ timeout: 15000 });
}

/** Taps a missing step's "Set up" on Home's checklist; waits for the step's page. */
async function openStep(page: Page, step: string, pageTestId: string): Promise<void> {
  const link = page.getByTestId(`setup-link-${step}`);
  await link.waitFor();
  await link.click();
  await page.getByTestId(pageTestId).waitFor();
}

/** Fills a step's form, screenshots it, saves it and waits until Home shows the step done. */
async function saveStep(t: NewTrader, step: string, n: number, submit: string): Promise<void> {
  await screenshot(t.page, `${t.shot}-${String(n).padStart(2, '0')}-${step}`);
  await t.page.getByTestId(submit).click();
  await t.page.getByTestId('home-page').waitFor({ timeout: 15000 });
  await stepDone(t.page, step);
}

/**
 * Completes Home's checklist by tapping each step: nickname, security password, receiving address (the
 * wallet's address, on ERC-20), a USDT address payment method, and last the identity (the wallet binds the
 * account by QR and presents the development issuer's advanced KYC). Answers the payment method's id.
 */
export async function completeChecklist(t: NewTrader): Promise<string> {
  const { page } = t;
  const checklist = page.getByTestId('setup-checklist');
  await checklist.waitFor({ timeout: 15000 });
  expect(await page.getByTestId('setup-progress').textContent()).toBe('0 of 5 done');
  for (const step of ['nickname', 'securityPassword', 'receivingAddress', 'paymentMethod', 'identity'])
    expect(await page.getByTestId(`setup-step-${step}`).getAttribute('data-done')).toBe('false');
  await checklist.scrollIntoViewIfNeeded();
  await screenshot(page, `${t.shot}-02-checklist-new`);

  await openStep(page, 'nickname', 'update-remark');
  await page.getByTestId('remark-nickname').fill(t.nickname);
  await saveStep(t, 'nickname', 3, 'remark-submit');

  await openStep(page, 'securityPassword', 'update-security-password');
  await page.getByTestId('security-new').fill(SECURITY_PASSWORD);
  await page.getByTestId('security-confirm').fill(SECURITY_PASSWORD);
  await saveStep(t, 'securityPassword', 4, 'security-submit');

  await openStep(page, 'receivingAddress', 'update-address');
  // The radio is drawn over by its label's texts: tap the label, as a person does.
  const erc20 = page.getByTestId('address-chain-ERC20');
  await page.locator('label', { has: erc20 }).click();
  expect(await erc20.isChecked()).toBe(true);
  await page.getByTestId('address-value').fill(t.wallet.address);
  await saveStep(t, 'receivingAddress', 5, 'address-submit');

  await openStep(page, 'paymentMethod', 'pm-form');
  await page.getByTestId('pm-kind').selectOption('USDT_ADDRESS');
  await page.getByTestId('pm-name').fill(t.nickname);
  await page.getByTestId('pm-account').fill(t.wallet.address);
  expect(await page.getByTestId('pm-currency').inputValue()).toBe('USDT');
  await saveStep(t, 'paymentMethod', 6, 'pm-submit');

  expect(await page.getByTestId('setup-progress').textContent()).toBe('4 of 5 done');
  await checklist.scrollIntoViewIfNeeded();
  await screenshot(page, `${t.shot}-07-checklist-identity-left`);

  // Identity: the bind sheet's QR code, scanned by the wallet (advanced KYC), then back to Home.
  await page.getByTestId('setup-link-identity').click();
  await page.getByTestId('bind-wallet-sheet').waitFor();
  const url = await qrUrlOn(page);
  await page.waitForTimeout(400); // the sheet has settled
  await screenshot(page, `${t.shot}-08-identity-qr`);
  const scanned = await t.wallet.scan(url, { issuer });
  expect(scanned.code).toBe('200');
  // Bound: back to Home by itself, whichever of the user info and the QR status shows it first.
  await page.waitForURL((url) => url.pathname === '/', { timeout: 20000 });
  await page.getByTestId('home-page').waitFor();
  // Every step done: Home no longer shows the checklist.
  await checklist.waitFor({ state: 'detached', timeout: 15000 });
  await screenshot(page, `${t.shot}-09-ready`);

  const methods = await ok<Array<{ id: string; kind: string }>>(
    '/user/payment/list',
    (await sessionOf(page)).token,
  );
  expect(methods.map((m) => m.kind)).toEqual(['USDT_ADDRESS']);
  return methods[0]!.id;
}

/**
 * A whole order in the browser on the seller's published SELL ad: the buyer orders `quantity` MEC on
 * /buySell, the seller accepts, the buyer pays, the seller confirms with the security password, and the
 * release is mined: both pages show it completed and the buyer's wallet holds the coin.
 */
export async function tradeInBrowser(opts: {
  deployment: DevDeployment;
  seller: NewTrader;
  buyer: NewTrader;
  adId: string;
  quantity: string;
  amount: string;
  /** The screenshots' prefix. */
  shot: string;
}): Promise<void> {
  const { seller, buyer, shot } = opts;
  const sp = seller.page;
  const bp = buyer.page;
  const before = await mecBalance(opts.deployment, buyer.wallet.address);

  await openLive(sp, '/');
  await openLive(bp, '/buySell');
  await bp.getByTestId('market-pair').selectOption({ label: 'MEC/USDT' });
  const card = bp.getByTestId(`ad-card-${opts.adId}`);
  await card.waitFor({ timeout: 15000 });
  await screenshot(bp, `${shot}-01-market`);
  await card.getByTestId('ad-open').click();
  await bp.getByTestId('place-form').waitFor();
  await bp.getByTestId('place-mode-quantity').click();
  await bp.getByTestId('place-value').fill(opts.quantity);
  expect(await bp.getByTestId('place-amount').textContent()).toBe(`${opts.amount} USDT`);
  expect(await bp.getByTestId('setup-blocked').count()).toBe(0);
  await bp.getByTestId('place-methods').getByRole('radio').first().waitFor();
  await bp.waitForTimeout(400); // the sheet has settled
  await screenshot(bp, `${shot}-02-place`);
  await bp.getByTestId('place-submit').click();
  await bp.waitForFunction(
    () =>
      window.location.pathname === '/orderDetail' ||
      document.querySelector('[data-testid="place-error"]') !== null,
  );
  const refused = bp.getByTestId('place-error');
  if ((await refused.count()) > 0) throw new Error(`the order was refused: ${await refused.textContent()}`);
  const orderId = new URL(bp.url()).searchParams.get('id')!;
  await statusShown(bp, 'Waiting for the seller to accept');
  await screenshot(bp, `${shot}-03-placed`);

  // The seller is told on Home (the new-order banner) and opens the order from it; should the banner not
  // come (the socket's push is orders.test's subject), the order is under "My orders".
  const banner = sp.getByTestId('new-order-banner');
  const told = await banner.waitFor({ timeout: 20000 }).then(
    () => true,
    () => false,
  );
  if (told) {
    await sp.waitForTimeout(400); // the banner has slid in
    await screenshot(sp, `${shot}-04-new-order-banner`);
    await banner.getByRole('button', { name: 'View order' }).click();
  } else {
    await sp.getByTestId('home-orders').click();
    const row = sp.getByTestId(`order-row-${orderId}`);
    await row.waitFor({ timeout: 15000 });
    await screenshot(sp, `${shot}-04-my-orders`);
    await row.locator('a').click();
  }
  await sp.waitForURL(new RegExp(`/orderDetail\\?id=${orderId}$`));
  await statusShown(sp, 'Waiting for the seller to accept');
  await screenshot(sp, `${shot}-05-to-accept`);
  await act(sp, 'ACCEPT', 'Accept');
  await statusShown(sp, 'Waiting for the buyer’s payment');
  await statusShown(bp, 'Waiting for the buyer’s payment');
  await screenshot(bp, `${shot}-06-to-pay`);

  await act(bp, 'PAY', 'I have paid');
  await statusShown(bp, 'Waiting for the seller to confirm payment');
  await statusShown(sp, 'Waiting for the seller to confirm payment');
  await screenshot(bp, `${shot}-07-paid`);

  // The seller confirms with the security password set in the checklist.
  await sp.getByTestId('order-action-CONFIRM_RECEIVED').click();
  await sp.getByTestId('confirm-form').waitFor();
  expect(await sp.getByTestId('confirm-amount').textContent()).toBe(`${opts.amount} USDT`);
  await sp.getByTestId('confirm-password').fill(SECURITY_PASSWORD);
  await sp.waitForTimeout(400); // the sheet has settled
  await screenshot(sp, `${shot}-08-confirm`);
  await sp.getByTestId('confirm-submit').click();
  await sp.getByTestId('confirm-form').waitFor({ state: 'detached' });

  const completed = async (page: Page) =>
    (await page.getByTestId('order-head').getByTestId('order-status').textContent()) === 'Completed';
  await mineUntil(async () => (await completed(sp)) && (await completed(bp)));
  await screenshot(bp, `${shot}-09-completed-buyer`);
  await screenshot(sp, `${shot}-10-completed-seller`);
  const units = BigInt(opts.quantity) * 10n ** 18n;
  expect((await mecBalance(opts.deployment, buyer.wallet.address)) - before).toBe(units);
}
