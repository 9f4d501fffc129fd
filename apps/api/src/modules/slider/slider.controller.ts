import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ROUTE_TEMPLATES,
  SliderVerifyDto,
  type SliderChallengeDto,
  type SliderPassDto,
} from '@p2p/contracts';
import { AuthThrottle } from '../../core/throttle/throttle.module.js';
import { SliderService } from './slider.service.js';

@ApiTags('account')
@Controller()
export class SliderController {
  constructor(private readonly slider: SliderService) {}

  @AuthThrottle()
  @Get(ROUTE_TEMPLATES.account.sliderChallenge)
  @ApiOperation({
    summary:
      'A slide-to-verify challenge: two pictures drawn by the server, the gap kept server side (120 s, one try)',
  })
  challenge(): Promise<SliderChallengeDto> {
    return this.slider.challenge();
  }

  @AuthThrottle()
  @Post(ROUTE_TEMPLATES.account.sliderVerify)
  @HttpCode(200)
  @ApiOperation({ summary: 'Judges the recorded drag; answers a single-use slider token (valid 120 s)' })
  verify(@Body() dto: SliderVerifyDto): Promise<SliderPassDto> {
    return this.slider.verify(dto);
  }
}
