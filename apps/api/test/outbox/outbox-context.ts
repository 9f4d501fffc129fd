// The outbox's own slice of the API for its tests: the real InfraModule (pool, runner, Redis) and the
// real OutboxModule (repository, consumers, relay service with its bootstrap and shutdown hooks), on
// this run's database and Redis prefix. Other modules' consumers stay out, so probe rows reach only probes.
import { type DynamicModule, Global, type INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Clock, SystemClock } from '@p2p/domain';
import type { RedisClient } from '../../src/core/infra/redis-client.js';
import { APP_CONFIG, type AppConfig } from '../../src/core/config/config.js';
import { SqlService, type Sql } from '../../src/core/infra/db/sql.service.js';
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import { InfraModule } from '../../src/core/infra/infra.module.js';
import { RedisService } from '../../src/core/infra/redis.service.js';
import { OutboxConsumers } from '../../src/core/outbox/outbox-consumers.js';
import { OutboxModule } from '../../src/core/outbox/outbox.module.js';
import { OutboxRepository } from '../../src/core/outbox/outbox.repository.js';
import { testConfig } from '../support/test-config.js';

@Global()
@Module({})
class ConfigSlice {
  static of(config: AppConfig, clock: Clock): DynamicModule {
    return {
      module: ConfigSlice,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: Clock, useValue: clock },
      ],
      exports: [APP_CONFIG, Clock],
    };
  }
}

@Module({})
class OutboxSlice {
  static of(config: AppConfig, clock: Clock): DynamicModule {
    return { module: OutboxSlice, imports: [ConfigSlice.of(config, clock), InfraModule, OutboxModule] };
  }
}

export interface OutboxContext {
  ctx: INestApplicationContext;
  sql: Sql;
  runner: TransactionRunner;
  outbox: OutboxRepository;
  consumers: OutboxConsumers;
  redis: RedisClient;
  close(): Promise<void>;
}

/** Starts the slice like a process of the API (bootstrap hooks included); `close()` shuts it down. */
export async function startOutboxContext(
  overrides: Record<string, string> = {},
  clock: Clock = new SystemClock(),
): Promise<OutboxContext> {
  const ctx = await NestFactory.createApplicationContext(OutboxSlice.of(testConfig(overrides), clock), {
    logger: false,
  });
  await ctx.init();
  return {
    ctx,
    sql: ctx.get(SqlService).sql,
    runner: ctx.get(TransactionRunner),
    outbox: ctx.get(OutboxRepository),
    consumers: ctx.get(OutboxConsumers),
    redis: ctx.get(RedisService).client,
    close: () => ctx.close(),
  };
}
