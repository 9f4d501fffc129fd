import { Injectable } from '@nestjs/common';
import type { AuthPurpose, QrScanEvent } from '@p2p/db';
import { PrismaService } from '../../core/infra/prisma.service.js';

export interface NewChallenge {
  nonce: string;
  purpose: AuthPurpose;
  address: string | null;
  qrEventId: string | null;
  expiresAt: Date;
}

export interface NewQrEvent {
  eventId: string;
  purpose: AuthPurpose;
  deviceId: string;
  nonce: string;
  userId: bigint | null;
  expiresAt: Date;
}

/** What settles a QR event once the wallet called back. */
export interface QrOutcome {
  status: 'SUCCESS' | 'FAILURE';
  userId?: bigint;
  walletAddress?: string;
  failureReason?: string;
}

/** A wallet's reset confirmation as `usableResetWhere` matches it. */
export interface ResetConfirmationKey {
  eventId: string;
  userId: bigint;
  deviceId: string;
  scannedAfter: Date;
}

/** The `wallet_challenges` (sign-in nonces) and `qr_scan_events` tables: only this file touches them. */
@Injectable()
export class WalletAuthRepository {
  constructor(private readonly prisma: PrismaService) {}

  private get db() {
    return this.prisma.client;
  }

  async createChallenge(c: NewChallenge): Promise<void> {
    await this.db.walletChallenge.create({ data: c });
  }

  /**
   * Marks a nonce used if it is unused, unexpired at `now`, of one of `purposes` and bound as given (a QR
   * event, or an address with no QR event). Answers whether it did.
   */
  async useChallenge(
    nonce: string,
    purposes: AuthPurpose[],
    bound: { qrEventId: string } | { address: string },
    now: Date,
  ): Promise<boolean> {
    const where =
      'qrEventId' in bound ? { qrEventId: bound.qrEventId } : { address: bound.address, qrEventId: null };
    const used = await this.db.walletChallenge.updateMany({
      where: { nonce, purpose: { in: purposes }, usedAt: null, expiresAt: { gt: now }, ...where },
      data: { usedAt: now },
    });
    return used.count === 1;
  }

  async burnChallenge(nonce: string, qrEventId: string, now: Date): Promise<void> {
    await this.db.walletChallenge.updateMany({
      where: { nonce, qrEventId, usedAt: null },
      data: { usedAt: now },
    });
  }

  /** Deletes the nonces that expired before `before`; answers how many. */
  async purgeChallenges(before: Date): Promise<number> {
    return (await this.db.walletChallenge.deleteMany({ where: { expiresAt: { lt: before } } })).count;
  }

  async createQrEvent(e: NewQrEvent): Promise<void> {
    await this.db.qrScanEvent.create({ data: e });
  }

  findQrEvent(eventId: string): Promise<QrScanEvent | null> {
    return this.db.qrScanEvent.findUnique({ where: { eventId } });
  }

  /** Settles an event still waiting for its callback; answers whether it did. */
  async settleQrEvent(eventId: string, outcome: QrOutcome, at: Date): Promise<boolean> {
    const done = await this.db.qrScanEvent.updateMany({
      where: { eventId, status: 'WAIT_CALLBACK' },
      data: { ...outcome, scannedAt: at },
    });
    return done.count === 1;
  }

  /** Spends a successful event's session (clears its nonce); answers whether this call did. */
  async spendQrSuccess(eventId: string): Promise<boolean> {
    const spent = await this.db.qrScanEvent.updateMany({
      where: { eventId, status: 'SUCCESS', nonce: { not: null } },
      data: { nonce: null },
    });
    return spent.count === 1;
  }

  private usableResetWhere(k: ResetConfirmationKey) {
    return {
      eventId: k.eventId,
      userId: k.userId,
      deviceId: k.deviceId,
      purpose: 'RESET_PASSWORD' as const,
      status: 'SUCCESS' as const,
      nonce: { not: null },
      scannedAt: { gt: k.scannedAfter },
    };
  }

  countUsableResets(k: ResetConfirmationKey): Promise<number> {
    return this.db.qrScanEvent.count({ where: this.usableResetWhere(k) });
  }

  /** Uses a reset confirmation up; answers how many rows it spent (1, or 0 when another call did). */
  async spendReset(k: ResetConfirmationKey): Promise<number> {
    return (await this.db.qrScanEvent.updateMany({ where: this.usableResetWhere(k), data: { nonce: null } }))
      .count;
  }

  /** Deletes the QR events that expired before `before`; answers how many. */
  async purgeQrEvents(before: Date): Promise<number> {
    return (await this.db.qrScanEvent.deleteMany({ where: { expiresAt: { lt: before } } })).count;
  }
}
