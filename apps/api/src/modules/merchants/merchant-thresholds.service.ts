import { Injectable } from '@nestjs/common';
import {
  COMPLETION_RATE_PATTERN,
  DECIMAL_INPUT_PATTERN,
  MERCHANT_GUARANTEE_COIN,
  type MerchantThresholdsDto,
  type UpdateMerchantThresholdsDto,
} from '@p2p/contracts';
import { normalizeDecimal } from '@p2p/domain';
import type { Db, Tx } from '../../core/infra/db/sql.service.js';
import { MaintenanceService } from '../../core/maintenance/maintenance.service.js';

/** The operator setting (`system_settings`) holding the thresholds. */
export const MERCHANT_THRESHOLDS_KEY = 'merchant_thresholds';

/** Until operators set them: 20 completed orders, a 90% completion rate, 30 days, 500 MEC. */
export const DEFAULT_MERCHANT_THRESHOLDS: MerchantThresholdsDto = {
  minCompletedOrders: 20,
  minCompletionRate: '0.9',
  minAccountDays: 30,
  guaranteeAmount: '500',
  guaranteeCoin: MERCHANT_GUARANTEE_COIN,
};

const count = (value: unknown, fallback: number): number => {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) ? n : fallback;
};

/** The stored value read leniently: a missing or malformed field keeps its default. */
function parse(value: unknown): MerchantThresholdsDto {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const d = DEFAULT_MERCHANT_THRESHOLDS;
  const rate = typeof v.minCompletionRate === 'string' ? v.minCompletionRate : '';
  const amount = typeof v.guaranteeAmount === 'string' ? v.guaranteeAmount : '';
  return {
    minCompletedOrders: count(v.minCompletedOrders, d.minCompletedOrders),
    minCompletionRate: COMPLETION_RATE_PATTERN.test(rate) ? normalizeDecimal(rate) : d.minCompletionRate,
    minAccountDays: count(v.minAccountDays, d.minAccountDays),
    guaranteeAmount: DECIMAL_INPUT_PATTERN.test(amount) ? normalizeDecimal(amount) : d.guaranteeAmount,
    guaranteeCoin: MERCHANT_GUARANTEE_COIN,
  };
}

/**
 * What a merchant application needs (issue 24): an operator setting in `system_settings`, the store the
 * maintenance window uses (core/maintenance owns it). Read where an application is judged, never cached:
 * an application is rare and must see the thresholds in force.
 */
@Injectable()
export class MerchantThresholdsService {
  constructor(private readonly settings: MaintenanceService) {}

  async current(db: Db): Promise<MerchantThresholdsDto> {
    return parse(await this.settings.setting(db, MERCHANT_THRESHOLDS_KEY));
  }

  /** The thresholds in force, their row locked in `tx` (a change records them as its before). */
  async locked(tx: Tx): Promise<MerchantThresholdsDto> {
    return parse(await this.settings.setting(tx, MERCHANT_THRESHOLDS_KEY, true));
  }

  async save(tx: Tx, dto: UpdateMerchantThresholdsDto): Promise<MerchantThresholdsDto> {
    const value = {
      minCompletedOrders: String(dto.minCompletedOrders),
      minCompletionRate: normalizeDecimal(dto.minCompletionRate),
      minAccountDays: String(dto.minAccountDays),
      guaranteeAmount: normalizeDecimal(dto.guaranteeAmount),
    };
    await this.settings.saveSetting(tx, MERCHANT_THRESHOLDS_KEY, value);
    return parse(value);
  }

  /** Tells every process the setting changed (after the commit). */
  notifyChanged(): Promise<void> {
    return this.settings.notifyChanged(MERCHANT_THRESHOLDS_KEY);
  }
}
