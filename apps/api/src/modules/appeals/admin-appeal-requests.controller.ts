import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CreateEvidenceRequestDto,
  IdParamDto,
  ROUTE_TEMPLATES,
  StaffMessageDto,
  type AdminAppealCaseDto,
} from '@p2p/contracts';
import type { Request } from 'express';
import { StaffOnly } from '../staff-auth/staff.guards.js';
import { CurrentStaff, type StaffPrincipal } from '../staff-auth/staff.principal.js';
import { AppealDeskService, DECIDING_ROLES } from './appeal-desk.service.js';
import { AppealRequestsService } from './appeal-requests.service.js';

const routes = ROUTE_TEMPLATES.adminAppeals;

/**
 * Officers write to the parties and ask for evidence (issue 25): appeal officers and admins (customer
 * service gets 403, a trader's token 401). Both answer the case as it is after the action.
 */
@ApiTags('admin appeals')
@Controller()
export class AdminAppealRequestsController {
  constructor(
    private readonly requests: AppealRequestsService,
    private readonly desk: AppealDeskService,
  ) {}

  @Post(routes.message)
  @HttpCode(200)
  @StaffOnly(...DECIDING_ROLES)
  @ApiOperation({
    summary: "A staff message to both parties in the order's chat (a template in each party's language)",
  })
  async message(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() params: IdParamDto,
    @Body() dto: StaffMessageDto,
    @Req() req: Request,
  ): Promise<AdminAppealCaseDto> {
    const id = await this.requests.message({ staff, ip: req.ip ?? null }, params.id, dto);
    return this.desk.detail(staff, id);
  }

  @Post(routes.evidenceRequests)
  @HttpCode(200)
  @StaffOnly(...DECIDING_ROLES)
  @ApiOperation({
    summary:
      'Asks one party for evidence by a deadline (chat message, mail, live notice); 5003 when not open',
  })
  async request(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() params: IdParamDto,
    @Body() dto: CreateEvidenceRequestDto,
    @Req() req: Request,
  ): Promise<AdminAppealCaseDto> {
    const id = await this.requests.request({ staff, ip: req.ip ?? null }, params.id, dto);
    return this.desk.detail(staff, id);
  }
}
