import { Injectable } from '@nestjs/common';
import type { HealthDto } from '@p2p/contracts';
import { AppException } from '../common/app-exception.js';
import { PrismaService } from '../infra/prisma.service.js';
import { RedisService } from '../infra/redis.service.js';

const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e: unknown) => (clearTimeout(timer), reject(e instanceof Error ? e : new Error(String(e)))),
    );
  });
}

async function probe(fn: () => Promise<unknown>): Promise<'up' | 'down'> {
  try {
    await withTimeout(fn());
    return 'up';
  } catch {
    return 'down';
  }
}

@Injectable()
export class HealthService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly redis: RedisService,
  ) {}

  /** Answers 200 when PostgreSQL and Redis both answer, else 503 with the same report in data. */
  async check(): Promise<HealthDto> {
    const [database, redis] = await Promise.all([
      probe(() => this.prisma.client.$queryRaw`SELECT 1`),
      probe(() => this.redis.client.ping()),
    ]);
    const report: HealthDto = {
      status: database === 'up' && redis === 'up' ? 'ok' : 'error',
      checks: { database, redis },
      // How long this process has run (a duration, not a time of day: the process's own counter).
      uptimeSeconds: Math.floor(process.uptime()),
    };
    if (report.status !== 'ok') throw new AppException('SERVICE_UNAVAILABLE', report);
    return report;
  }
}
