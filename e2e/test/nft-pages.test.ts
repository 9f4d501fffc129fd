// Issue 23, the trader app's read-only NFT pages on the real index: the built API seeds the development
// chain's ERC-721 collection (a demo wallet each holding an item minted with a data: URI of metadata and a
// PNG), its watcher indexes the Transfer logs, its metadata job stores the images; the built trader app
// shows the albums, an album's items, an item's detail parameters, its on-chain records and its holder,
// in Chromium at 375 px (screenshots under artifacts/screenshots/nft-*.png). Every request stays on the
// app's origin: images come from the API's own URLs, never from the metadata's.
import { mine, readChainFile, type DevDeployment } from '@p2p/devchain';
import type { Browser, Page } from 'playwright-core';
import { launch, newSession, phonePage, type Session, screenshot, webUrl } from './browser.js';

const COLLECTION = 'P2P Market Collection';

/** Reads `path` again until `ready` shows (the index and the metadata job work in the background). */
async function openWhen(page: Page, path: string, ready: string, timeoutMs = 45_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    await page.goto(webUrl(path));
    try {
      await page.waitForSelector(ready, { timeout: 5_000 });
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
    }
  }
}

describe('NFT pages on the indexed development collection (issue 23)', () => {
  let browser: Browser;
  let session: Session;
  let deployment: DevDeployment;
  let page: Page;
  const foreign: string[] = [];

  beforeAll(async () => {
    deployment = readChainFile(process.env.E2E_CHAIN_FILE ?? '');
    // The demo wallets' mints are the chain's last blocks: a few more confirm them for the watcher.
    await mine(process.env.E2E_CHAIN_URL ?? '', 3);
    session = await newSession();
    browser = await launch();
    page = await phonePage(browser, { session });
    await page.setViewportSize({ width: 375, height: 1200 });
    const origin = new URL(webUrl()).origin;
    page.on('request', (r) => {
      const url = r.url();
      if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lists the collection, opens it, an item with its image and detail parameters, its records and its holder', async () => {
    await openWhen(page, '/nftAlbums', `[data-testid^="nft-album-"]:has-text("${COLLECTION}")`);
    const card = page.locator(`li[data-testid^="nft-album-"]`, { hasText: COLLECTION });
    expect(Number(await card.getByTestId('nft-figure-items').textContent())).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'nft-e2e-albums');

    await card.getByTestId('nft-album-name').click();
    await page.waitForURL(/\/nftAlbum\?id=\w+$/);
    const albumPath = new URL(page.url()).pathname + new URL(page.url()).search;
    // Items appear once their mints are indexed; their images once the metadata job has stored them.
    await openWhen(page, albumPath, '[data-testid="nft-album-items"] [data-testid="nft-image"]');
    expect(await page.getByTestId('nft-album-title').textContent()).toBe(COLLECTION);
    await screenshot(page, 'nft-e2e-album');

    const item = page.locator('[data-testid="nft-album-items"] li').first();
    const tokenId = (await item.getByTestId('nft-item-token').textContent())!.slice(1);
    await item.getByTestId('nft-item-name').click();
    await page.waitForURL(/\/nftDetail\?id=\w+$/);
    // The album's page may still be on screen for a moment after the URL changes (the next page
    // loads in a transition), so the image is looked for inside the detail page.
    const detailImage = page.getByTestId('nft-detail-page').getByTestId('nft-image');
    await detailImage.waitFor();
    expect(await detailImage.getAttribute('src')).toMatch(/^blob:/);
    expect(await page.getByTestId('nft-detail-name').textContent()).toBe(`P2P Market #${tokenId}`);
    expect(await page.getByTestId('nft-token-id').textContent()).toBe(tokenId);
    expect((await page.getByTestId('nft-contract').getAttribute('title'))?.toLowerCase()).toBe(
      deployment.tokens.NFT.address.toLowerCase(),
    );
    expect(await page.getByTestId('nft-chain').textContent()).toBe('EVM chain (ERC-721)');
    const traits = await page
      .locator('[data-testid="nft-attributes"] tbody td:first-child')
      .allTextContents();
    expect(traits).toEqual(['Colour', 'Pattern', 'Edition']);
    expect(await page.getByTestId('nft-metadata-url').textContent()).toMatch(/^data:application\/json/);
    const holder = (await page.getByTestId('nft-detail-holder').getAttribute('title'))!;
    expect(deployment.demoWallets.map((w) => w.address.toLowerCase())).toContain(holder.toLowerCase());
    await screenshot(page, 'nft-e2e-detail');

    await page.getByTestId('nft-detail-records').click();
    await page.waitForURL(/\/nftRecords\?id=\w+$/);
    const mint = page.locator('li[data-kind="MINT"]');
    await mint.waitFor();
    expect(await mint.getByTestId('nft-record-kind').textContent()).toBe('Minted');
    expect(await mint.getByTestId('nft-record-from').textContent()).toBe('0x0000…0000');
    expect((await mint.getByTestId('nft-record-to').getAttribute('title'))?.toLowerCase()).toBe(
      holder.toLowerCase(),
    );
    expect(await mint.getByTestId('nft-record-tx').getAttribute('title')).toMatch(/^0x[0-9a-f]{64}$/);
    await screenshot(page, 'nft-e2e-records');

    await mint.getByTestId('nft-record-to-link').click();
    await page.waitForURL(/\/nftHolder\?address=0x[0-9a-fA-F]{40}$/);
    const held = page.locator('[data-testid="nft-holder-items"] [data-testid="nft-item-token"]');
    await held.first().waitFor();
    expect(await held.allTextContents()).toContain(`#${tokenId}`);
    await screenshot(page, 'nft-e2e-holder');

    expect(foreign).toEqual([]);
  });
});
