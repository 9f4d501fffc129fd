// The JSON-RPC transport of the EVM adapter (evm.ts): ethers' requests read with the platform's fetch.
import type { FetchGetUrlFunc } from 'ethers';

/**
 * Reads JSON-RPC answers with the platform's `fetch`. ethers' own Node reader copies the whole body again
 * for every chunk it receives: a 6 MB `eth_getLogs` answer (10,000 logs while catching up) took 23.6 s
 * through it, long enough for the node to drop the socket, and 0.35-1.1 s with `fetch` (bench/chain.mjs).
 */
/**
 * A connection the node closed as the request went out: the keep-alive race (the node drops an idle socket
 * just as fetch reuses it, more often on a loaded machine), before any answer. fetch retries this itself
 * only for idempotent HTTP methods, never for JSON-RPC's POST.
 */
function closedBeforeAnswer(err: unknown): boolean {
  const cause = (err as { cause?: { code?: unknown } } | null)?.cause;
  return (
    (err as Error | null)?.name === 'TypeError' &&
    (cause?.code === 'UND_ERR_SOCKET' || cause?.code === 'ECONNRESET')
  );
}

/**
 * One retry of a request whose socket the node closed before answering. Safe for every call: a read is
 * read again, and a raw transaction sent again is the same signed transaction (the node answers it known,
 * or its hash), never a second payment.
 */
async function fetchOnce(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (err) {
    if (!closedBeforeAnswer(err) || init.signal?.aborted) throw err;
    return fetch(url, init);
  }
}

export const fetchGetUrl: FetchGetUrlFunc = async (req, signal) => {
  const controller = new AbortController();
  signal?.addListener(() => controller.abort());
  const timer = setTimeout(() => controller.abort(), req.timeout);
  try {
    const res = await fetchOnce(req.url, {
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
