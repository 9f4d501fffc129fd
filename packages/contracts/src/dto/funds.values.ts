// The plain values of the escrow answers (no decorators: the answers import them in the browser and in
// tests without reflect-metadata).

/**
 * Why a token's reserves could not be read: the chain's node did not answer (`CHAIN_UNREACHABLE`), or it
 * answered but the token's balance could not be read, e.g. no contract at the address (`BALANCE_UNREADABLE`).
 */
export const ReserveUnreadableReason = {
  CHAIN_UNREACHABLE: 'CHAIN_UNREACHABLE',
  BALANCE_UNREADABLE: 'BALANCE_UNREADABLE',
} as const;
export type ReserveUnreadableReason = (typeof ReserveUnreadableReason)[keyof typeof ReserveUnreadableReason];
export const RESERVE_UNREADABLE_REASONS: readonly ReserveUnreadableReason[] = Object.freeze(
  Object.values(ReserveUnreadableReason),
);
