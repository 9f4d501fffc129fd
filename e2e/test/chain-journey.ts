// What the browser journeys on the local chain share (ads, funds, orders, appeals): the chain's URL, the
// API called with a trader's token, a token balance read on chain, mining until something holds, and the
// order page's status.
import { mine, rpc, type DevDeployment } from '@p2p/devchain';
import type { Page } from 'playwright-core';

/** The local chain global-setup started. */
export function chainUrl(): string {
  const url = process.env.E2E_CHAIN_URL;
  if (!url) throw new Error('E2E_CHAIN_URL is not set: global-setup starts the local chain');
  return url;
}

/** Calls the API with `token` (GET, or POST with `body`); answers the envelope. */
export async function api(
  path: string,
  token: string,
  body?: unknown,
): Promise<{ code: string; data: unknown }> {
  const res = await fetch(`${process.env.E2E_API_URL}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as { code: string; data: unknown };
}

/** Calls the API and expects success; answers the data. */
export async function ok<T>(path: string, token: string, body?: unknown): Promise<T> {
  const res = await api(path, token, body);
  if (res.code !== '200') throw new Error(`${path} answered ${res.code}: ${JSON.stringify(res)}`);
  return res.data as T;
}

/** The MEC balance of `address` (base units), read on chain with balanceOf. */
export async function mecBalance(d: DevDeployment, address: string): Promise<bigint> {
  const data = `0x70a08231${address.slice(2).toLowerCase().padStart(64, '0')}`;
  return BigInt(await rpc<string>(chainUrl(), 'eth_call', [{ to: d.tokens.MEC.address, data }, 'latest']));
}

/** Mines a block every 300 ms until `done` holds (the watcher reads the chain every 200 ms). */
export async function mineUntil(done: () => Promise<boolean>, timeoutMs = 30000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await done()) return;
    await mine(chainUrl(), 1);
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`not done within ${timeoutMs / 1000}s`);
}

/** Waits until the order page's head shows `status` (its text). */
export async function statusShown(page: Page, status: string, timeout = 15000): Promise<void> {
  await page.waitForFunction(
    (s) =>
      document.querySelector('[data-testid="order-head"] [data-testid="order-status"]')?.textContent === s,
    status,
    { timeout },
  );
}
