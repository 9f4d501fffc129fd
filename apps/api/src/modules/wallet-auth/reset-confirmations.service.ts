import { Injectable } from '@nestjs/common';
import { Clock } from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import { type ResetConfirmationKey, WalletAuthRepository } from './wallet-auth.repository.js';

/** How long after the wallet confirmed a reset the new password may be set with it. */
export const RESET_CONFIRMATION_TTL_SECONDS = 15 * 60;

export interface ResetConfirmation {
  eventId: string;
  userId: bigint;
  /** The `x-device-id` of the call; it must be the device that asked for the QR code. */
  deviceId: string | undefined;
}

/**
 * Forgotten-password resets of accounts with a bound identity wallet: the wallet's confirmation is a
 * RESET_PASSWORD QR event (`GET /scan/resetByEmail`) settled SUCCESS by the callback. It is good for one
 * reset of that account, within RESET_CONFIRMATION_TTL_SECONDS of the scan; 1010 otherwise.
 */
@Injectable()
export class ResetConfirmationsService {
  constructor(
    private readonly repo: WalletAuthRepository,
    private readonly clock: Clock,
  ) {}

  private usable(c: ResetConfirmation, now: Date): ResetConfirmationKey {
    if (!c.deviceId) throw new AppException('QR_VERIFICATION_FAILED');
    return {
      eventId: c.eventId,
      userId: c.userId,
      // Only the page (device) that asked for the reset QR code may use its confirmation.
      deviceId: c.deviceId,
      scannedAfter: new Date(now.getTime() - RESET_CONFIRMATION_TTL_SECONDS * 1000),
    };
  }

  /** Checks without using it up, so that a wrong email code does not cost the trader a new scan. */
  async assertUsable(c: ResetConfirmation, now = this.clock.now()): Promise<void> {
    const found = await this.repo.countUsableResets(this.usable(c, now));
    if (found !== 1) throw new AppException('QR_VERIFICATION_FAILED');
  }

  /** Uses the confirmation up; only one of two racing resets gets through. */
  async spend(c: ResetConfirmation, now = this.clock.now()): Promise<void> {
    const spent = await this.repo.spendReset(this.usable(c, now));
    if (spent !== 1) throw new AppException('QR_VERIFICATION_FAILED');
  }
}
