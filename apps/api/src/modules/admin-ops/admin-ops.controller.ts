import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CountryCodeParamDto,
  CreateOpsDocumentDto,
  DocumentContentParamDto,
  IdParamDto,
  OpsDictQueryDto,
  ROUTE_TEMPLATES,
  SaveDocumentContentDto,
  SetMaintenanceDto,
  UpdateOpsCoinDto,
  UpdateOpsCoinPairDto,
  UpdateOpsCountryDto,
  UpdateOpsDictEntryDto,
  UpdateOpsDocumentDto,
  type OpsCoinDto,
  type OpsCoinPairDto,
  type OpsCountryDto,
  type OpsDictEntryDto,
  type OpsDocumentDto,
  type OpsDocumentSummaryDto,
  type OpsMaintenanceDto,
} from '@p2p/contracts';
import type { Request } from 'express';
import { StaffAreaOnly } from '../staff-auth/staff-areas.js';
import { CurrentStaff, type StaffPrincipal } from '../staff-auth/staff.principal.js';
import { type Actor, OpsCatalogService } from './ops-catalog.service.js';
import { OpsMaintenanceService } from './ops-maintenance.service.js';

const routes = ROUTE_TEMPLATES.adminOps;

const actor = (staff: StaffPrincipal, req: Request): Actor => ({ staff, ip: req.ip ?? null });

/**
 * The console's Operations (issue 13): the maintenance window (area `operations`) and the reference
 * data (area `config`), administrators only; every change is in the staff audit log with the row before
 * and after. The fixed `/admin/ops/maintenance/clear` is declared before nothing it could shadow.
 */
@ApiTags('admin operations')
@Controller()
export class AdminOpsController {
  constructor(
    private readonly maintenance: OpsMaintenanceService,
    private readonly catalog: OpsCatalogService,
  ) {}

  @Get(routes.maintenance)
  @StaffAreaOnly('operations')
  @ApiOperation({ summary: 'The maintenance window and whether it is in force' })
  maintenanceWindow(): Promise<OpsMaintenanceDto> {
    return this.maintenance.current();
  }

  @Post(routes.setMaintenance)
  @HttpCode(200)
  @StaffAreaOnly('operations')
  @ApiOperation({
    summary: 'Sets the maintenance window (traders get 401 [start, end] while it is in force)',
  })
  setMaintenance(
    @CurrentStaff() staff: StaffPrincipal,
    @Body() dto: SetMaintenanceDto,
    @Req() req: Request,
  ): Promise<OpsMaintenanceDto> {
    return this.maintenance.set(staff, dto, req.ip ?? null);
  }

  @Post(routes.clearMaintenance)
  @HttpCode(200)
  @StaffAreaOnly('operations')
  @ApiOperation({ summary: 'Removes the maintenance window' })
  clearMaintenance(@CurrentStaff() staff: StaffPrincipal, @Req() req: Request): Promise<OpsMaintenanceDto> {
    return this.maintenance.clear(staff, req.ip ?? null);
  }

  @Get(routes.coins)
  @StaffAreaOnly('config')
  @ApiOperation({ summary: 'Every coin, disabled ones too' })
  coins(): Promise<OpsCoinDto[]> {
    return this.catalog.coins();
  }

  @Post(routes.updateCoin)
  @HttpCode(200)
  @StaffAreaOnly('config')
  @ApiOperation({ summary: "Changes a coin's name, order or state" })
  updateCoin(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() p: IdParamDto,
    @Body() dto: UpdateOpsCoinDto,
    @Req() req: Request,
  ): Promise<OpsCoinDto> {
    return this.catalog.updateCoin(actor(staff, req), p.id, dto);
  }

  @Get(routes.coinPairs)
  @StaffAreaOnly('config')
  @ApiOperation({ summary: 'Every coin pair with its bounds, scales, reference price and payment window' })
  coinPairs(): Promise<OpsCoinPairDto[]> {
    return this.catalog.coinPairs();
  }

