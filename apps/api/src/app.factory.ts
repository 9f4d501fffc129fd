import { type INestApplication, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_PREFIX } from '@p2p/contracts';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import qs from 'qs';
import { AppModule } from './app.module.js';
import { createValidationPipe } from './core/common/validation.js';
import type { AppConfig } from './core/config/config.js';
import { mountQueueDashboard } from './core/jobs/queue-dashboard.js';
import { RedisIoAdapter } from './core/live/redis-io.adapter.js';
import { setupOpenApi } from './openapi.js';

/** Builds the API exactly as it runs in production; tests call this too. */
export async function createApp(config: AppConfig, extraModules: Type[] = []): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, extraModules), {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  app.useBodyParser('json', { limit: config.bodyLimit });
  app.useBodyParser('urlencoded', { limit: config.bodyLimit, extended: true });
  // GET parameters arrive serialized with indices and dots: a[0]=1&o.b=2.
  app.set('query parser', (query: string) => qs.parse(query, { allowDots: true, arrayLimit: 100, depth: 5 }));
  app.set('trust proxy', 'loopback');
  app.use(helmet());
  app.enableCors({
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
    allowedHeaders: ['Content-Type', 'Authorization', 'way', 'language', 'x-correlation-id', 'x-device-id'],
    exposedHeaders: ['x-correlation-id'],
  });
  app.setGlobalPrefix(API_PREFIX.replace(/^\//, ''));
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();
  if (config.apiRole !== 'worker') mountQueueDashboard(app);
  if (config.apiRole !== 'worker') app.useWebSocketAdapter(new RedisIoAdapter(app, config));
  setupOpenApi(app);
  return app;
}
