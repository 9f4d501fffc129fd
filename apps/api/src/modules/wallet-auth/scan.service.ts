import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  buildQrUrl,
  decodeScanCallback,
  decodeScanRefusal,
  isScanRefusal,
  type QrPurpose,
} from '@p2p/identity';
import { timingSafeEqual } from 'node:crypto';
import type { ScanOutcome } from '@p2p/contracts';
import { Clock } from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { type SessionContext, SessionService } from '../auth/session.service.js';
import { UserAccountsService } from '../users/user-accounts.service.js';
import { ChallengesService } from './challenges.service.js';
import { toAppException, WalletProofService } from './wallet-proof.service.js';
import { WalletAccountsService } from './wallet-accounts.service.js';
import { type QrOutcome, WalletAuthRepository } from './wallet-auth.repository.js';

function sameSecret(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * QR login, registration, wallet binding and reset confirmation: the page asks for a QR URL, the wallet
 * scans it and calls back with its signed proof, the page polls the result (1009 until the callback came).
 */
@Injectable()
export class ScanService {
  constructor(
    private readonly repo: WalletAuthRepository,
    private readonly users: UserAccountsService,
    private readonly challenges: ChallengesService,
    private readonly proofs: WalletProofService,
    private readonly accounts: WalletAccountsService,
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async create(purpose: Exclude<QrPurpose, 'RESET_PASSWORD'>, deviceId: string, userId: bigint | null) {
    if (purpose === 'BIND' && userId === null) throw new AppException('UNAUTHORIZED');
    return this.open(purpose, deviceId, userId);
  }

  /**
   * Forgot password of an account with a bound wallet: a QR code only that wallet can confirm.
   * 1002 when no account has the address, 1015 when it has no wallet (reset by email code alone).
   */
  async createResetConfirmation(rawEmail: string, deviceId: string) {
    const email = rawEmail.trim().toLowerCase();
    const user = await this.users.findByEmail(email);
    if (!user) throw new AppException('EMAIL_NOT_REGISTERED');
    if (!user.walletAddress) throw new AppException('IDENTITY_WALLET_NOT_BOUND');
    return this.open('RESET_PASSWORD', deviceId, user.id);
  }

  private async open(purpose: QrPurpose, deviceId: string, userId: bigint | null) {
    const eventId = randomBytes(24).toString('base64url');
    const ttl = this.config.auth.qrTtlSeconds;
    const expiresAt = new Date(this.clock.nowMs() + ttl * 1000);
    const { nonce } = await this.challenges.issue(purpose, { qrEventId: eventId, ttlSeconds: ttl });
    await this.repo.createQrEvent({
      eventId,
      purpose,
      deviceId: deviceId.slice(0, 64),
      nonce,
      userId,
      expiresAt,
    });
    const target = this.challenges.signInTarget;
    const qrCodeUrl = buildQrUrl({
      eventId,
      nonce,
      purpose,
      callback: `${this.config.auth.publicApiUrl}/api/scan/callBack`,
      domain: target.domain,
      chainId: target.chainId,
      expiresAt: Math.floor(expiresAt.getTime() / 1000),
    });
    return { qrCodeUrl, eventId, expiresAt: expiresAt.toISOString() };
  }

  /**
   * The wallet's call: verifies its proof and settles the event. Answers the wallet with the outcome.
   *
   * The event id is printed in the QR code, so anyone may send a callback for it. A callback that does not
   * prove it comes from a wallet that read the code (signature, the code's nonce, attestation, and for a
   * bind or reset the account's own wallet) changes nothing: it answers its error, the nonce stays unspent
   * and the event keeps waiting for the real wallet. Only a proven wallet's outcome, success or refusal of
   * the account rules (806, 1014, 1016, RISK5001...), settles the event.
   */
  async callback(query: Record<string, unknown>): Promise<{ eventId: string; purpose: QrPurpose }> {
    if (isScanRefusal(query)) return this.refuse(query);
    let cb;
    try {
      cb = decodeScanCallback(query);
    } catch (err) {
      throw toAppException(err);
    }
    const event = await this.repo.findQrEvent(cb.eventId);
    if (!event || event.status !== 'WAIT_CALLBACK' || !event.nonce)
      throw new AppException('QR_VERIFICATION_FAILED');
    if (event.expiresAt.getTime() <= this.clock.nowMs()) throw new AppException('QR_CODE_EXPIRED');
    const purpose = event.purpose as QrPurpose;
    const proof = this.proofs.verifyCallback(cb);
    if (!sameSecret(event.nonce, proof.fields.nonce)) throw new AppException('SIGN_IN_MESSAGE_INVALID');
    if (purpose === 'BIND') await this.accounts.assertBindable(event.userId as bigint, proof);
    if (purpose === 'RESET_PASSWORD') await this.accounts.confirmOwner(event.userId as bigint, proof);
    await this.challenges.consume(proof.fields.nonce, [event.purpose], { qrEventId: event.eventId });
    try {
      let userId: bigint;
      if (purpose === 'LOGIN') userId = await this.accounts.forLogin(proof);
      else if (purpose === 'REGISTER') userId = await this.accounts.register(proof);
      else {
        userId = event.userId as bigint;
        if (purpose === 'BIND') await this.accounts.bind(userId, proof);
      }
      await this.settle(event.eventId, { status: 'SUCCESS', userId, walletAddress: proof.address });
      return { eventId: event.eventId, purpose };
    } catch (err) {
      const code = err instanceof AppException ? err.code : null;
      if (code) await this.settle(event.eventId, { status: 'FAILURE', failureReason: code });
      throw err;
    }
  }

  /**
   * The wallet declined (805) or its user has not completed identity verification (803): the event fails
   * at once. The QR code's nonce proves the caller read the code; it is burnt, so no proof can follow.
   */
  private async refuse(query: Record<string, unknown>): Promise<{ eventId: string; purpose: QrPurpose }> {
    let refusal;
    try {
      refusal = decodeScanRefusal(query);
    } catch (err) {
      throw toAppException(err);
    }
    const event = await this.repo.findQrEvent(refusal.eventId);
    if (!event || event.status !== 'WAIT_CALLBACK' || !event.nonce)
      throw new AppException('QR_VERIFICATION_FAILED');
    if (event.expiresAt.getTime() <= this.clock.nowMs()) throw new AppException('QR_CODE_EXPIRED');
    if (!sameSecret(event.nonce, refusal.nonce)) throw new AppException('SIGN_IN_MESSAGE_INVALID');
    await this.challenges.burn(event.nonce, event.eventId);
    const code = refusal.reason === 'REJECTED' ? '805' : '803';
    await this.settle(event.eventId, { status: 'FAILURE', failureReason: code });
    return { eventId: event.eventId, purpose: event.purpose as QrPurpose };
  }

  private async settle(eventId: string, outcome: QrOutcome) {
    if (!(await this.repo.settleQrEvent(eventId, outcome, this.clock.now()))) {
      throw new AppException('QR_VERIFICATION_FAILED');
    }
  }

  /** Deletes the QR events that expired before `before` (housekeeping); answers how many. */
  purgeExpired(before: Date): Promise<number> {
    return this.repo.purgeQrEvents(before);
  }

  /**
   * The page's poll (header `x-device-id`: the device id it asked the code with): 1009 until the wallet called back, 804 once expired; a successful LOGIN or
   * REGISTER answers a session exactly once (the event is then spent).
   */
  async result(eventId: string, deviceId: string | undefined, ctx: SessionContext, callerId: bigint | null) {
    const event = await this.repo.findQrEvent(eventId);
    // The event id is printed in the QR code; only the page that asked for the code (its device id, never
    // shown) may read the outcome, so a photo of the code cannot collect the session.
    if (!event || !event.deviceId || !sameSecret(event.deviceId, deviceId)) {
      throw new AppException('QR_VERIFICATION_FAILED');
    }
    const purpose = event.purpose as QrPurpose;
    if (event.status === 'WAIT_CALLBACK') {
      if (event.expiresAt.getTime() <= this.clock.nowMs()) throw new AppException('QR_CODE_EXPIRED');
      throw new AppException('SCAN_NO_CALLBACK');
    }
    if (event.status === 'FAILURE') {
      return { status: 'FAILURE', purpose, code: event.failureReason ?? '805' } satisfies ScanOutcome;
    }
    if (purpose === 'BIND') {
      if (callerId === null || event.userId !== callerId) throw new AppException('QR_VERIFICATION_FAILED');
      return { status: 'SUCCESS', purpose, session: null } satisfies ScanOutcome;
    }
    // The confirmation itself is used up by POST /user/resetPassword, with the emailed code.
    if (purpose === 'RESET_PASSWORD')
      return { status: 'SUCCESS', purpose, session: null } satisfies ScanOutcome;
    // Spend the event: only one poll gets the session.
    const spent = await this.repo.spendQrSuccess(eventId);
    if (!spent || event.userId === null) throw new AppException('QR_VERIFICATION_FAILED');
    const session = await this.sessions.issue(event.userId, 'QR_CODE', ctx);
    return { status: 'SUCCESS', purpose, session } satisfies ScanOutcome;
  }
}
