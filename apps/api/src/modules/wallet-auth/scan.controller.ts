import { Controller, Get, Param, Query, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  QrCodeQueryDto,
  ResetByEmailQueryDto,
  ROUTE_TEMPLATES,
  type QrCode,
  type ScanCallbackAck,
  type ScanOutcome,
} from '@p2p/contracts';
import type { Request } from 'express';
import { sessionContext } from '../auth/request-context.js';
import type { UserPrincipal } from '../auth/user-jwt.strategy.js';
import { AuthThrottle } from '../../core/throttle/throttle.module.js';
import { OptionalUserGuard } from './optional-user.guard.js';
import { ScanService } from './scan.service.js';
import { DeviceIdParamDto, EventIdParamDto } from './wallet-auth.dto.js';

type MaybeUser = Request & { user?: UserPrincipal | null };

@ApiTags('identity wallet')
@Controller()
export class ScanController {
  constructor(private readonly scan: ScanService) {}

  @AuthThrottle()
  @Get(ROUTE_TEMPLATES.account.genQrCodeUrl)
  @UseGuards(OptionalUserGuard)
  @ApiOperation({ summary: 'A QR code URL for login, registration or (signed in) binding the wallet' })
  generate(@Param() p: DeviceIdParamDto, @Query() q: QrCodeQueryDto, @Req() req: MaybeUser): Promise<QrCode> {
    return this.scan.create(q.purpose ?? 'LOGIN', p.id, req.user?.userId ?? null);
  }

  @AuthThrottle()
  @Get(ROUTE_TEMPLATES.account.scanResetByEmail)
  @ApiOperation({
    summary: 'Forgot password with a bound wallet: a QR code for that wallet to confirm the reset',
  })
  resetByEmail(@Query() q: ResetByEmailQueryDto): Promise<QrCode> {
    return this.scan.createResetConfirmation(q.email, q.deviceId);
  }

  @Get(ROUTE_TEMPLATES.account.scanCallBack)
  @ApiOperation({
    summary:
      "The wallet's call after scanning: its signed sign-in message and KYC attestation, or its refusal (805, 803)",
  })
  callback(@Query() query: Record<string, unknown>): Promise<ScanCallbackAck> {
    return this.scan.callback(query);
  }

  @Get(ROUTE_TEMPLATES.account.scanResult)
  @UseGuards(OptionalUserGuard)
  @ApiOperation({ summary: 'The scan outcome: 1009 SCAN_NO_CALLBACK until the wallet called back' })
  result(@Param() p: EventIdParamDto, @Req() req: MaybeUser): Promise<ScanOutcome> {
    const device = req.headers['x-device-id'];
    return this.scan.result(
      p.eventId,
      typeof device === 'string' ? device : undefined,
      sessionContext(req),
      req.user?.userId ?? null,
    );
  }
}
