import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PAYMENT_DETAILS_STATUSES, paymentDetailsState } from '@p2p/domain';
import { FileAccess, type FileAccessRule } from '../files/file-access.js';
import { paymentFacts } from './orders-query.service.js';
import { OrdersRepository } from './orders.repository.js';

/**
 * Lets an order's buyer read the seller's payment QR image (issue 22) exactly while the order shows them
 * the payment details (`paymentDetailsState` of @p2p/domain): the image must be the one in the order's
 * snapshot of the seller's method, and uploaded by that seller. The seller reads it as its uploader;
 * anyone else, or the buyer of an order that no longer (or not yet) shows the details, gets 404.
 */
@Injectable()
export class PaymentQrAccessRule implements FileAccessRule, OnModuleInit {
  readonly name = 'payment QR images';

  constructor(
    private readonly files: FileAccess,
    private readonly orders: OrdersRepository,
  ) {}

  onModuleInit(): void {
    this.files.register(this);
  }

  async allows(viewerId: bigint, fileId: bigint, uploaderId: bigint | null): Promise<boolean> {
    if (uploaderId === null) return false;
    const rows = await this.orders.showingPaymentQr(viewerId, uploaderId, fileId, PAYMENT_DETAILS_STATUSES);
    return rows.some((r) => paymentDetailsState(paymentFacts(r), 'BUYER') === 'SHOWN');
  }
}
