import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SliderVerifyDto } from '@p2p/contracts';
import { AuthThrottle } from '../../core/throttle/throttle.module.js';
import { SliderService } from './slider.service.js';

@ApiTags('account')
@Controller('slider')
export class SliderController {
  constructor(private readonly slider: SliderService) {}

  @AuthThrottle()
  @Get('challenge')
  @ApiOperation({
    summary:
      'A slide-to-verify challenge: two pictures drawn by the server, the gap kept server side (120 s, one try)',
  })
  challenge() {
    return this.slider.challenge();
  }

  @AuthThrottle()
  @Post('verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Judges the recorded drag; answers a single-use slider token (valid 120 s)' })
  verify(@Body() dto: SliderVerifyDto) {
    return this.slider.verify(dto);
  }
}
