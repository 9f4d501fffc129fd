import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type {
  EmailCheckResultDto,
  EmailCodeScene,
  EmailCodeSentDto,
  EmailVerifiedDto,
  SendEmailCodeDto,
  VerifyEmailCodeDto,
} from '@p2p/contracts';
import { Clock } from '@p2p/domain';
import type { Language } from '@p2p/i18n';
import { AppException } from '../../core/common/app-exception.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { UserAccountsService } from '../users/user-accounts.service.js';
import { SliderService } from '../slider/slider.service.js';
import { EMAIL_CODE_RESEND_SECONDS, EmailRateLimiter } from './email-rate-limit.js';
import { EmailRepository } from './email.repository.js';
import {
  EmailVerificationService,
  normalizeEmail,
  VERIFICATION_TOKEN_TTL_SECONDS,
} from './email-verification.service.js';
import { MailService } from './mail.service.js';
import { htmlLang, renderEmailCodeMail } from './templates.js';

/** `POST /email/send`, `GET /email/check/{x}`, `POST /email/verify`. */
@Injectable()
export class EmailCodeService {
  constructor(
    private readonly repo: EmailRepository,
    private readonly accounts: UserAccountsService,
    private readonly slider: SliderService,
    private readonly limits: EmailRateLimiter,
    private readonly verification: EmailVerificationService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * Sends a 6-digit code for `scene` to the address, in the caller's language. The slider token is spent
   * first (no code without a passed check), then the scene's rule and the send limits are applied. Only
   * the code's HMAC is stored; an earlier live code of the same address and scene stops being valid.
   */
  async send(dto: SendEmailCodeDto, ip: string, lang: Language): Promise<EmailCodeSentDto> {
    await this.slider.consume(dto.sliderToken);
    const email = normalizeEmail(dto.email);
    await this.assertSceneAllows(email, dto.scene);
    await this.limits.take(email, ip);

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const ttl = this.config.emailCodeTtlSeconds;
    const now = this.clock.now();
    const codeId = await this.repo.replaceCode({
      email,
      scene: dto.scene,
      codeHash: this.verification.hashCode(email, dto.scene, code),
      ip: ip.slice(0, 64) || null,
      expiresAt: new Date(now.getTime() + ttl * 1000),
      createdAt: now,
    });

    const rendered = renderEmailCodeMail(lang, dto.scene, code, Math.ceil(ttl / 60));
    try {
      await this.mail.send({ to: email, ...rendered, language: htmlLang(lang) });
    } catch {
      await this.repo.deleteCode(codeId);
      await this.limits.release(email);
      throw new AppException('CODE_SEND_FAILED');
    }
    return { expiresInSeconds: ttl, resendInSeconds: EMAIL_CODE_RESEND_SECONDS };
  }

  async check(email: string): Promise<EmailCheckResultDto> {
    return { registered: await this.isRegistered(normalizeEmail(email)) };
  }

  /** Checks the code and burns it; answers a single-use proof for the call the scene unlocks. */
  async verify(dto: VerifyEmailCodeDto): Promise<EmailVerifiedDto> {
    await this.verification.consumeCode(dto.email, dto.scene, dto.code);
    return {
      verificationToken: await this.verification.issueToken(dto.email, dto.scene),
      scene: dto.scene,
      expiresInSeconds: VERIFICATION_TOKEN_TTL_SECONDS,
    };
  }

  /**
   * REGISTER, BIND and CHANGE_EMAIL need an address nobody has registered (1000); RESET_PASSWORD needs a
   * registered one (1002).
   */
  private async assertSceneAllows(email: string, scene: EmailCodeScene): Promise<void> {
    const registered = await this.isRegistered(email);
    if (scene === 'RESET_PASSWORD') {
      if (!registered) throw new AppException('EMAIL_NOT_REGISTERED');
    } else if (registered) {
      throw new AppException('EMAIL_ALREADY_REGISTERED');
    }
  }

  private isRegistered(email: string): Promise<boolean> {
    return this.accounts.isEmailRegistered(email);
  }
}
