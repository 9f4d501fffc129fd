// The JSON-RPC transport of the EVM adapter (evm.ts): ethers' requests read with the platform's fetch.
import type { FetchGetUrlFunc } from 'ethers';

/**
 * Reads JSON-RPC answers with the platform's `fetch`. ethers' own Node reader copies the whole body again
 * for every chunk it receives: a 6 MB `eth_getLogs` answer (10,000 logs while catching up) took 23.6 s
 * through it, long enough for the node to drop the socket, and 0.35-1.1 s with `fetch` (bench/chain.mjs).
 */
export const fetchGetUrl: FetchGetUrlFunc = async (req, signal) => {
  const controller = new AbortController();
  signal?.addListener(() => controller.abort());
  const timer = setTimeout(() => controller.abort(), req.timeout);
  try {
    const res = await fetch(req.url, {
      method: req.method,
      headers: Object.fromEntries(Object.entries(req.headers)),
      body: req.body ?? undefined,
      signal: controller.signal,
    });
    const headers: Record<string, string> = {};
    res.headers.forEach((value, key) => {
      headers[key.toLowerCase()] = value;
    });
    return {
      statusCode: res.status,
      statusMessage: res.statusText,
      headers,
      body: new Uint8Array(await res.arrayBuffer()),
    };
  } finally {
    clearTimeout(timer);
  }
};
