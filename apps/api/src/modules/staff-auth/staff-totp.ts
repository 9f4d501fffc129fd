import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '@p2p/domain';
import { generateSecret, generateURI, verify } from 'otplib';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { RedisService } from '../../core/infra/redis.service.js';

/** How long the password step's challenge waits for the code. */
export const STAFF_CHALLENGE_SECONDS = 5 * 60;
export const STAFF_TOTP_PERIOD_SECONDS = 30;
/** ±1 time step: a code of the step before or after the current one is accepted too. */
export const STAFF_TOTP_TOLERANCE_SECONDS = STAFF_TOTP_PERIOD_SECONDS;
export const STAFF_TOTP_ISSUER = 'P2P Console';
const SECRET_BYTES = 20;
/** Remembers the last accepted step long enough to outlive every step the tolerance still accepts. */
const LAST_STEP_SECONDS = 4 * STAFF_TOTP_PERIOD_SECONDS;

/**
 * What a challenge stands for: the account whose password was right, the client address that passed the
 * password (the code step is taken only from there; issue 22), and a secret being enrolled.
 */
export interface StaffChallenge {
  staffId: number;
  address: string | null;
  /** The new secret on the first sign-in (Base32), kept only here until a code confirms it. */
  pendingSecret: string | null;
}

/**
 * Pre-auth challenges (Redis, opaque random ids kept only as their SHA-256: not tokens the session
 * strategy would take), the TOTP secrets' encryption at rest, and code checks with replay protection.
 */
@Injectable()
export class StaffTotp {
  private readonly key: Buffer;

  constructor(
    private readonly redis: RedisService,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
  ) {
    // AES-256-GCM key for the secrets at rest, derived from the configured server secret.
    this.key = Buffer.from(hkdfSync('sha256', config.jwtSecret, 'p2p', 'staff-totp-secret', 32));
  }

  /** The SHA-256 a challenge is kept under (its counters use it too). */
  challengeId(challenge: string): string {
    return createHash('sha256').update(challenge).digest('hex');
  }

  private challengeKey(challenge: string): string {
    return `staff-challenge:${this.challengeId(challenge)}`;
  }

  async openChallenge(value: StaffChallenge): Promise<{ challenge: string; expiresAt: Date }> {
    const challenge = randomBytes(32).toString('base64url');
    await this.redis.client.set(
      this.challengeKey(challenge),
      JSON.stringify(value),
      'EX',
      STAFF_CHALLENGE_SECONDS,
    );
    return { challenge, expiresAt: new Date(this.clock.nowMs() + STAFF_CHALLENGE_SECONDS * 1000) };
  }

  async readChallenge(challenge: string): Promise<StaffChallenge | null> {
    const raw = await this.redis.client.get(this.challengeKey(challenge));
    return raw === null ? null : (JSON.parse(raw) as StaffChallenge);
  }

  /** Used once: a challenge that led to a session is gone. */
  async closeChallenge(challenge: string): Promise<void> {
    await this.redis.client.del(this.challengeKey(challenge));
  }

  newSecret(email: string): { secret: string; otpauthUri: string } {
    const secret = generateSecret({ length: SECRET_BYTES });
    const otpauthUri = generateURI({ issuer: STAFF_TOTP_ISSUER, label: email, secret });
    return { secret, otpauthUri };
  }

  /**
   * Checks `code` against `secret` (±1 step), refusing a step at or before the last accepted one of this
   * account; an accepted step is recorded atomically, so the same code raced twice passes once.
   */
  async check(staffId: number, secret: string, code: string): Promise<'ok' | 'wrong' | 'replayed'> {
    const lastKey = `staff-totp-step:${staffId}`;
    const last = await this.redis.client.get(lastKey);
    const result = await verify({
      secret,
      token: code,
      epochTolerance: STAFF_TOTP_TOLERANCE_SECONDS,
      ...(last === null ? {} : { afterTimeStep: Number(last) }),
    });
    if (!result.valid) {
      if (last === null) return 'wrong';
      // Valid without the replay bound: the code of a step already used.
      const again = await verify({ secret, token: code, epochTolerance: STAFF_TOTP_TOLERANCE_SECONDS });
      return again.valid ? 'replayed' : 'wrong';
    }
    const step = (result as { timeStep: number }).timeStep;
    const taken = (await this.redis.client.eval(
      "local c = redis.call('GET', KEYS[1]) if c and tonumber(c) >= tonumber(ARGV[1]) then return 0 end " +
        "redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2]) return 1",
      1,
      lastKey,
      String(step),
      String(LAST_STEP_SECONDS),
    )) as number;
    return taken === 1 ? 'ok' : 'replayed';
  }

  /** `v1.<iv>.<tag>.<ciphertext>` (base64url), AES-256-GCM. */
  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown TOTP secret format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}
