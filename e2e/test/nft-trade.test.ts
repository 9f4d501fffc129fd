// Issue 23, "Done when" (the browser test of NFT trading): a trader lists an item from the trader app
// (/publish's NFT branch, the item from the index's holder view, its deposit paid by the wallet simulator
// with the safeTransferFrom link of the deposit step's QR), another trader buys it from the market's NFT
// tab (the buy confirmation, quantity 1), the order runs to its release, the item is at the buyer's
// address on chain, and the item's on-chain records show both transfers (into escrow, out to the buyer).
// Real parts only: the built API watching a Hardhat node (global-setup), the built trader app, Chromium.
import { fundWallet, rpc, readChainFile, type DevDeployment } from '@p2p/devchain';
import { payLink, WalletSimulator } from '@p2p/wallet-sim';
import type { Browser, Page } from 'playwright-core';
import { issuer } from './account-helpers.js';
import { launch, phonePage, screenshot, webUrl } from './browser.js';
import { chainUrl, mineUntil, ok, statusShown } from './chain-journey.js';
import { readyToTrade, SECURITY_PASSWORD } from './trade-setup.js';

const PRICE = '25';

/** A fresh trader (the demo wallets belong to the other journeys), ready to trade. */
async function freshTrader(nickname: string) {
  const wallet = WalletSimulator.random();
  const reg = await wallet.authorize({ apiBase: process.env.E2E_API_URL ?? '', purpose: 'register', issuer });
  if (reg.code !== '200') throw new Error(`wallet registration answered ${reg.code}`);
  return readyToTrade({ wallet, session: reg.data as { token: string; userId: string } }, nickname);
}

/** The owner of the collection's token `tokenId` on chain (ownerOf). */
async function ownerOf(d: DevDeployment, tokenId: bigint): Promise<string> {
  const data = `0x6352211e${tokenId.toString(16).padStart(64, '0')}`;
  const word = await rpc<string>(chainUrl(), 'eth_call', [{ to: d.tokens.NFT.address, data }, 'latest']);
  return `0x${word.slice(-40)}`.toLowerCase();
}

interface HeldItem {
  id: string;
  tokenId: string;
}

