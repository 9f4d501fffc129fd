import { Injectable } from '@nestjs/common';
import type { CompensateFromGuaranteeDto, MerchantCompensationDto } from '@p2p/contracts';
import { AppException } from '../../core/common/app-exception.js';
import { parseRowId } from '../../core/common/row-id.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { MerchantCompensationService } from '../merchants/merchant-compensation.service.js';
import type { MerchantActor } from '../merchants/merchant-review.service.js';
import { OrderDesk } from '../orders/order-desk.js';
import { AppealsRepository } from './appeals.repository.js';

/**
 * An appeal officer pays the counterparty from a certified merchant's guarantee (issue 24): the appeal's
 * decision must be executed and have gone against one party (buyer wins: the seller lost; seller wins:
 * the buyer lost), else 5056; the loser must be a merchant holding a guarantee (the merchants module's
 * rules). The appeal and its order are locked in the same transaction as the payout.
 */
@Injectable()
export class AppealCompensationService {
  constructor(
    private readonly appeals: AppealsRepository,
    private readonly desk: OrderDesk,
    private readonly compensation: MerchantCompensationService,
    private readonly runner: TransactionRunner,
  ) {}

  compensate(
    actor: MerchantActor,
    rawId: string,
    dto: CompensateFromGuaranteeDto,
  ): Promise<MerchantCompensationDto> {
    const id = parseRowId(rawId);
    if (id === null) throw new AppException('APPEAL_NOT_FOUND');
    return this.runner.run(async (tx) => {
      const appeal = await this.appeals.lock(tx, id);
      if (!appeal) throw new AppException('APPEAL_NOT_FOUND');
      const won = appeal.result === 'BUYER_WINS' || appeal.result === 'SELLER_WINS';
      if (!won || appeal.executedAt === null) throw new AppException('COMPENSATION_NOT_ALLOWED');
      const order = await this.desk.lock(tx, appeal.orderId);
      if (!order) throw new AppException('ORDER_NOT_FOUND');
      const buyerWon = appeal.result === 'BUYER_WINS';
      return this.compensation.compensate(tx, actor, {
        merchantId: BigInt(buyerWon ? order.sellerId : order.buyerId),
        toUserId: BigInt(buyerWon ? order.buyerId : order.sellerId),
        appealId: appeal.id,
        orderId: order.id,
        amount: dto.amount,
        reason: dto.reason,
      });
    });
  }
}
