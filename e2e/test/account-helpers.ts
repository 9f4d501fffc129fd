// What the account browser tests share: the slide-to-verify drag, mailed codes, the QR code's URL.
import { readChainFile, type DevDeployment } from '@p2p/devchain';
import { DevIssuer, WalletSimulator } from '@p2p/wallet-sim';
import type { Page } from 'playwright-core';
import { clickSettled, screenshot } from './browser.js';

/** The development identity issuer the test API trusts. */
export const issuer = DevIssuer.dev();

/**
 * Finds the gap as a person does, by looking: in the browser, both pictures of the challenge go onto
 * canvases; the piece's row is where its strip is not transparent, and the piece is matched against every
 * column of that row: the gap holds the piece's own texture darkened by one factor, the darkest of all
 * (0.18-0.32, `GAP_SHADE_MIN`/`MAX` in the API's slider-picture.ts; decoys are lighter or shaded in part).
 * The challenge itself never says where the gap is, nor its row.
 */
async function gapByEye(page: Page): Promise<number> {
  await page.getByTestId('slider-picture').waitFor();
  return page.evaluate(
    async ([minShade, maxShade, rim]) => {
      const pixels = async (img: HTMLImageElement) => {
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const ctx = canvas.getContext('2d');
        if (!ctx) throw new Error('no 2d canvas');
        ctx.drawImage(img, 0, 0);
        return ctx.getImageData(0, 0, canvas.width, canvas.height);
      };
      const picture = await pixels(
        document.querySelector('[data-testid="slider-picture"]') as HTMLImageElement,
      );
      const piece = await pixels(
        document.querySelector('[data-testid="slider-piece-image"]') as HTMLImageElement,
      );
      const size = piece.width;
      let top = 0;
      while (top < piece.height && (piece.data[(top * size + rim) * 4 + 3] ?? 0) === 0) top += 1;
      let best = { x: 0, residual: Infinity };
      for (let x = 0; x + size <= picture.width; x += 1) {
        let pq = 0;
        let qq = 0;
        let pp = 0;
        for (let y = rim; y < size - rim; y += 1) {
          for (let i = rim; i < size - rim; i += 1) {
            for (let c = 0; c < 3; c += 1) {
              const p = picture.data[((top + y) * picture.width + x + i) * 4 + c] ?? 0;
              const q = piece.data[((top + y) * size + i) * 4 + c] ?? 0;
              pq += p * q;
              qq += q * q;
              pp += p * p;
            }
          }
        }
        const k = qq > 0 ? pq / qq : 0;
        if (k < minShade - 0.02 || k > maxShade + 0.02) continue;
        const residual = pp - k * pq;
        if (residual < best.residual) best = { x, residual };
      }
      return best.x;
    },
    [0.18, 0.32, 2] as const,
  );
}

/** Drags the slide-to-verify piece onto the gap like a hand: uneven steps over about a second. */
export async function solveSlider(page: Page): Promise<void> {
  const gapX = await gapByEye(page);
  await page.waitForTimeout(800); // the bottom sheet slides up: measure once it has settled
  const track = await page.getByTestId('slider-track').boundingBox();
  const piece = await page.getByTestId('slider-piece').boundingBox();
  if (!track || !piece) throw new Error('slider not visible');
  const scale = 300 / track.width;
  const startX = piece.x + piece.width / 2;
  const y = piece.y + piece.height / 2;
  const target = startX + gapX / scale;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  const steps = 16;
  for (let i = 1; i <= steps; i += 1) {
    const t = i / steps;
    const eased = 1 - (1 - t) ** 3;
    await page.mouse.move(startX + (target - startX) * eased, y + (i % 3) - 1);
    await page.waitForTimeout(35 + (i % 4) * 20);
  }
  await page.mouse.up();
}

async function mailsTo(email: string): Promise<Array<{ text?: string }>> {
  const res = await fetch(`${process.env.E2E_MAIL_URL}/api/email`);
  const mails = (await res.json()) as Array<{ to: Array<{ address: string }>; text?: string }>;
  return mails.filter((m) => m.to.some((t) => t.address.toLowerCase() === email.toLowerCase()));
}

