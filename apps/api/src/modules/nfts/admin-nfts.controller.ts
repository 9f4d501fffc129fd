import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CreateOpsNftAlbumDto,
  IdParamDto,
  OpsNftItemPageQueryDto,
  ROUTE_TEMPLATES,
  UpdateOpsNftAlbumDto,
  type OpsNftAlbumDto,
  type OpsNftItemDto,
  type Page,
} from '@p2p/contracts';
import type { Request } from 'express';
import { StaffAreaOnly } from '../staff-auth/staff-areas.js';
import { CurrentStaff, type StaffPrincipal } from '../staff-auth/staff.principal.js';
import { type NftActor, NftAlbumsService } from './nft-albums.service.js';

const routes = ROUTE_TEMPLATES.adminNfts;

const actor = (staff: StaffPrincipal, req: Request): NftActor => ({ staff, ip: req.ip ?? null });

/**
 * NFT albums in the console's Operations (issue 23): administrators only (area `config`: appeal officers
 * and customer service 403, traders 401); every change is in the staff audit log with the row before and
 * after.
 */
@ApiTags('admin operations')
@Controller()
export class AdminNftsController {
  constructor(private readonly albums: NftAlbumsService) {}

  @Get(routes.albums)
  @StaffAreaOnly('config')
  @ApiOperation({ summary: 'Every NFT album, disabled ones too, with how far its logs are read' })
  list(): Promise<OpsNftAlbumDto[]> {
    return this.albums.list();
  }

  @Post(routes.createAlbum)
  @HttpCode(200)
  @StaffAreaOnly('config')
  @ApiOperation({ summary: 'Adds an album: an ERC-721 collection of the EVM chain (checked on the chain)' })
  create(
    @CurrentStaff() staff: StaffPrincipal,
    @Body() dto: CreateOpsNftAlbumDto,
    @Req() req: Request,
  ): Promise<OpsNftAlbumDto> {
    return this.albums.create(actor(staff, req), dto);
  }

  @Post(routes.updateAlbum)
  @HttpCode(200)
  @StaffAreaOnly('config')
  @ApiOperation({ summary: "Edits an album's name, creator or description; enables or disables it" })
  update(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() p: IdParamDto,
    @Body() dto: UpdateOpsNftAlbumDto,
    @Req() req: Request,
  ): Promise<OpsNftAlbumDto> {
    return this.albums.update(actor(staff, req), p.id, dto);
  }

  @Get(routes.albumItems)
  @StaffAreaOnly('config')
  @ApiOperation({ summary: "An album's items with how their metadata fetch went" })
  items(@Param() p: IdParamDto, @Query() q: OpsNftItemPageQueryDto): Promise<Page<OpsNftItemDto>> {
    return this.albums.albumItems(p.id, q);
  }

  @Post(routes.refetchItem)
  @HttpCode(200)
  @StaffAreaOnly('config')
  @ApiOperation({ summary: "Reads an item's token URI, metadata and image again (a job)" })
  refetch(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() p: IdParamDto,
    @Req() req: Request,
  ): Promise<OpsNftItemDto> {
    return this.albums.refetch(actor(staff, req), p.id);
  }
}
