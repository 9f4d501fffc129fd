// Small display helpers of the Customer service screens.
import type { BanKind, KycLevel } from '@p2p/contracts';

/** A long address or hash as its start and end (`0x12ab…9f3c`); short values are kept whole. */
export function shortAddress(value: string, keep = 6): string {
  return value.length <= keep * 2 + 1 ? value : `${value.slice(0, keep)}…${value.slice(-4)}`;
}

/** A rate 0..1 (decimal string) as a percentage with at most one decimal (`0.6667` -> `66.7%`). */
export function percent(rate: string): string {
  const value = Number(rate) * 100;
  return Number.isFinite(value) ? `${Math.round(value * 10) / 10}%` : rate;
}

export const KYC_COLORS: Readonly<Record<KycLevel, string>> = {
  NONE: 'default',
  BASIC: 'blue',
  ADVANCED: 'green',
};

/** The four kinds of ban of spec §6, in the order the console shows them. */
export const BAN_ORDER: readonly BanKind[] = ['LOGIN', 'WITHDRAWAL', 'C2C_BUY', 'C2C_SELL'];

/** Whether a path's `?user=` is an account id. */
export function isAccountId(value: string | null): value is string {
  return value !== null && /^[1-9]\d{0,18}$/.test(value);
}