/** How many mails `email` has had so far (to wait for the next one with `mailedCode`). */
export async function mailCount(email: string): Promise<number> {
  return (await mailsTo(email)).length;
}

/**
 * The verification code in the newest mail to `email`, waiting until more than `after` mails came, read
 * from the mail catcher's REST API.
 */
export async function mailedCode(email: string, after = 0): Promise<string> {
  const until = Date.now() + 20000;
  while (Date.now() < until) {
    const mine = await mailsTo(email);
    const code = mine.length > after ? mine[mine.length - 1]?.text?.match(/\b(\d{6})\b/)?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no code mailed to ${email}`);
}

export async function qrUrlOn(page: Page): Promise<string> {
  const img = page.getByTestId('qr-image');
  await img.waitFor();
  const url = await img.getAttribute('data-qr-url');
  if (!url) throw new Error('QR image without data-qr-url');
  return url;
}

/** Clicks the QR code's refresh and answers the new code's URL (once it differs from `old`). */
export async function refreshQr(page: Page, old: string): Promise<string> {
  await page.getByTestId('qr-refresh').click();
  await page.waitForFunction((previous) => {
    const url = document.querySelector('[data-testid="qr-image"]')?.getAttribute('data-qr-url');
    return Boolean(url) && url !== previous;
  }, old);
  return qrUrlOn(page);
}

/** Logs out from the header menu, confirming, and waits for /login. */
export async function logOut(page: Page): Promise<void> {
  await page.getByTestId('header-menu').click();
  await page.getByTestId('header-logout').click();
  await clickSettled(page.locator('.adm-dialog-footer button').last());
  await page.waitForURL(/\/login/, { timeout: 15000 });
}

/** Logs in on /login (already open) by email and password, passing the slider; waits for the home page. */
export async function logInByEmail(page: Page, email: string, password: string): Promise<void> {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await solveSlider(page);
  await page.getByTestId('home-page').waitFor({ timeout: 20000 });
}

/** A new account made with the identity wallet through the API (wallet authorization); its user id. */
export async function registerWallet(wallet: WalletSimulator): Promise<string> {
  const reg = await wallet.authorize({ apiBase: process.env.E2E_API_URL ?? '', purpose: 'register', issuer });
  if (reg.code !== '200') throw new Error(`wallet registration answered ${reg.code}`);
  return (reg.data as { userId: string }).userId;
}

/**
 * A funded demo wallet of the local chain (`fromEnd` 1: the last one) registered as a trader through the
 * API: the chain's deployment, the wallet (the trader's identity and bound address) and the session.
 */
export async function demoTrader(fromEnd: number): Promise<{
  deployment: DevDeployment;
  wallet: WalletSimulator;
  session: { token: string; userId: string };
}> {
  const deployment = readChainFile(process.env.E2E_CHAIN_FILE ?? '');
  const key = deployment.demoWallets[deployment.demoWallets.length - fromEnd]!.privateKey;
  const wallet = WalletSimulator.fromPrivateKey(key);
  const reg = await wallet.authorize({ apiBase: process.env.E2E_API_URL ?? '', purpose: 'register', issuer });
  if (reg.code !== '200') throw new Error(`wallet registration answered ${reg.code}`);
  return { deployment, wallet, session: reg.data as { token: string; userId: string } };
}

/**
 * Logs in on /login by QR: the wallet scans the code the page shows (or `url`, a code already on the
 * page); waits for the home page.
 */
export async function logInByQr(
  page: Page,
  wallet: WalletSimulator,
  shot?: string,
  url?: string,
): Promise<void> {
  if (!url) {
    await page.getByTestId('login-tab-qr').click();
    url = await qrUrlOn(page);
  }
  if (shot) await screenshot(page, shot);
  const scanned = await wallet.scan(url, { issuer });
  if (scanned.code !== '200') throw new Error(`QR login scan answered ${scanned.code}`);
  await page.getByTestId('home-page').waitFor({ timeout: 20000 });
}
