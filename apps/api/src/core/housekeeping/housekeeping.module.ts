import { Module } from '@nestjs/common';
import { ExpiredRowsSweeper } from './expired-rows.sweeper.js';

/** Periodic clean-up of expired rows. */
@Module({ providers: [ExpiredRowsSweeper], exports: [ExpiredRowsSweeper] })
export class HousekeepingModule {}
