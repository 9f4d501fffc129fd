// The HTTP latency histogram (issue 27), fed by an Express middleware mounted before everything else, so
// that every answer counts: a route's, an error filter's, a 404 of no route and a 400 of malformed input.
import { performance } from 'node:perf_hooks';
import type { NextFunction, Request, Response } from 'express';
import type { Histogram } from 'prom-client';

/** The methods kept as they are; anything else counts as OTHER (a label value per made-up method would not). */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The label of requests no route took (a 404, or input refused before routing). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The route template that answered (`/api/c2c/deal/order/:id`), never the URL itself: ids in a label would
 * make one series per order. Express sets `req.route` when a route matched; a mounted app adds its base. A
 * route of every method is a middleware's (Nest mounts the maintenance check as `/api*path` that way), not
 * the route that answered: a request that only passed one is unmatched.
 */
export function routeLabel(req: Request): string {
  const route = req.route as { path?: unknown; methods?: Record<string, boolean> } | undefined;
  if (!route || typeof route.path !== 'string' || route.methods?._all) return UNMATCHED_ROUTE;
  return `${req.baseUrl}${route.path}` || '/';
}

export function httpMetrics(histogram: Histogram<'method' | 'route' | 'status'>) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const start = performance.now();
    res.once('finish', () => {
      histogram.observe(
        {
          method: METHODS.has(req.method) ? req.method : 'OTHER',
          route: routeLabel(req),
          status: String(res.statusCode),
        },
        (performance.now() - start) / 1000,
      );
    });
    next();
  };
}
