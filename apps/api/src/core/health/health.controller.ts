import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTE_TEMPLATES, type HealthDto } from '@p2p/contracts';
import { HealthService } from './health.service.js';

@ApiTags('system')
@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get(ROUTE_TEMPLATES.system.health)
  @ApiOperation({ summary: 'Liveness of the API with PostgreSQL and Redis checks' })
  check(): Promise<HealthDto> {
    return this.health.check();
  }
}
