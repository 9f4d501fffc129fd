import { Module } from '@nestjs/common';
import { SliderModule } from '../slider/slider.module.js';
import { UserAccountsModule } from '../users/user-accounts.module.js';
import { EmailCodeService } from './email-code.service.js';
import { EmailController } from './email.controller.js';
import { EmailRepository } from './email.repository.js';
import { EmailRateLimiter } from './email-rate-limit.js';
import { EmailVerificationService } from './email-verification.service.js';
import { MailService } from './mail.service.js';

/**
 * Outgoing mail and email verification codes (owns `email_codes`). Other modules use
 * EmailVerificationService and MailService.
 */
@Module({
  imports: [SliderModule, UserAccountsModule],
  controllers: [EmailController],
  providers: [EmailRepository, MailService, EmailCodeService, EmailRateLimiter, EmailVerificationService],
  exports: [EmailVerificationService, MailService],
})
export class EmailModule {}
