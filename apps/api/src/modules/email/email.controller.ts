import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { EmailCheckParamDto, SendEmailCodeDto, VerifyEmailCodeDto } from '@p2p/contracts';
import type { Request } from 'express';
import { requestLanguage } from '../../core/common/language.js';
import { EmailCodeService } from './email-code.service.js';
import { AuthThrottle } from '../../core/throttle/throttle.module.js';

@ApiTags('account')
@Controller('email')
export class EmailController {
  constructor(private readonly codes: EmailCodeService) {}

  @AuthThrottle()
  @Post('send')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Emails a 6-digit code for a scene (spends the slider token); one a minute and 10 a day per address, 30 an hour per IP',
  })
  send(@Body() dto: SendEmailCodeDto, @Req() req: Request) {
    return this.codes.send(dto, req.ip ?? '', requestLanguage(req));
  }

  @Get('check/:x')
  @ApiOperation({ summary: 'Whether an email address is registered' })
  check(@Param() params: EmailCheckParamDto) {
    return this.codes.check(params.x);
  }

  @AuthThrottle()
  @Post('verify')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Checks and burns an emailed code; answers a single-use verification token (10 min)',
  })
  verify(@Body() dto: VerifyEmailCodeDto) {
    return this.codes.verify(dto);
  }
}
