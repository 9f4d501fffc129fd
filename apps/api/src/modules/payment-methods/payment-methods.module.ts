import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { FilesModule } from '../files/files.module.js';
import { PaymentMethodUsage } from './payment-method-usage.js';
import { PaymentMethodsController } from './payment-methods.controller.js';
import { PaymentMethodsRepository } from './payment-methods.repository.js';
import { PaymentMethodsService } from './payment-methods.service.js';

/**
 * Payment methods (issue 11, spec §3 and §5): each trader's receiving methods. Ads and orders read them
 * through `PaymentMethodsService` and register a `PaymentMethodUsageSource` with `PaymentMethodUsage`, so
 * a method their open records use can be neither changed nor deleted. A method's QR image is one of its
 * owner's uploads (FilesModule tells).
 */
@Module({
  imports: [AuthModule, FilesModule],
  controllers: [PaymentMethodsController],
  providers: [PaymentMethodUsage, PaymentMethodsRepository, PaymentMethodsService],
  exports: [PaymentMethodsService, PaymentMethodUsage],
})
export class PaymentMethodsModule {}
