import { Injectable } from '@nestjs/common';
import {
  ValidationMessage as M,
  type MerchantThresholdsDto,
  type UpdateMerchantThresholdsDto,
} from '@p2p/contracts';
import { compareDecimal } from '@p2p/domain';
import { AuditService } from '../../core/audit/audit.service.js';
import { AppException } from '../../core/common/app-exception.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import type { MerchantActor } from './merchant-review.service.js';
import { MerchantThresholdsService } from './merchant-thresholds.service.js';

/**
 * The operators' change of the merchant thresholds (issue 24): the setting and its audit row (the values
 * before and after) in one transaction, then every process is told. A guarantee of 0: 400 on the field.
 */
@Injectable()
export class MerchantThresholdsAdmin {
  constructor(
    private readonly thresholds: MerchantThresholdsService,
    private readonly audit: AuditService,
    private readonly runner: TransactionRunner,
  ) {}

  current(): Promise<MerchantThresholdsDto> {
    return this.runner.run((tx) => this.thresholds.current(tx));
  }

  async set(actor: MerchantActor, dto: UpdateMerchantThresholdsDto): Promise<MerchantThresholdsDto> {
    if (compareDecimal(dto.guaranteeAmount, '0') <= 0)
      throw new AppException('BAD_REQUEST', [{ field: 'guaranteeAmount', messages: [M.amountInvalid] }]);
    const after = await this.runner.run(async (tx) => {
      const before = await this.thresholds.locked(tx);
      const saved = await this.thresholds.save(tx, dto);
      await this.audit.record(
        {
          staffId: actor.staff.id,
          action: 'OPS_MERCHANT_THRESHOLDS',
          target: 'setting:merchant_thresholds',
          data: { before: { ...before }, after: { ...saved } },
          ip: actor.ip,
        },
        tx,
      );
      return saved;
    });
    await this.thresholds.notifyChanged();
    return after;
  }
}
