// A process's memory after a full garbage collection, read over its inspector (the process runs with
// `--inspect=127.0.0.1:0`): the memory its live objects hold, without the garbage that RSS also counts
// until the collector runs and the heap room V8 keeps after growing.
import WebSocket from 'ws';

/** The inspector's WebSocket URL from the process's output (Node prints it on start). */
export function inspectorUrl(output) {
  return /ws:\/\/127\.0\.0\.1:\d+\/[0-9a-f-]+/.exec(output)?.[0] ?? null;
}

/** Sends CDP `method`s in turn on one session and answers their results. */
async function cdp(url, calls) {
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  try {
    const results = [];
    for (const [id, [method, params]] of calls.entries()) {
      const answer = new Promise((resolve, reject) => {
        const onMessage = (data) => {
          const m = JSON.parse(String(data));
          if (m.id !== id) return;
          ws.off('message', onMessage);
          if (m.error) reject(new Error(`${method}: ${m.error.message}`));
          else resolve(m.result);
        };
        ws.on('message', onMessage);
      });
      ws.send(JSON.stringify({ id, method, params }));
      results.push(await answer);
    }
    return results;
  } finally {
    ws.close();
  }
}

/**
 * The process's `process.memoryUsage()` (bytes) after two full collections (the second frees what the
 * first's finalizers released).
 */
export async function memoryAfterGc(url) {
  const [, , evaluated] = await cdp(url, [
    ['HeapProfiler.collectGarbage'],
    ['HeapProfiler.collectGarbage'],
    ['Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true }],
  ]);
  return JSON.parse(evaluated.result.value);
}
