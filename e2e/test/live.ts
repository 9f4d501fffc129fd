// The order journeys' live pages: a page opened once its socket has joined, and an order action with its
// confirmation (orders, first day).
import type { Page } from 'playwright-core';
import { clickSettled, webUrl } from './browser.js';

/**
 * Resolves once the page's live socket has joined the `/fiat` namespace (socket.io's CONNECT answer, by
 * long polling or over the websocket): call before the navigation that opens it, await after.
 */
export function socketJoined(page: Page): Promise<void> {
  return new Promise((resolve) => {
    const joined = (payload: string | Buffer) => {
      if (!String(payload).includes('40/fiat,')) return false;
      resolve();
      return true;
    };
    page.on('response', (res) => {
      if (!res.url().includes('/socket.io/') || res.request().method() !== 'GET') return;
      res.text().then(joined, () => undefined);
    });
    page.on('websocket', (ws) => {
      if (ws.url().includes('/socket.io/')) ws.on('framereceived', (frame) => joined(frame.payload));
    });
  });
}

/** Opens `path` on `page` and waits until its live socket is in. */
export async function openLive(page: Page, path: string): Promise<void> {
  const live = socketJoined(page);
  await page.goto(webUrl(path));
  await live;
}

/** Taps an action of the order page and agrees in its confirmation dialog. */
export async function act(page: Page, action: string, confirmText: string): Promise<void> {
  await page.getByTestId(`order-action-${action}`).click();
  await clickSettled(page.locator('.adm-dialog-footer').getByRole('button', { name: confirmText }));
}
