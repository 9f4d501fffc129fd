import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  AdminAppealQueueQueryDto,
  AppealFileParamDto,
  CancelAppealExecutionDto,
  CompensateFromGuaranteeDto,
  DecideAppealDto,
  IdParamDto,
  ROUTE_TEMPLATES,
  type AdminAppealCaseDto,
  type AdminAppealSummaryDto,
  type MerchantCompensationDto,
  type Page,
} from '@p2p/contracts';
import type { Request, Response } from 'express';
import { StaffAreaOnly } from '../staff-auth/staff-areas.js';
import { StaffOnly } from '../staff-auth/staff.guards.js';
import { CurrentStaff, type StaffPrincipal } from '../staff-auth/staff.principal.js';
import { AppealCompensationService } from './appeal-compensation.service.js';
import { AppealDecisionsService, type DeskActor } from './appeal-decisions.service.js';
import { AppealDeskService, DECIDING_ROLES } from './appeal-desk.service.js';

const routes = ROUTE_TEMPLATES.adminAppeals;

const binary = { schema: { type: 'string', format: 'binary' } };

const actor = (staff: StaffPrincipal, req: Request): DeskActor => ({ staff, ip: req.ip ?? null });

/**
 * The appeal desk (issue 13): the area `appeals` (appeal officers, customer service, admins) reads the
 * queue and the cases; only appeal officers and admins decide or cancel a pending execution (a customer
 * service account gets 403). A trader's token is refused on every route (401).
 */
@ApiTags('admin appeals')
@Controller()
export class AdminAppealsController {
  constructor(
    private readonly desk: AppealDeskService,
    private readonly decisions: AppealDecisionsService,
    private readonly compensation: AppealCompensationService,
  ) {}

  @Get(routes.queue)
  @StaffAreaOnly('appeals')
  @ApiOperation({ summary: "The appeal queue with each case's age and service-level due time" })
  queue(
    @CurrentStaff() staff: StaffPrincipal,
    @Query() q: AdminAppealQueueQueryDto,
  ): Promise<Page<AdminAppealSummaryDto>> {
    return this.desk.queue(staff, q);
  }

  @Get(routes.file)
  @StaffAreaOnly('appeals')
  @ApiProduces('image/jpeg', 'image/png')
  @ApiOkResponse({
    description: 'The stored bytes (no envelope); refusals are the envelope',
    content: { 'image/jpeg': binary, 'image/png': binary },
  })
  @ApiOperation({ summary: "One of the case's images (evidence or chat), as bytes" })
  async file(@Param() params: AppealFileParamDto, @Res() res: Response): Promise<void> {
    const { bytes, mime } = await this.desk.file(params.id, params.fileId);
    res
      .status(200)
      .set({
        'Content-Type': mime,
        'Content-Length': String(bytes.length),
        'Cache-Control': 'private, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
        'Content-Disposition': 'inline',
      })
      .end(bytes);
  }

  @Get(routes.detail)
  @StaffAreaOnly('appeals')
  @ApiOperation({ summary: 'A case: order, verified timeline, chat, evidence, both parties' })
  detail(@CurrentStaff() staff: StaffPrincipal, @Param() params: IdParamDto): Promise<AdminAppealCaseDto> {
    return this.desk.detail(staff, params.id);
  }

  @Post(routes.decide)
  @HttpCode(200)
  @StaffOnly(...DECIDING_ROLES)
  @ApiOperation({ summary: 'Decides a case (buyer wins, seller wins, reject); a decided case answers 5003' })
  async decide(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() params: IdParamDto,
    @Body() dto: DecideAppealDto,
    @Req() req: Request,
  ): Promise<AdminAppealCaseDto> {
    const id = await this.decisions.decide(actor(staff, req), params.id, dto);
    return this.desk.detail(staff, id);
  }

  @Post(routes.cancelExecution)
  @HttpCode(200)
  @StaffOnly(...DECIDING_ROLES)
  @ApiOperation({ summary: 'Cancels a decision within its delay; the case is open again' })
  async cancelExecution(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() params: IdParamDto,
    @Body() dto: CancelAppealExecutionDto,
    @Req() req: Request,
  ): Promise<AdminAppealCaseDto> {
    const id = await this.decisions.cancelExecution(actor(staff, req), params.id, dto);
    return this.desk.detail(staff, id);
  }

  @Post(routes.compensate)
  @HttpCode(200)
  @StaffOnly(...DECIDING_ROLES)
  @ApiOperation({
    summary: 'Pays the counterparty from the guarantee of the merchant the executed decision went against',
  })
  compensate(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() params: IdParamDto,
    @Body() dto: CompensateFromGuaranteeDto,
    @Req() req: Request,
  ): Promise<MerchantCompensationDto> {
    return this.compensation.compensate(actor(staff, req), params.id, dto);
  }
}
