import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { EmailModule } from '../email/email.module.js';
import { SliderModule } from '../slider/slider.module.js';
import { PasswordAuthController } from './password-auth.controller.js';
import { PasswordAuthService } from './password-auth.service.js';

/** Registration and login by email and password. */
@Module({
  imports: [AuthModule, EmailModule, SliderModule],
  controllers: [PasswordAuthController],
  providers: [PasswordAuthService],
  exports: [PasswordAuthService],
})
export class PasswordAuthModule {}
