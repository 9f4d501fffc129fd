// Debian's Chromium driven by playwright-core (never a downloaded browser).
import path from 'node:path';
import { DevIssuer, WalletSimulator } from '@p2p/wallet-sim';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS], headless: true });
}

export function webUrl(p = '/'): string {
  return `${process.env.E2E_WEB_URL}${p}`;
}

export function adminUrl(p = '/'): string {
  return `${process.env.E2E_ADMIN_URL}${p}`;
}

export interface Session {
  token: string;
  userId: string;
}

/** A real trader session: a new wallet registers through the API's wallet authorization. */
export async function newSession(): Promise<Session> {
  const wallet = WalletSimulator.random();
  const res = await wallet.authorize({
    apiBase: process.env.E2E_API_URL ?? '',
    purpose: 'register',
    issuer: DevIssuer.dev(),
  });
  if (res.code !== '200') throw new Error(`wallet registration failed: ${res.code} ${res.message}`);
  return res.data as Session;
}

/** A phone-sized page (375x812); `session` sets the token and user id cookies. */
export async function phonePage(
  browser: Browser,
  opts: { session?: Session; lang?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });
  const url = new URL(webUrl());
  const cookies = [];
  if (opts.session) {
    cookies.push({ name: 'token', value: opts.session.token, domain: url.hostname, path: '/' });
    cookies.push({ name: 'userId', value: opts.session.userId, domain: url.hostname, path: '/' });
  }
  if (opts.lang) cookies.push({ name: 'lang', value: opts.lang, domain: url.hostname, path: '/' });
  if (cookies.length > 0) await context.addCookies(cookies);
  return context.newPage();
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(ROOT, 'artifacts/screenshots', `${name}.png`) });
}

/**
 * Clicks a button of a dialog (the console's antd modals, the app's antd-mobile dialogs) once the dialog has
 * come to rest. Both zoom a dialog in; a click while it still moves can press on the button and release off
 * it, and a press and a release on different elements make no click at all. Beside busy loops that lost a
 * decision's confirmation, a merchant approval and a sign-out: the dialog stayed open and nothing was sent.
 * At rest: no ancestor in an opening motion (rc-motion's `-appear`/`-enter` classes), no Web Animation
 * running on it or an ancestor, and the button's box unchanged over three frames 100 ms or more apart in all.
 */
export async function clickSettled(button: Locator): Promise<void> {
  await button.waitFor();
  await button.evaluate(async (el: Element) => {
    const deadline = performance.now() + 30000;
    const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
    const moving = () => {
      for (let n: Element | null = el; n; n = n.parentElement) {
        if ([...n.classList].some((c) => /-(appear|enter)(-prepare|-start|-active)?$/.test(c))) return true;
      }
      return document
        .getAnimations()
        .some(
          (a) =>
            a.playState !== 'finished' && a.effect instanceof KeyframeEffect && a.effect.target?.contains(el),
        );
    };
    const box = () => JSON.stringify(el.getBoundingClientRect());
    let last = box();
    let since = performance.now();
    let still = 0;
    while (still < 3 || performance.now() - since < 100) {
      if (performance.now() > deadline) throw new Error('the dialog did not come to rest in 30 s');
      await frame();
      const now = box();
      if (moving() || now !== last) {
        last = now;
        since = performance.now();
        still = 0;
      } else still += 1;
    }
  });
  await button.click();
}
