import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { PrismaService } from '../infra/prisma.service.js';
import { RedisService } from '../infra/redis.service.js';

/** How often the sweep runs, and how long expired rows are kept (for support and audit) before it. */
export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
export const EXPIRED_ROWS_KEPT_MS = 24 * 3600 * 1000;
const LOCK_KEY = 'housekeeping:expired-rows';

export interface SweepCounts {
  walletChallenges: number;
  qrScanEvents: number;
  emailCodes: number;
}

/**
 * Deletes sign-in nonces, QR scan events and email codes that expired more than a day ago, so that the
 * public sign-in routes cannot grow those tables without end. Every API process schedules it; a Redis
 * lock lets one of them run each round.
 */
@Injectable()
export class ExpiredRowsSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ExpiredRowsSweeper.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly prisma: PrismaService,
    private readonly redis: RedisService,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.runOnce(), SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async runOnce(): Promise<void> {
    try {
      const lockSeconds = Math.floor(SWEEP_INTERVAL_MS / 2000);
      if ((await this.redis.client.set(LOCK_KEY, '1', 'EX', lockSeconds, 'NX')) !== 'OK') return;
      const counts = await this.sweep();
      this.logger.log(`swept expired rows ${JSON.stringify(counts)}`);
    } catch (err) {
      this.logger.error(`sweep of expired rows failed: ${(err as Error).message}`);
    }
  }

  /** Deletes what expired before `now - EXPIRED_ROWS_KEPT_MS`; answers how many rows of each kind. */
  async sweep(now = new Date()): Promise<SweepCounts> {
    const before = new Date(now.getTime() - EXPIRED_ROWS_KEPT_MS);
    const db = this.prisma.client;
    const [walletChallenges, qrScanEvents, emailCodes] = await db.$transaction([
      db.walletChallenge.deleteMany({ where: { expiresAt: { lt: before } } }),
      db.qrScanEvent.deleteMany({ where: { expiresAt: { lt: before } } }),
      db.emailCode.deleteMany({ where: { expiresAt: { lt: before } } }),
    ]);
    return {
      walletChallenges: walletChallenges.count,
      qrScanEvents: qrScanEvents.count,
      emailCodes: emailCodes.count,
    };
  }
}
