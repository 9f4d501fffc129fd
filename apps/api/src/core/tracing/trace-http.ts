// The HTTP side of traces: server spans named by the route that answered, and trace context believed
// only from a trusted proxy (a client's `traceparent` would otherwise choose the trace it joins and
// whether it is sampled).
import type { Server } from 'node:http';
import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { context } from '@opentelemetry/api';
import { getRPCMetadata, RPCType } from '@opentelemetry/core';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { routeLabel, UNMATCHED_ROUTE } from '../metrics/http-metrics.js';
import { activeTracing } from './tracing.js';

/** The headers of W3C trace context and baggage. */
export const TRACE_HEADERS = ['traceparent', 'tracestate', 'baggage'] as const;

/** Express's compiled `trust proxy`: whether the address at hop `i` is a trusted proxy. */
export type TrustFn = (address: string, i: number) => boolean;

/**
 * Removes the trace headers of a request whose peer is not a trusted proxy, before the HTTP
 * instrumentation reads them (it reads them in the server's `request` event).
 */
export function dropUntrustedTraceContext(server: Server, trusted: TrustFn): void {
  const emit = server.emit.bind(server) as (event: string, ...args: unknown[]) => boolean;
  server.emit = function (event: string, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0] as { headers: Record<string, unknown>; socket?: { remoteAddress?: string } };
      const peer = req.socket?.remoteAddress;
      if (!peer || !trusted(peer, 0)) for (const name of TRACE_HEADERS) delete req.headers[name];
    }
    return emit(event, ...args);
  } as Server['emit'];
}

/** Names the request's server span after the route template (`POST /api/c2c/deal/order`), never the URL. */
@Injectable()
export class TraceRouteInterceptor implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() === 'http') {
      const metadata = getRPCMetadata(context.active());
      const route = routeLabel(ctx.switchToHttp().getRequest<Request>());
      if (metadata?.type === RPCType.HTTP && route !== UNMATCHED_ROUTE) metadata.route = route;
    }
    return next.handle();
  }
}

/** Sends the spans still buffered when the app shuts down (SIGTERM included: Nest's shutdown hooks). */
@Injectable()
export class TracingShutdown implements OnApplicationShutdown {
  async onApplicationShutdown(): Promise<void> {
    await activeTracing()?.shutdown();
  }
}
