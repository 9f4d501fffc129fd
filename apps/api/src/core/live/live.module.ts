import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { jwtKey } from '../config/jwt-key.js';
import { AuthModule } from '../../modules/auth/auth.module.js';
import { LiveGateway } from './live.gateway.js';
import { LiveNotifier } from './live-notifier.js';
import { LiveOutboxConsumer } from './live-outbox.consumer.js';
import { ORDER_ACCESS } from './order-access.js';
import { OrderPartyRepository } from './live.repository.js';
import { SocketAuthService } from './socket-auth.service.js';

/**
 * The live gateway (socket.io `/fiat`), its notifier and the consumer of `live` outbox rows. Imported
 * only by processes that serve HTTP (`API_ROLE` http or all). `ORDER_ACCESS` is read from the `orders`
 * table until the orders module provides it.
 */
@Module({
  imports: [
    AuthModule,
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
    OrderPartyRepository,
    { provide: ORDER_ACCESS, useExisting: OrderPartyRepository },
  ],
  exports: [ORDER_ACCESS],
})
export class LiveModule {}
