// The Prometheus scrape endpoint (issue 27: never public): a bare HTTP server of its own on METRICS_PORT,
// never a route of the API, answering `GET /metrics` and 404 to anything else. With METRICS_TOKEN set, a
// scrape without `Authorization: Bearer <token>` answers 401. The API and the worker serve it alike.
import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';

export const METRICS_PATH = '/metrics';

export interface MetricsSource {
  scrape(): Promise<string>;
  readonly contentType: string;
}

function sendText(
  res: http.ServerResponse,
  status: number,
  text: string,
  headers: http.OutgoingHttpHeaders = {},
) {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/**
 * Whether the request carries the token. Both sides are hashed first, so that the comparison takes the
 * same time whatever the length or the first wrong character of what was sent.
 */
export function carriesToken(authorization: string | undefined, token: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(authorization ?? ''), digest(`Bearer ${token}`));
}

/** Starts the metrics server on `port` at `host`; answers it listening. A taken port is a clear error. */
export async function serveMetrics(
  source: MetricsSource,
  opts: { port: number; host: string; token: string | null },
): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || path !== METRICS_PATH) {
      sendText(res, 404, 'not found\n');
      return;
    }
    if (opts.token !== null && !carriesToken(req.headers.authorization, opts.token)) {
      sendText(res, 401, 'unauthorized\n', { 'www-authenticate': 'Bearer realm="metrics"' });
      return;
    }
    source.scrape().then(
      (text) => {
        res.writeHead(200, {
          'content-type': source.contentType,
          'content-length': Buffer.byteLength(text),
          'cache-control': 'no-store',
        });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      () => sendText(res, 500, 'metrics unavailable\n'),
    );
  });
  // A scraper that hangs must not hold a socket for ever.
  server.requestTimeout = 15_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        new Error(
          `the metrics server cannot listen on ${opts.host}:${opts.port} (METRICS_PORT): ${err.code ?? err.name}`,
        ),
      ),
    );
    server.listen(opts.port, opts.host, () => resolve());
  });
  return server;
}

/** Stops the server and drops its idle keep-alive connections (a scraper keeps one open). */
export function closeMetricsServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}
