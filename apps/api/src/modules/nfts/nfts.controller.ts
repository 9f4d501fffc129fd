import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  IdParamDto,
  NftAddressParamDto,
  NftAlbumItemsQueryDto,
  NftAlbumPageQueryDto,
  NftItemPageQueryDto,
  NftRecordPageQueryDto,
  ROUTE_TEMPLATES,
  type NftAlbumDto,
  type NftAlbumPageDto,
  type NftCreatorDto,
  type NftHolderDto,
  type NftItemDetailDto,
  type NftTransferRecordDto,
  type Page,
} from '@p2p/contracts';
import type { Response } from 'express';
import { Authenticated } from '../auth/user.guards.js';
import { NftsService } from './nfts.service.js';

const routes = ROUTE_TEMPLATES.nfts;
const binary = { schema: { type: 'string', format: 'binary' } };

/** The trader app's NFT pages (issue 23): albums, items, records, holders and creators; signed-in traders. */
@ApiTags('nfts')
@Controller()
export class NftsController {
  constructor(private readonly nfts: NftsService) {}

  @Get(routes.albums)
  @Authenticated()
  @ApiOperation({ summary: 'The enabled NFT albums with their items, holders and prices' })
  albums(@Query() q: NftAlbumPageQueryDto): Promise<Page<NftAlbumDto>> {
    return this.nfts.albums(q);
  }

  @Get(routes.album)
  @Authenticated()
  @ApiOperation({ summary: 'An album (5046 unknown or disabled) and a page of its items' })
  album(@Param() p: IdParamDto, @Query() q: NftAlbumItemsQueryDto): Promise<NftAlbumPageDto> {
    return this.nfts.album(p.id, q);
  }

  @Get(routes.records)
  @Authenticated()
  @ApiOperation({ summary: "An item's on-chain records, newest first (5048 unknown)" })
  records(@Param() p: IdParamDto, @Query() q: NftRecordPageQueryDto): Promise<Page<NftTransferRecordDto>> {
    return this.nfts.records(p.id, q);
  }

  @Get(routes.item)
  @Authenticated()
  @ApiOperation({ summary: "An item's detail parameters (5048 unknown)" })
  item(@Param() p: IdParamDto): Promise<NftItemDetailDto> {
    return this.nfts.item(p.id);
  }

  @Get(routes.image)
  @Authenticated()
  @ApiProduces('image/jpeg', 'image/png')
  @ApiOkResponse({
    description: 'The image the API stored (no envelope); refusals are the envelope',
    content: { 'image/jpeg': binary, 'image/png': binary },
  })
  @ApiOperation({ summary: "An item's image, re-encoded and served by the API (5048 none)" })
  async image(@Param() p: IdParamDto, @Res() res: Response): Promise<void> {
    const { bytes, mime } = await this.nfts.image(p.id);
    res
      .status(200)
      .set({
        'Content-Type': mime,
        'Content-Length': String(bytes.length),
        'Cache-Control': 'private, max-age=86400',
        'X-Content-Type-Options': 'nosniff',
        'Content-Disposition': 'inline',
      })
      .end(bytes);
  }

  @Get(routes.holder)
  @Authenticated()
  @ApiOperation({ summary: 'The items an address holds in enabled albums' })
  holder(@Param() p: NftAddressParamDto, @Query() q: NftItemPageQueryDto): Promise<NftHolderDto> {
    return this.nfts.holder(p.address, q);
  }

  @Get(routes.creator)
  @Authenticated()
  @ApiOperation({ summary: 'The enabled albums an address created and their items' })
  creator(@Param() p: NftAddressParamDto, @Query() q: NftItemPageQueryDto): Promise<NftCreatorDto> {
    return this.nfts.creator(p.address, q);
  }
}
