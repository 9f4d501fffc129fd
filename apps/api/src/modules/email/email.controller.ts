import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  EmailCheckParamDto,
  ROUTE_TEMPLATES,
  SendEmailCodeDto,
  VerifyEmailCodeDto,
  type EmailCheckResultDto,
  type EmailCodeSentDto,
  type EmailVerifiedDto,
} from '@p2p/contracts';
import type { Request } from 'express';
import { requestLanguage } from '../../core/common/language.js';
import { EmailCodeService } from './email-code.service.js';
import { clientRateLimitKey } from '../../core/throttle/client-address.js';
import { AuthThrottle } from '../../core/throttle/throttle.module.js';

@ApiTags('account')
@Controller()
export class EmailController {
  constructor(private readonly codes: EmailCodeService) {}

  @AuthThrottle()
  @Post(ROUTE_TEMPLATES.account.sendEmail)
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Emails a 6-digit code for a scene (spends the slider token); one a minute and 10 a day per address, 30 an hour per IP',
  })
  send(@Body() dto: SendEmailCodeDto, @Req() req: Request): Promise<EmailCodeSentDto> {
    return this.codes.send(dto, clientRateLimitKey(req), requestLanguage(req));
  }

  @AuthThrottle()
  @Get(ROUTE_TEMPLATES.account.checkEmail)
  @ApiOperation({ summary: 'Whether an email address is registered' })
  check(@Param() params: EmailCheckParamDto): Promise<EmailCheckResultDto> {
    return this.codes.check(params.x);
  }

  @AuthThrottle()
  @Post(ROUTE_TEMPLATES.account.verifyEmail)
  @HttpCode(200)
  @ApiOperation({
    summary: 'Checks and burns an emailed code; answers a single-use verification token (10 min)',
  })
  verify(@Body() dto: VerifyEmailCodeDto): Promise<EmailVerifiedDto> {
    return this.codes.verify(dto);
  }
}
