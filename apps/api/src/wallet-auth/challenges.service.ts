import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthPurpose } from '@p2p/db';
import { AppException } from '../common/app-exception.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { PrismaService } from '../infra/prisma.service.js';

export const AUTHORIZE_NONCE_TTL_SECONDS = 300;

/** Sign-in nonces: issued by the API, single-use, expiring. */
@Injectable()
export class ChallengesService {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async issue(purpose: AuthPurpose, opts: { address?: string; qrEventId?: string; ttlSeconds?: number }) {
    const nonce = randomBytes(16).toString('hex');
    const expiresAt = new Date(Date.now() + (opts.ttlSeconds ?? AUTHORIZE_NONCE_TTL_SECONDS) * 1000);
    await this.prisma.client.walletChallenge.create({
      data: { nonce, purpose, address: opts.address ?? null, qrEventId: opts.qrEventId ?? null, expiresAt },
    });
    return { nonce, expiresAt };
  }

  /**
   * Uses a nonce up: it must exist, be unused, unexpired, of the purpose (LOGIN also accepts REGISTER's
   * nonces? no: each purpose its own) and, when issued for an address, signed by that address. 801 otherwise.
   */
  async consume(nonce: string, purposes: AuthPurpose[], address: string): Promise<void> {
    const used = await this.prisma.client.walletChallenge.updateMany({
      where: {
        nonce,
        purpose: { in: purposes },
        usedAt: null,
        expiresAt: { gt: new Date() },
        OR: [{ address: null }, { address }],
      },
      data: { usedAt: new Date() },
    });
    if (used.count !== 1) throw new AppException('SIGN_IN_MESSAGE_INVALID');
  }

  /** Uses a nonce up without a signature (the wallet declined the QR code that carried it). */
  async burn(nonce: string): Promise<void> {
    await this.prisma.client.walletChallenge.updateMany({
      where: { nonce, usedAt: null },
      data: { usedAt: new Date() },
    });
  }

  get signInTarget() {
    return {
      domain: this.config.auth.siweDomain,
      chainId: this.config.auth.identityChainId,
      uri: this.config.auth.publicApiUrl,
    };
  }
}
