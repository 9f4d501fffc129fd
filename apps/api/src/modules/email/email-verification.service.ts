import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EmailCodeScene } from '@p2p/contracts';
import { Clock } from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { RedisService } from '../../core/infra/redis.service.js';
import { EmailRepository } from './email.repository.js';

/** Tries one code allows: after this many wrong ones it is burnt, even for the right code. */
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
/** Lifetime of the proof that `POST /email/verify` answers. */
export const VERIFICATION_TOKEN_TTL_SECONDS = 600;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const CODE_PATTERN = /^\d{6}$/;

/** A code that passed `checkCode`, not yet used up. */
export interface CheckedCode {
  id: bigint;
}

/** Addresses are compared trimmed and in lower case everywhere. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Checks emailed codes and hands out single-use proofs of a checked address. Codes are stored only as an
 * HMAC-SHA256 (key derived from JWT_SECRET) bound to the address and the scene; a check counts as an
 * attempt before the comparison, so parallel guesses cannot exceed the limit.
 */
@Injectable()
export class EmailVerificationService {
  private readonly key: Buffer;

  constructor(
    private readonly repo: EmailRepository,
    private readonly redis: RedisService,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.key = createHmac('sha256', config.jwtSecret).update('email-code').digest();
  }

  /** The stored form of a code: hex HMAC over scene, address and code. */
  hashCode(email: string, scene: EmailCodeScene, code: string): string {
    return createHmac('sha256', this.key)
      .update(`${scene}:${normalizeEmail(email)}:${code}`)
      .digest('hex');
  }

  /**
   * Verifies and burns the latest code of (email, scene) in one step: for calls that take the code
   * directly (register, change email). Throws VERIFICATION_CODE_INVALID (1013) when it is wrong, expired,
   * already used, superseded or burnt by too many wrong attempts.
   */
  async consumeCode(email: string, scene: EmailCodeScene, code: string): Promise<void> {
    await this.spendCode(await this.checkCode(email, scene, code));
  }

  /**
   * Verifies the latest code of (email, scene) without using it up, counting the attempt first (1013 as
   * in `consumeCode`). For calls with more checks after the code: they run only for the code's holder,
   * and a failure there leaves the code for the next try. `spendCode` then uses it up.
   */
  async checkCode(email: string, scene: EmailCodeScene, code: string): Promise<CheckedCode> {
    const address = normalizeEmail(email);
    const latest = await this.repo.latestCode(address, scene);
    if (!latest) throw new AppException('VERIFICATION_CODE_INVALID');
    // Counting the attempt is the gate: a used, expired or burnt code matches no row.
    if (!(await this.repo.countAttempt(latest.id, EMAIL_CODE_MAX_ATTEMPTS, this.clock.now())))
      throw new AppException('VERIFICATION_CODE_INVALID');
    if (!CODE_PATTERN.test(code) || !this.sameHash(latest.codeHash, this.hashCode(address, scene, code))) {
      throw new AppException('VERIFICATION_CODE_INVALID');
    }
    return { id: latest.id };
  }

  /** Uses a checked code up; only one of two racing calls gets through (1013 for the other). */
  async spendCode(checked: CheckedCode): Promise<void> {
    if (!(await this.repo.markUsed(checked.id, this.clock.now()))) {
      throw new AppException('VERIFICATION_CODE_INVALID');
    }
  }

  /** Deletes the codes that expired before `before` (housekeeping); answers how many. */
  purgeExpired(before: Date): Promise<number> {
    return this.repo.purgeExpired(before);
  }

  /** A single-use proof (32 random bytes, base64url) that `email` passed a code check for `scene`. */
  async issueToken(email: string, scene: EmailCodeScene): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.redis.client.set(
      tokenKey(token),
      JSON.stringify({ email: normalizeEmail(email), scene }),
      'EX',
      VERIFICATION_TOKEN_TTL_SECONDS,
    );
    return token;
  }

  /**
   * Spends a proof from `POST /email/verify` and answers the verified address. Throws
   * VERIFICATION_CODE_INVALID (1013) when the token is unknown, expired, already used or of another
   * scene (a token presented for the wrong scene is spent all the same).
   */
  async consume(token: string, scene: EmailCodeScene): Promise<string> {
    if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) {
      throw new AppException('VERIFICATION_CODE_INVALID');
    }
    const raw = await this.redis.client.getdel(tokenKey(token));
    if (raw === null) throw new AppException('VERIFICATION_CODE_INVALID');
    const proof = JSON.parse(raw) as { email: string; scene: EmailCodeScene };
    if (proof.scene !== scene) throw new AppException('VERIFICATION_CODE_INVALID');
    return proof.email;
  }

  private sameHash(storedHex: string, computedHex: string): boolean {
    const a = Buffer.from(storedHex, 'hex');
    const b = Buffer.from(computedHex, 'hex');
    return a.length === b.length && timingSafeEqual(a, b);
  }
}

function tokenKey(token: string): string {
  return `email-verified:${token}`;
}
