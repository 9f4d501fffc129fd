import { Module } from '@nestjs/common';
import { QueueDashboard } from './queue-dashboard.js';

/** The bull-board dashboard; `mountQueueDashboard(app)` puts it on the HTTP server. */
@Module({ providers: [QueueDashboard], exports: [QueueDashboard] })
export class QueueDashboardModule {}
