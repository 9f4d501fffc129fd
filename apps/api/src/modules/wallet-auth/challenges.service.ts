import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthPurpose } from '@p2p/db';
import { Clock } from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { WalletAuthRepository } from './wallet-auth.repository.js';

export const AUTHORIZE_NONCE_TTL_SECONDS = 300;

/** Sign-in nonces: issued by the API, single-use, expiring. */
@Injectable()
export class ChallengesService {
  constructor(
    private readonly repo: WalletAuthRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async issue(purpose: AuthPurpose, opts: { address?: string; qrEventId?: string; ttlSeconds?: number }) {
    const nonce = randomBytes(16).toString('hex');
    const expiresAt = new Date(this.clock.nowMs() + (opts.ttlSeconds ?? AUTHORIZE_NONCE_TTL_SECONDS) * 1000);
    await this.repo.createChallenge({
      nonce,
      purpose,
      address: opts.address ?? null,
      qrEventId: opts.qrEventId ?? null,
      expiresAt,
    });
    return { nonce, expiresAt };
  }

  /**
   * Uses a nonce up: it must exist, be unused, unexpired, of one of `purposes`, and issued for exactly
   * this use: a QR code's nonce only by that code's callback (`{ qrEventId }`), a wallet authorization's
   * nonce only by the address it was issued to (`{ address }`). 801 otherwise, so a nonce read off
   * someone's QR code cannot be spent through wallet authorization.
   */
  async consume(
    nonce: string,
    purposes: AuthPurpose[],
    bound: { qrEventId: string } | { address: string },
  ): Promise<void> {
    if (!(await this.repo.useChallenge(nonce, purposes, bound, this.clock.now())))
      throw new AppException('SIGN_IN_MESSAGE_INVALID');
  }

  /** Uses a nonce up without a signature (the wallet declined the QR code that carried it). */
  async burn(nonce: string, qrEventId: string): Promise<void> {
    await this.repo.burnChallenge(nonce, qrEventId, this.clock.now());
  }

  /** Deletes the nonces that expired before `before` (housekeeping); answers how many. */
  purgeExpired(before: Date): Promise<number> {
    return this.repo.purgeChallenges(before);
  }

  get signInTarget() {
    return {
      domain: this.config.auth.siweDomain,
      chainId: this.config.auth.identityChainId,
      uri: this.config.auth.publicApiUrl,
    };
  }
}
