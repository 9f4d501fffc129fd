// The console's Ads & Orders values (issue 25) without the DTO classes: the answers and the route table
// read them without loading class-validator.

/** A staff member's reason for taking an ad offline or cancelling it: 1 to this many characters, trimmed. */
export const TRADING_REASON_MAX_LENGTH = 500;
/** A user filter: an account id, an email or a nickname (matched exactly, case-insensitive). */
export const TRADING_USER_MAX_LENGTH = 128;

/**
 * The escrow state an order's list can be filtered by, the actionable ones: one of its deposits waiting
 * (OPEN) or expired, or one of its payouts queued, sent or failed. These sets stay small next to the
 * market's orders: the filter answers the orders of at most 5,000 of them (the latest records first), then
 * the other filters and paging apply.
 */
export const TRADING_CHAIN_STATES = [
  'DEPOSIT_WAITING',
  'DEPOSIT_EXPIRED',
  'PAYOUT_QUEUED',
  'PAYOUT_SENT',
  'PAYOUT_FAILED',
] as const;
export type TradingChainState = (typeof TRADING_CHAIN_STATES)[number];

/** The fund lists of `GET /admin/trading/funds`: waiting (open deposits, queued or sent payouts) or failed. */
export const TRADING_FUND_STATES = ['waiting', 'failed'] as const;
export type TradingFundState = (typeof TRADING_FUND_STATES)[number];
export const TRADING_FUND_KINDS = ['DEPOSIT', 'PAYOUT'] as const;
export type TradingFundKind = (typeof TRADING_FUND_KINDS)[number];
