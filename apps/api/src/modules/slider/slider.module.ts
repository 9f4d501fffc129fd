import { Module } from '@nestjs/common';
import { SliderController } from './slider.controller.js';
import { SliderService } from './slider.service.js';

/** Slide-to-verify: challenges, the server-side judgement of the drag, and single-use tokens. */
@Module({ controllers: [SliderController], providers: [SliderService], exports: [SliderService] })
export class SliderModule {}
