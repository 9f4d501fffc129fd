// The worker role serves no API, but its orchestrator still asks whether it is alive (issue 27: the
// Kubernetes probes, compose's healthcheck): a bare HTTP server answers `GET /api/health` with the same
// check and envelope as the API's, and 404 to anything else. Nothing else is exposed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fail, ok, ROUTE_TEMPLATES, type HealthDto } from '@p2p/contracts';
import { AppException } from '../common/app-exception.js';

const HEALTH_PATH = `/api${ROUTE_TEMPLATES.system.health}`;

function send(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** Starts the health server on `port` at `host`; answers it listening (port 0: any free port). */
export async function serveWorkerHealth(
  check: () => Promise<HealthDto>,
  port: number,
  host: string,
): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== HEALTH_PATH) {
      send(res, 404, fail('404', 'not found'));
      return;
    }
    check().then(
      (report) => send(res, 200, ok(report)),
      (err: unknown) => {
        // The check's own 503 carries the report (which of PostgreSQL and Redis is down).
        send(
          res,
          503,
          fail('503', 'service temporarily unavailable', err instanceof AppException ? err.data : null),
        );
      },
    );
  });
  // A probe that hangs must not hold a socket for ever.
  server.requestTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}

export function portOf(server: http.Server): number {
  return (server.address() as AddressInfo).port;
}
