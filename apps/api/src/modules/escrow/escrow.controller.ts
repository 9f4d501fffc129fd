import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  FundRecordQueryDto,
  IdParamDto,
  ROUTE_TEMPLATES,
  WithdrawDto,
  WithdrawNftDto,
  type BalanceDto,
  type DepositDto,
  type FundRecordDto,
  type HeldNftDto,
  type Page,
  type ReservesDto,
} from '@p2p/contracts';
import type { Request } from 'express';
import { AuthThrottle } from '../../core/throttle/throttle.module.js';
import { NotBannedFrom } from '../auth/trader-rules.guard.js';
import { Authenticated, CurrentUser } from '../auth/user.guards.js';
import type { UserPrincipal } from '../auth/user-jwt.strategy.js';
import { BalanceService } from './balance.service.js';
import { EscrowService } from './escrow.service.js';
import { NftBalanceService } from './nft-balance.service.js';
import { ReservesService } from './reserves.service.js';

@ApiTags('funds')
@Controller()
export class EscrowController {
  constructor(
    private readonly balances: BalanceService,
    private readonly escrow: EscrowService,
    private readonly reserves: ReservesService,
    private readonly nftBalance: NftBalanceService,
  ) {}

  @Get(ROUTE_TEMPLATES.account.balance)
  @Authenticated()
  @ApiOperation({
    summary: 'Your temporary balance per coin and chain, and whether open trades block withdrawing',
  })
  balance(@CurrentUser() me: UserPrincipal): Promise<BalanceDto> {
    return this.balances.balance(me.userId);
  }

  @Get(ROUTE_TEMPLATES.account.balanceDetail)
  @Authenticated()
  @ApiOperation({ summary: 'Your fund records (deposits and withdrawals), newest first' })
  detail(@CurrentUser() me: UserPrincipal, @Query() query: FundRecordQueryDto): Promise<Page<FundRecordDto>> {
    return this.balances.records(me.userId, query.type, query.pageNo, query.pageSize);
  }

  @Get(ROUTE_TEMPLATES.account.balanceRecord)
  @Authenticated()
  @ApiOperation({ summary: 'One of your fund records (another trader gets 404)' })
  record(@CurrentUser() me: UserPrincipal, @Param() params: IdParamDto): Promise<FundRecordDto> {
    return this.balances.record(me.userId, params.id);
  }

  @AuthThrottle()
  @Post(ROUTE_TEMPLATES.account.balanceExtract)
  @HttpCode(200)
  @NotBannedFrom('WITHDRAWAL')
  @ApiOperation({ summary: 'Withdraws a temporary-balance line to your bound address (security password)' })
  withdraw(
    @CurrentUser() me: UserPrincipal,
    @Body() dto: WithdrawDto,
    @Req() req: Request,
  ): Promise<FundRecordDto> {
    return this.balances.withdraw(me.userId, me.jti, dto, req.ip ?? null);
  }

  @Get(ROUTE_TEMPLATES.account.balanceNfts)
  @Authenticated()
  @ApiOperation({
    summary: 'NFTs in your temporary balance (a return that failed) with the recommended gas fee per NFT',
  })
  nfts(@CurrentUser() me: UserPrincipal): Promise<HeldNftDto[]> {
    return this.nftBalance.held(me.userId);
  }

  @AuthThrottle()
  @Post(ROUTE_TEMPLATES.account.balanceExtractNft)
  @HttpCode(200)
  @NotBannedFrom('WITHDRAWAL')
  @ApiOperation({
    summary: 'Withdraws an NFT of your temporary balance to your bound address (gas fee, security password)',
  })
  withdrawNft(
    @CurrentUser() me: UserPrincipal,
    @Body() dto: WithdrawNftDto,
    @Req() req: Request,
  ): Promise<FundRecordDto> {
    return this.nftBalance.withdraw(me.userId, me.jti, dto, req.ip ?? null);
  }

  @Get(ROUTE_TEMPLATES.escrow.deposit)
  @Authenticated()
  @ApiOperation({ summary: 'One of your deposits: where to send what, until when, and its progress' })
  deposit(@CurrentUser() me: UserPrincipal, @Param() params: IdParamDto): Promise<DepositDto> {
    return this.escrow.deposit(me.userId, params.id);
  }

  @Get(ROUTE_TEMPLATES.escrow.reserves)
  @ApiOperation({ summary: "Proof of reserves: the escrow wallets' balances beside what the platform owes" })
  reservesView(): Promise<ReservesDto> {
    return this.reserves.read();
  }
}
