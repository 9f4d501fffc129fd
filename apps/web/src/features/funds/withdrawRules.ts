// The withdraw sheet's checks before it asks the server (which checks again: 3016-3026, USER3011).
import { DECIMAL_INPUT_PATTERN, type TempBalanceDto } from '@p2p/contracts';
import { compareDecimal } from '@p2p/domain/money';

/** The text key of the first rule the amount breaks, or null when it may be sent. */
export function amountProblem(amount: string, line: TempBalanceDto): string | null {
  const value = amount.trim();
  if (!DECIMAL_INPUT_PATTERN.test(value) || compareDecimal(value, '0') <= 0) {
    return 'common.funds.withdraw.amountInvalid';
  }
  if (line.minWithdrawal !== null && compareDecimal(value, line.minWithdrawal) < 0) {
    return 'common.funds.withdraw.belowMinimum';
  }
  if (line.maxWithdrawal !== null && compareDecimal(value, line.maxWithdrawal) > 0) {
    return 'common.funds.withdraw.aboveMaximum';
  }
  if (compareDecimal(value, line.amount) > 0) return 'common.funds.withdraw.aboveBalance';
  if (compareDecimal(value, line.fee) <= 0) return 'common.funds.withdraw.notAboveFee';
  return null;
}

/**
 * The text key of the rule an NFT withdrawal's gas fee breaks (spec §8: at least the recommended fee per
 * NFT, else 5027), or null when it may be sent.
 */
export function gasFeeProblem(gasFee: string, recommended: string): string | null {
  const value = gasFee.trim();
  if (!DECIMAL_INPUT_PATTERN.test(value) || compareDecimal(value, '0') < 0) {
    return 'common.nfts.held.feeInvalid';
  }
  if (compareDecimal(value, recommended) < 0) return 'common.nfts.held.feeTooLow';
  return null;
}