  @Post(routes.updateCoinPair)
  @HttpCode(200)
  @StaffAreaOnly('config')
  @ApiOperation({
    summary: "Changes a pair's bounds, scales, reference price (floating ads follow) or state",
  })
  updateCoinPair(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() p: IdParamDto,
    @Body() dto: UpdateOpsCoinPairDto,
    @Req() req: Request,
  ): Promise<OpsCoinPairDto> {
    return this.catalog.updateCoinPair(actor(staff, req), p.id, dto);
  }

  @Get(routes.countries)
  @StaffAreaOnly('config')
  @ApiOperation({ summary: 'Every country with its fiat trading state' })
  countries(): Promise<OpsCountryDto[]> {
    return this.catalog.countries();
  }

  @Post(routes.updateCountry)
  @HttpCode(200)
  @StaffAreaOnly('config')
  @ApiOperation({
    summary:
      "Changes a country's name, order or fiat rules: currencies, payment kinds, per-pair price bounds",
  })
  updateCountry(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() p: CountryCodeParamDto,
    @Body() dto: UpdateOpsCountryDto,
    @Req() req: Request,
  ): Promise<OpsCountryDto> {
    return this.catalog.updateCountry(actor(staff, req), p.code, dto);
  }

  @Get(routes.dict)
  @StaffAreaOnly('config')
  @ApiOperation({ summary: 'Dictionary entries of every language (or one type, one language)' })
  dict(@Query() q: OpsDictQueryDto): Promise<OpsDictEntryDto[]> {
    return this.catalog.dict(q);
  }

  @Post(routes.updateDict)
  @HttpCode(200)
  @StaffAreaOnly('config')
  @ApiOperation({ summary: "Changes a dictionary entry's label, value, order or state" })
  updateDict(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() p: IdParamDto,
    @Body() dto: UpdateOpsDictEntryDto,
    @Req() req: Request,
  ): Promise<OpsDictEntryDto> {
    return this.catalog.updateDict(actor(staff, req), p.id, dto);
  }

  @Get(routes.documents)
  @StaffAreaOnly('config')
  @ApiOperation({ summary: 'Help articles, legal pages and notices with their languages' })
  documents(): Promise<OpsDocumentSummaryDto[]> {
    return this.catalog.documents();
  }

  @Post(routes.createDocument)
  @HttpCode(200)
  @StaffAreaOnly('config')
  @ApiOperation({ summary: 'A new document with its English text (the fallback of every language)' })
  createDocument(
    @CurrentStaff() staff: StaffPrincipal,
    @Body() dto: CreateOpsDocumentDto,
    @Req() req: Request,
  ): Promise<OpsDocumentDto> {
    return this.catalog.createDocument(actor(staff, req), dto);
  }

  @Get(routes.document)
  @StaffAreaOnly('config')
  @ApiOperation({ summary: 'One document with the text of each of its languages' })
  document(@Param() p: IdParamDto): Promise<OpsDocumentDto> {
    return this.catalog.document(p.id);
  }

  @Post(routes.updateDocument)
  @HttpCode(200)
  @StaffAreaOnly('config')
  @ApiOperation({ summary: "Changes a document's slug, kind, order or whether it is shown" })
  updateDocument(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() p: IdParamDto,
    @Body() dto: UpdateOpsDocumentDto,
    @Req() req: Request,
  ): Promise<OpsDocumentDto> {
    return this.catalog.updateDocument(actor(staff, req), p.id, dto);
  }

  @Post(routes.saveDocumentContent)
  @HttpCode(200)
  @StaffAreaOnly('config')
  @ApiOperation({ summary: "Writes one language's title and Markdown of a document" })
  saveDocumentContent(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() p: DocumentContentParamDto,
    @Body() dto: SaveDocumentContentDto,
    @Req() req: Request,
  ): Promise<OpsDocumentDto> {
    return this.catalog.saveContent(actor(staff, req), p.id, p.language, dto);
  }
}
