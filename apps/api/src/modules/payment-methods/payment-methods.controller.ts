import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { IdParamDto, PaymentMethodInputDto, ROUTE_TEMPLATES, type PaymentMethodDto } from '@p2p/contracts';
import { Authenticated, CurrentUser } from '../auth/user.guards.js';
import type { UserPrincipal } from '../auth/user-jwt.strategy.js';
import { PaymentMethodsService } from './payment-methods.service.js';

const routes = ROUTE_TEMPLATES.paymentMethods;

@ApiTags('payment methods')
@Controller()
export class PaymentMethodsController {
  constructor(private readonly methods: PaymentMethodsService) {}

  @Get(routes.list)
  @Authenticated()
  @ApiOperation({
    summary: 'Your payment methods, oldest first, each saying whether an open ad or order uses it',
  })
  list(@CurrentUser() me: UserPrincipal): Promise<PaymentMethodDto[]> {
    return this.methods.list(me.userId);
  }

  @Post(routes.add)
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Adds a payment method (at most 20; no duplicate of kind and account)' })
  add(@CurrentUser() me: UserPrincipal, @Body() dto: PaymentMethodInputDto): Promise<PaymentMethodDto> {
    return this.methods.add(me.userId, dto);
  }

  @Post(routes.edit)
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Replaces one of your payment methods (not while an open ad or order uses it)' })
  edit(
    @CurrentUser() me: UserPrincipal,
    @Param() params: IdParamDto,
    @Body() dto: PaymentMethodInputDto,
  ): Promise<PaymentMethodDto> {
    return this.methods.edit(me.userId, params.id, dto);
  }

  @Post(routes.delete)
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Deletes one of your payment methods (not while an open ad or order uses it)' })
  async remove(@CurrentUser() me: UserPrincipal, @Param() params: IdParamDto): Promise<null> {
    await this.methods.remove(me.userId, params.id);
    return null;
  }
}
