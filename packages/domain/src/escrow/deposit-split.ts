// How a confirmed deposit is shared out (DESIGN.md section 5, issue 10 section 3), in base units:
// the oldest open intent of the sender for that token takes up to what it still lacks; whatever is
// left (a surplus, a late or an unmatched deposit) goes to the sender's temporary balance. A shortfall
// keeps the intent open and says how much is missing.

/** What an open intent expects and has received so far, in base units. */
export interface OpenIntent {
  amount: bigint;
  received: bigint;
}

export type TempBalanceReason = 'DEPOSIT_SURPLUS' | 'UNMATCHED_DEPOSIT' | 'LATE_DEPOSIT';

export interface DepositSplit {
  /** Credited to the intent (0 when there is none). */
  toIntent: bigint;
  /** The intent has now received its whole amount. */
  intentComplete: boolean;
  /** What the intent still lacks after this deposit (0 when complete or when there is none). */
  shortfall: bigint;
  /** Credited to the temporary balance. */
  toTempBalance: bigint;
  /** Why the temporary balance was credited (null when nothing went there). */
  tempReason: TempBalanceReason | null;
}

export class DepositSplitError extends Error {
  override readonly name = 'DepositSplitError';
}

/**
 * Splits `value` between `intent` (the sender's oldest open intent for the token, or null) and the
 * temporary balance. `hadExpiredIntent`: the sender had an intent for this token that expired, which
 * makes a deposit with no open intent a late one rather than an unmatched one.
 */
export function splitDeposit(
  value: bigint,
  intent: OpenIntent | null,
  hadExpiredIntent = false,
): DepositSplit {
  if (value <= 0n) throw new DepositSplitError('a deposit is a positive amount');
  if (!intent) {
    return {
      toIntent: 0n,
      intentComplete: false,
      shortfall: 0n,
      toTempBalance: value,
      tempReason: hadExpiredIntent ? 'LATE_DEPOSIT' : 'UNMATCHED_DEPOSIT',
    };
  }
  if (intent.amount <= 0n || intent.received < 0n || intent.received >= intent.amount) {
    throw new DepositSplitError('an open intent lacks a positive amount');
  }
  const lacking = intent.amount - intent.received;
  const toIntent = value < lacking ? value : lacking;
  const toTempBalance = value - toIntent;
  return {
    toIntent,
    intentComplete: toIntent === lacking,
    shortfall: lacking - toIntent,
    toTempBalance,
    tempReason: toTempBalance > 0n ? 'DEPOSIT_SURPLUS' : null,
  };
}
