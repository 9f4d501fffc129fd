import { Injectable } from '@nestjs/common';
import { Clock } from '@p2p/domain';
import { EmailVerificationService } from '../../modules/email/email-verification.service.js';
import { FilesService } from '../../modules/files/files.service.js';
import { ChallengesService } from '../../modules/wallet-auth/challenges.service.js';
import { ScanService } from '../../modules/wallet-auth/scan.service.js';

/** How often the sweep runs (the job's schedule), and how long expired rows are kept before it. */
export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
export const EXPIRED_ROWS_KEPT_MS = 24 * 3600 * 1000;

export interface SweepCounts {
  walletChallenges: number;
  qrScanEvents: number;
  emailCodes: number;
  /** Uploads no module attached within a day (issue 22), their bytes too. */
  unattachedUploads: number;
}

/**
 * Deletes sign-in nonces, QR scan events and email codes that expired more than a day ago, so that the
 * public sign-in routes cannot grow those tables without end, and uploads never attached within a day. The repeatable job `housekeeping.sweep`
 * (`housekeeping.jobs.ts`) runs it, on one worker each round. Each table's owner deletes its own rows
 * (`purgeExpired`).
 */
@Injectable()
export class ExpiredRowsSweeper {
  constructor(
    private readonly challenges: ChallengesService,
    private readonly scans: ScanService,
    private readonly emailCodes: EmailVerificationService,
    private readonly files: FilesService,
    private readonly clock: Clock,
  ) {}

  /** Deletes what expired before `now - EXPIRED_ROWS_KEPT_MS` (`now`: the clock's time unless given); answers how many rows of each kind. */
  async sweep(now = this.clock.now()): Promise<SweepCounts> {
    const before = new Date(now.getTime() - EXPIRED_ROWS_KEPT_MS);
    // Independent deletes (no row refers to another): no transaction is needed across them.
    const walletChallenges = await this.challenges.purgeExpired(before);
    const qrScanEvents = await this.scans.purgeExpired(before);
    const emailCodes = await this.emailCodes.purgeExpired(before);
    const unattachedUploads = await this.files.purgeUnattached(now);
    return { walletChallenges, qrScanEvents, emailCodes, unattachedUploads };
  }
}
