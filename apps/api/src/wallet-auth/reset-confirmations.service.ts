import { Injectable } from '@nestjs/common';
import { AppException } from '../common/app-exception.js';
import { PrismaService } from '../infra/prisma.service.js';

/** How long after the wallet confirmed a reset the new password may be set with it. */
export const RESET_CONFIRMATION_TTL_SECONDS = 15 * 60;

/**
 * Forgotten-password resets of accounts with a bound identity wallet: the wallet's confirmation is a
 * RESET_PASSWORD QR event (`GET /scan/resetByEmail`) settled SUCCESS by the callback. It is good for one
 * reset of that account, within RESET_CONFIRMATION_TTL_SECONDS of the scan; 1010 otherwise.
 */
@Injectable()
export class ResetConfirmationsService {
  constructor(private readonly prisma: PrismaService) {}

  private usable(eventId: string, userId: bigint, now: Date) {
    return {
      eventId,
      userId,
      purpose: 'RESET_PASSWORD' as const,
      status: 'SUCCESS' as const,
      nonce: { not: null },
      scannedAt: { gt: new Date(now.getTime() - RESET_CONFIRMATION_TTL_SECONDS * 1000) },
    };
  }

  /** Checks without using it up, so that a wrong email code does not cost the trader a new scan. */
  async assertUsable(eventId: string, userId: bigint, now = new Date()): Promise<void> {
    const found = await this.prisma.client.qrScanEvent.count({ where: this.usable(eventId, userId, now) });
    if (found !== 1) throw new AppException('QR_VERIFICATION_FAILED');
  }

  /** Uses the confirmation up; only one of two racing resets gets through. */
  async spend(eventId: string, userId: bigint, now = new Date()): Promise<void> {
    const spent = await this.prisma.client.qrScanEvent.updateMany({
      where: this.usable(eventId, userId, now),
      data: { nonce: null },
    });
    if (spent.count !== 1) throw new AppException('QR_VERIFICATION_FAILED');
  }
}
