// Issue 10, "Done when": a deposit sent with the wallet simulator from a trader's bound wallet, with no
// open intent, shows in the temporary balance on /personalCenter; the trader withdraws it with the
// security password and sees both fund records complete on /fundRecord. Real parts only: the built API
// watching a Hardhat node (started by global-setup, 2 confirmations), the built trader app, Chromium.
import { payLink } from '@p2p/wallet-sim';
import type { Browser, Page } from 'playwright-core';
import { demoTrader } from './account-helpers.js';
import { launch, phonePage, screenshot, webUrl } from './browser.js';
import { api, chainUrl, mecBalance, mineUntil } from './chain-journey.js';

const SECURITY_PASSWORD = 'Trade-Passw0rd!';
/** 5 MEC in base units (18 decimals). */
const AMOUNT = 5n * 10n ** 18n;

async function recordStatuses(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid^="fund-record-"][data-type]')
    .evaluateAll((rows) =>
      rows.map((r) => `${r.getAttribute('data-type')}:${r.getAttribute('data-status')}`),
    );
}

describe('escrow in Chromium (375x812)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('credits a deposit without an open intent to the temporary balance, withdraws it with the security password, and shows both fund records complete', async () => {
    // A funded dev wallet (the last demo wallet) is the trader's identity wallet: bound at registration.
    const { deployment, wallet, session: token } = await demoTrader(1);
    const set = await api('/user/updateInfo', token.token, { securityPassword: SECURITY_PASSWORD });
    expect(set.code).toBe('200');
    const before = await mecBalance(deployment, wallet.address);

    // The simulator pays the escrow address from the bound wallet; no deposit intent is open.
    const link = `ethereum:${deployment.tokens.MEC.address}@${deployment.chainId}/transfer?address=${deployment.escrow.address}&uint256=${AMOUNT}`;
    const paid = await payLink({ link, key: wallet.privateKey, rpcUrl: chainUrl() });
    expect(paid.status).toBe('SUCCESS');
    expect(await mecBalance(deployment, wallet.address)).toBe(before - AMOUNT);

    const page = await phonePage(browser, { session: token, lang: 'en' });
    await page.goto(webUrl('/personalCenter'));
    await page.getByTestId('temp-balance').waitFor();
    const line = page.getByTestId('temp-balance-MEC-ERC20');
    await mineUntil(async () => (await line.count()) > 0);
    expect(await line.getByTestId('temp-balance-amount').textContent()).toBe('5');
    await line.scrollIntoViewIfNeeded();
    await screenshot(page, 'funds-balance');

    await line.getByTestId('temp-balance-withdraw').click();
    await page.getByTestId('withdraw-form').waitFor();
    expect(await page.getByTestId('withdraw-to').textContent()).toContain(wallet.address);
    await page.getByTestId('withdraw-all').click();
    await page.getByTestId('withdraw-password').fill(SECURITY_PASSWORD);
    await page.waitForTimeout(400); // the sheet has settled
    await screenshot(page, 'funds-withdraw-sheet');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('withdraw-form').waitFor({ state: 'detached', timeout: 15000 });
    await page.getByTestId('temp-balance-empty').waitFor({ timeout: 15000 });

    await page.goto(webUrl('/fundRecord'));
    await page.getByTestId('fund-record-list').waitFor();
    // The payout is sent by the watcher and confirmed after 2 blocks; the page follows live.
    await mineUntil(async () => {
      const statuses = await recordStatuses(page);
      return statuses.length === 2 && statuses.every((s) => s.endsWith(':COMPLETED'));
    });
    expect((await recordStatuses(page)).sort()).toEqual(['DEPOSIT:COMPLETED', 'WITHDRAWAL:COMPLETED']);
    await screenshot(page, 'funds-records');
    expect(await mecBalance(deployment, wallet.address)).toBe(before);

    await page.locator('[data-type="WITHDRAWAL"]').click();
    await page.getByTestId('fund-details-page').waitFor();
    expect(await page.getByTestId('fund-details-to').textContent()).toContain(wallet.address);
    expect(await page.getByTestId('fund-details-tx').textContent()).toMatch(/0x[0-9a-f]{64}/);
    await screenshot(page, 'funds-record-details');
    await page.context().close();
  });
});
