import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  SLIDER_PICTURE_HEIGHT,
  SLIDER_PIECE_WIDTH,
  SLIDER_TRACK_WIDTH,
  type SliderChallengeDto,
  type SliderPassDto,
  type SliderVerifyDto,
} from '@p2p/contracts';
import { Clock } from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { RedisService } from '../../core/infra/redis.service.js';
import { drawSliderPictures } from './slider-picture.js';
import { judgeTrace } from './slider-trace.js';

/** How long a challenge may be answered, and how long the token it earns may be spent. */
export const SLIDER_CHALLENGE_TTL_SECONDS = 120;
export const SLIDER_TOKEN_TTL_SECONDS = 120;
/** The gap is never at the very start of the track, so that a drag is always needed. */
export const SLIDER_GAP_MIN_X = 60;
export const SLIDER_GAP_MAX_X = SLIDER_TRACK_WIDTH - SLIDER_PIECE_WIDTH;

/** `sl.<challengeId>.<exp unix seconds>.<HMAC-SHA256 base64url>`. */
const TOKEN_PATTERN = /^sl\.([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * The slide-to-verify check. A challenge (two pictures drawn here; the gap position and row stay here,
 * never in the answer) lives for 120 s and can be answered once;
 * a passed check earns a signed token that one protected call (email send, login, register) spends with
 * `consume`. The client alone is never trusted: the drag is judged here and the token is signed here.
 */
@Injectable()
export class SliderService {
  private readonly logger = new Logger('SliderService');
  private readonly key: Buffer;

  constructor(
    private readonly redis: RedisService,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.key = createHmac('sha256', config.jwtSecret).update('slider-token').digest();
  }

  async challenge(): Promise<SliderChallengeDto> {
    const challengeId = randomBytes(16).toString('base64url');
    const gapX = randomInt(SLIDER_GAP_MIN_X, SLIDER_GAP_MAX_X + 1);
    const gapY = randomInt(8, SLIDER_PICTURE_HEIGHT - SLIDER_PIECE_WIDTH - 8 + 1);
    const { picture, piece } = drawSliderPictures(
      SLIDER_TRACK_WIDTH,
      SLIDER_PICTURE_HEIGHT,
      SLIDER_PIECE_WIDTH,
      gapX,
      gapY,
    );
    await this.redis.client.set(
      challengeKey(challengeId),
      JSON.stringify({ gapX }),
      'EX',
      SLIDER_CHALLENGE_TTL_SECONDS,
    );
    return {
      challengeId,
      trackWidth: SLIDER_TRACK_WIDTH,
      pieceWidth: SLIDER_PIECE_WIDTH,
      pictureHeight: SLIDER_PICTURE_HEIGHT,
      picture,
      piece,
      expiresInSeconds: SLIDER_CHALLENGE_TTL_SECONDS,
    };
  }

  /** Judges the drag; the challenge is spent whatever the outcome (one try per challenge). */
  async verify(dto: SliderVerifyDto): Promise<SliderPassDto> {
    const raw = await this.redis.client.getdel(challengeKey(dto.challengeId));
    if (raw === null) throw new AppException('SLIDER_VERIFICATION_FAILED');
    const { gapX } = JSON.parse(raw) as { gapX: number };
    const verdict = judgeTrace(gapX, dto.x, dto.trace);
    if (verdict !== 'ok') {
      this.logger.debug(`slider check failed: ${verdict}`);
      throw new AppException('SLIDER_VERIFICATION_FAILED');
    }
    const exp = Math.floor(this.clock.nowMs() / 1000) + SLIDER_TOKEN_TTL_SECONDS;
    return { sliderToken: this.sign(dto.challengeId, exp), expiresInSeconds: SLIDER_TOKEN_TTL_SECONDS };
  }

  /**
   * Spends a slider token: checks its signature and expiry and marks it used (SET NX), so a second call
   * with the same token fails. Throws SLIDER_VERIFICATION_FAILED (1039) otherwise.
   */
  async consume(sliderToken: string): Promise<void> {
    const match = TOKEN_PATTERN.exec(sliderToken);
    if (!match) throw new AppException('SLIDER_VERIFICATION_FAILED');
    const [, challengeId, expText, signature] = match as unknown as [string, string, string, string];
    const expected = this.signature(`sl.${challengeId}.${expText}`);
    if (!timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
      throw new AppException('SLIDER_VERIFICATION_FAILED');
    }
    const secondsLeft = Number(expText) - Math.floor(this.clock.nowMs() / 1000);
    if (secondsLeft <= 0) throw new AppException('SLIDER_VERIFICATION_FAILED');
    const marked = await this.redis.client.set(usedKey(challengeId), '1', 'EX', secondsLeft + 5, 'NX');
    if (marked !== 'OK') throw new AppException('SLIDER_VERIFICATION_FAILED');
  }

  private sign(challengeId: string, exp: number): string {
    const body = `sl.${challengeId}.${exp}`;
    return `${body}.${this.signature(body)}`;
  }

  private signature(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

function challengeKey(challengeId: string): string {
  return `slider:challenge:${challengeId}`;
}

function usedKey(challengeId: string): string {
  return `slider:used:${challengeId}`;
}
