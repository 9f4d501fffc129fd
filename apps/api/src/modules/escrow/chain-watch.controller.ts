import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTE_TEMPLATES, type ChainWatchDto } from '@p2p/contracts';
import { StaffOnly } from '../staff-auth/staff.guards.js';
import { ChainLagService } from './chain-lag.service.js';

/** The chain watcher's lag on the console's dashboard (issue 13): any signed-in staff member. */
@ApiTags('admin chain')
@Controller()
export class ChainWatchController {
  constructor(private readonly lag: ChainLagService) {}

  @Get(ROUTE_TEMPLATES.adminChain.watch)
  @StaffOnly()
  @ApiOperation({ summary: "Per chain: the node's head, the watcher's cursor, the lag and the last round" })
  watch(): Promise<ChainWatchDto> {
    return this.lag.state();
  }
}
