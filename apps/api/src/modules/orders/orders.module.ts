import { Module } from '@nestjs/common';
import { UptimeModule } from '../../core/uptime/uptime.module.js';
import { AdsModule } from '../ads/ads.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { CreditModule } from '../credit/credit.module.js';
import { EscrowModule } from '../escrow/escrow.module.js';
import { FilesModule } from '../files/files.module.js';
import { MerchantsModule } from '../merchants/merchants.module.js';
import { NftsModule } from '../nfts/nfts.module.js';
import { PaymentMethodsModule } from '../payment-methods/payment-methods.module.js';
import { PricesModule } from '../prices/prices.module.js';
import { UserAccountsModule } from '../users/user-accounts.module.js';
import { OrderActionsService } from './order-actions.service.js';
import { OrderDesk } from './order-desk.js';
import { OrderDeskRepository } from './order-desk.repository.js';
import { OrderEffects } from './order-effects.js';
import { OrderEngine } from './order-engine.js';
import { OrderEventsRepository } from './order-events.repository.js';
import { OrderParties } from './order-parties.js';
import { OrderTimers } from './order-timers.js';
import { OrdersController } from './orders.controller.js';
import { OrdersEscrowListener } from './orders-escrow.listener.js';
import { OrdersPayoutRequeue } from './orders-payout-requeue.js';
import { OrdersQueryService } from './orders-query.service.js';
import { OrdersRepository } from './orders.repository.js';
import { OrdersSearchRepository } from './orders-search.repository.js';
import { OrdersSearchService } from './orders-search.service.js';
import { PaymentQrAccessRule } from './payment-qr-access.js';
import { PlaceOrderService } from './place-order.service.js';
import { QuickTradeService } from './quick-trade.service.js';

/**
 * Orders (issue 12, ADR 0013): placing, the parties' actions, the deadlines and escrow's events, all
 * through `OrderEngine` (the state machine of @p2p/domain). Owns `orders` and `order_events`. Exports
 * `OrderParties` (who may see an order: the chat, the live gateway), `OrderEngine` and `OrderDesk` (the
 * appeals: moves and reads of orders), and `OrdersSearchService` (the staff console's market reads).
 * Lets an order's buyer read the seller's payment QR image while the order shows the payment details
 * (PaymentQrAccessRule, registered with the files module).
 */
@Module({
  imports: [
    AdsModule,
    AuthModule,
    CatalogModule,
    CreditModule,
    EscrowModule,
    FilesModule,
    MerchantsModule,
    NftsModule,
    PaymentMethodsModule,
    PricesModule,
    UptimeModule,
    UserAccountsModule,
  ],
  controllers: [OrdersController],
  providers: [
    OrderActionsService,
    OrderDesk,
    OrderDeskRepository,
    OrderEffects,
    OrderEngine,
    OrderEventsRepository,
    OrderParties,
    OrderTimers,
    OrdersEscrowListener,
    OrdersPayoutRequeue,
    OrdersQueryService,
    OrdersRepository,
    OrdersSearchRepository,
    OrdersSearchService,
    PaymentQrAccessRule,
    PlaceOrderService,
    QuickTradeService,
  ],
  exports: [OrderParties, OrderEngine, OrderDesk, OrdersQueryService, OrdersSearchService],
})
export class OrdersModule {}
