import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { jwtKey } from '../config/jwt-key.js';
import { AuthModule } from '../../modules/auth/auth.module.js';
import { OrderParties } from '../../modules/orders/order-parties.js';
import { OrdersModule } from '../../modules/orders/orders.module.js';
import { parseRowId } from '../common/row-id.js';
import { LiveGateway } from './live.gateway.js';
import { LiveNotifier } from './live-notifier.js';
import { LiveOutboxConsumer } from './live-outbox.consumer.js';
import { ORDER_ACCESS, type OrderAccess } from './order-access.js';
import { SocketAuthService } from './socket-auth.service.js';

/**
 * The live gateway (socket.io `/fiat`), its notifier and the consumer of `live` outbox rows. Imported
 * only by processes that serve HTTP (`API_ROLE` http or all). `ORDER_ACCESS` is the orders module's
 * `OrderParties` (an order's buyer and seller).
 */
@Module({
  imports: [
    AuthModule,
    OrdersModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: jwtKey(config) }),
    }),
  ],
  providers: [
    LiveGateway,
    LiveNotifier,
    LiveOutboxConsumer,
    SocketAuthService,
    {
      provide: ORDER_ACCESS,
      inject: [OrderParties],
      useFactory: (parties: OrderParties): OrderAccess => ({
        async isParty(orderId, userId) {
          const order = parseRowId(orderId);
          const user = parseRowId(userId);
          return order !== null && user !== null && parties.isParty(BigInt(order), BigInt(user));
        },
      }),
    },
  ],
  exports: [ORDER_ACCESS],
})
export class LiveModule {}
