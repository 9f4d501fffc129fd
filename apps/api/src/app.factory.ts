import type { Server } from 'node:http';
import { type INestApplication, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_PREFIX } from '@p2p/contracts';
import type { Clock } from '@p2p/domain';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import qs from 'qs';
import { AppModule } from './app.module.js';
import { rejectMalformedInput } from './core/common/malformed-input.js';
import { createValidationPipe } from './core/common/validation.js';
import type { AppConfig } from './core/config/config.js';
import { mountQueueDashboard } from './core/jobs/queue-dashboard.js';
import { httpMetrics } from './core/metrics/http-metrics.js';
import { MetricsService } from './core/metrics/metrics.service.js';
import { RedisIoAdapter } from './core/live/redis-io.adapter.js';
import { dropUntrustedTraceContext, TraceRouteInterceptor, type TrustFn } from './core/tracing/trace-http.js';
import { activeTracing } from './core/tracing/tracing.js';
import { setupOpenApi } from './openapi.js';

/**
 * Builds the API exactly as it runs in production; tests call this too (`logStream`: a test that reads the
 * log, else stdout; `clock`: a test that moves time, else the machine's clock).
 */
export async function createApp(
  config: AppConfig,
  extraModules: Type[] = [],
  opts: { logStream?: DestinationStream; clock?: Clock } = {},
): Promise<INestApplication> {
  const root = AppModule.forRoot(config, extraModules, opts.logStream, opts.clock);
  const app = await NestFactory.create<NestExpressApplication>(root, { bufferLogs: true, bodyParser: false });
  app.useLogger(app.get(Logger));
  // First of all, so that every answer is timed: a route's, an error's, a 404 and a refused input.
  app.use(httpMetrics(app.get(MetricsService).httpDuration));
  app.useBodyParser('json', { limit: config.bodyLimit });
  app.useBodyParser('urlencoded', { limit: config.bodyLimit, extended: true });
  // GET parameters arrive serialized with indices and dots: a[0]=1&o.b=2.
  app.set('query parser', (query: string) => qs.parse(query, { allowDots: true, arrayLimit: 100, depth: 5 }));
  // X-Forwarded-For is believed only from TRUSTED_PROXIES: req.ip is then the right-most address that is
  // not a trusted proxy. With none, req.ip is the connection's address and the header is ignored.
  app.set('trust proxy', config.trustedProxies.length > 0 ? config.trustedProxies : false);
  if (activeTracing() && config.apiRole !== 'worker') {
    // Trace context too is believed only from TRUSTED_PROXIES; spans are named by route.
    const trusted = app.getHttpAdapter().getInstance().get('trust proxy fn') as TrustFn;
    dropUntrustedTraceContext(app.getHttpServer() as Server, trusted);
    app.useGlobalInterceptors(new TraceRouteInterceptor());
  }
  app.use(helmet());
  app.enableCors({
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
    allowedHeaders: ['Content-Type', 'Authorization', 'way', 'language', 'x-correlation-id', 'x-device-id'],
    exposedHeaders: ['x-correlation-id'],
  });
  // Before every route and the queue dashboard: lone surrogates and NUL anywhere answer 400.
  app.use(rejectMalformedInput);
  app.setGlobalPrefix(API_PREFIX.replace(/^\//, ''));
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();
  if (config.apiRole !== 'worker') mountQueueDashboard(app);
  if (config.apiRole !== 'worker') app.useWebSocketAdapter(new RedisIoAdapter(app, config));
  if (config.openApiUi) setupOpenApi(app);
  return app;
}