describe('NFT trading in Chromium (375 px): list an item, buy it, the item moves on chain (issue 23)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a trader lists an item from the app and deposits it, another buys it from the NFT tab, the release sends it to the buyer on chain and its records show both transfers', async () => {
    const deployment = readChainFile(process.env.E2E_CHAIN_FILE ?? '');
    const tag = Date.now().toString(36).slice(-5);
    const seller = await freshTrader(`NSeller${tag}`);
    const buyer = await freshTrader(`NBuyer${tag}`);
    const funded = await fundWallet(chainUrl(), deployment, seller.wallet.address, { nft: 1 });
    const tokenId = funded.nftTokenIds[0]!;
    // Priced in USDT (a coin quote): an on-chain method receiving USDT (issue 24, 5040 otherwise).
    await ok('/user/payment/add', seller.session.token, {
      kind: 'USDT_ADDRESS',
      name: 'Lin Seller',
      account: '6222000077778888',
      currency: 'USDT',
    });
    // The index shows the new item at the seller's address once its mint is confirmed.
    let item: HeldItem | undefined;
    await mineUntil(async () => {
      const held = await ok<{ items: { list: HeldItem[] } }>(
        `/c2c/nft/holder/${seller.wallet.address}?pageNo=1&pageSize=20`,
        seller.session.token,
      );
      item = held.items.list.find((i) => i.tokenId === String(tokenId));
      return item !== undefined;
    }, 45000);
    const itemId = item!.id;

    // The seller: /publish, NFT, the item of the holder view, a price and the payment method.
    const sellerPage = await phonePage(browser, { session: seller.session, lang: 'en' });
    await sellerPage.goto(webUrl('/publish'));
    await sellerPage.getByTestId('publish-page').waitFor();
    await sellerPage.getByTestId('publish-asset').getByText('NFT', { exact: true }).click();
    await sellerPage.getByTestId('publish-nft-sell-only').waitFor();
    await sellerPage.getByTestId('publish-next').click();
    await sellerPage.getByTestId('nft-ad-form').waitFor();
    const pick = sellerPage.getByTestId(`nft-ad-pick-${itemId}`);
    await pick.waitFor({ timeout: 15000 });
    await pick.click();
    await sellerPage.getByTestId('nft-ad-price').fill(PRICE);
    await sellerPage.locator('[data-testid^="ad-method-"][type="checkbox"]').first().check();
    await screenshot(sellerPage, 'nft-trade-e2e-form');
    await sellerPage.getByTestId('nft-ad-submit').click();

    // The deposit step: the simulator pays the safeTransferFrom link of its QR from the bound wallet.
    await sellerPage.getByTestId('ad-deposit-stage').waitFor({ timeout: 15000 });
    const adId = new URL(sellerPage.url()).searchParams.get('ad')!;
    const qr = sellerPage.getByTestId('deposit-qr');
    await qr.waitFor({ timeout: 15000 });
    expect(await sellerPage.getByTestId('deposit-amount').textContent()).toBe(`NFT #${tokenId}`);
    const link = (await qr.getAttribute('data-qr-url')) ?? '';
    expect(link).toContain('/safeTransferFrom?');
    await screenshot(sellerPage, 'nft-trade-e2e-deposit');
    const paid = await payLink({ link, key: seller.wallet.privateKey, rpcUrl: chainUrl() });
    expect(paid.status).toBe('SUCCESS');
    const published = sellerPage.getByTestId('ad-published');
    await mineUntil(async () => (await published.count()) > 0, 45000);
    await ok('/c2c/advert/online?online=true', seller.session.token, {});
    expect(await ownerOf(deployment, tokenId)).toBe(deployment.escrow.address.toLowerCase());

    // The buyer: the item's page shows it listed with Buy; then the market's NFT tab, the item's card,
    // the buy confirmation, Buy.
    const buyerPage = await phonePage(browser, { session: buyer.session, lang: 'en' });
    await buyerPage.goto(webUrl(`/nftDetail?id=${itemId}`));
    await buyerPage.getByTestId('nft-listing-buy').waitFor({ timeout: 15000 });
    expect(await buyerPage.getByTestId('nft-listing-price').textContent()).toBe(`Listed for ${PRICE} USDT`);
    await screenshot(buyerPage, 'nft-trade-e2e-detail');
    await buyerPage.goto(webUrl('/buySell?type=BUY&asset=NFT'));
    const card = buyerPage.getByTestId(`nft-ad-card-${adId}`);
    await card.waitFor({ timeout: 15000 });
    expect(await card.getByTestId('ad-price').textContent()).toBe(`${PRICE} USDT`);
    expect(await card.getByTestId('ad-nickname').textContent()).toBe(`NSeller${tag}`);
    await screenshot(buyerPage, 'nft-trade-e2e-market');
    await card.getByTestId('nft-ad-buy').click();
    const form = buyerPage.getByTestId('nft-buy-form');
    await form.waitFor();
    const methods = form.getByRole('radio');
    await methods.first().waitFor();
    expect(await methods.first().isChecked()).toBe(true);
    await buyerPage.waitForTimeout(400); // the sheet has settled
    await screenshot(buyerPage, 'nft-trade-e2e-buy');
    await buyerPage.getByTestId('nft-buy-submit').click();
    await buyerPage.waitForFunction(
      () =>
        window.location.pathname === '/orderDetail' ||
        document.querySelector('[data-testid="nft-buy-error"]') !== null,
    );
    const refused = buyerPage.getByTestId('nft-buy-error');
    if ((await refused.count()) > 0) throw new Error(`the order was refused: ${await refused.textContent()}`);
    const orderId = new URL(buyerPage.url()).searchParams.get('id')!;
    await statusShown(buyerPage, 'Waiting for the seller to accept');
    await buyerPage.getByTestId('order-nft').waitFor({ timeout: 15000 });

    // The order's steps (the coin flow's, tested by orders.test): accepted, paid, confirmed; released.
    await ok(`/c2c/deal/order/take/${orderId}`, seller.session.token, {});
    await ok(`/c2c/deal/order/pay/${orderId}`, buyer.session.token, {});
    await ok(`/c2c/deal/order/confirm/${orderId}`, seller.session.token, { securityCode: SECURITY_PASSWORD });
    const completed = async (page: Page) =>
      (await page.getByTestId('order-head').getByTestId('order-status').textContent()) === 'Completed';
    await mineUntil(async () => completed(buyerPage), 45000);
    await screenshot(buyerPage, 'nft-trade-e2e-completed');
    expect(await ownerOf(deployment, tokenId)).toBe(buyer.wallet.address.toLowerCase());

    // The item's on-chain records: into escrow from the seller, out of escrow to the buyer (with the price).
    const escrow = deployment.escrow.address.toLowerCase();
    const shown = async () => {
      await buyerPage.goto(webUrl(`/nftRecords?id=${itemId}`));
      await buyerPage.getByTestId('nft-records').waitFor({ timeout: 10000 });
      return buyerPage.locator('[data-testid^="nft-record-"][data-kind="TRANSFER"]').count();
    };
    await mineUntil(async () => (await shown()) >= 2, 45000);
    const records = await ok<{ list: { kind: string; from: string; to: string; price: string | null }[] }>(
      `/c2c/nft/item/${itemId}/records?pageNo=1&pageSize=20`,
      buyer.session.token,
    );
    const moves = records.list
      .filter((r) => r.kind === 'TRANSFER')
      .map((r) => [r.from.toLowerCase(), r.to.toLowerCase()]);
    expect(moves).toEqual(
      expect.arrayContaining([
        [seller.wallet.address.toLowerCase(), escrow],
        [escrow, buyer.wallet.address.toLowerCase()],
      ]),
    );
    await screenshot(buyerPage, 'nft-trade-e2e-records');
    await sellerPage.context().close();
    await buyerPage.context().close();
  });
});
