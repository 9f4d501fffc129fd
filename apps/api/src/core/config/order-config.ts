// The order windows (DESIGN §4: windows are configuration), in minutes; fractions allowed (tests use
// seconds-long windows). Checked once at boot with the domain's own rule.
import { assertOrderTimeouts, DEFAULT_ORDER_TIMEOUTS, type OrderTimeouts } from '@p2p/domain';

const VARS: Record<keyof OrderTimeouts, string> = {
  acceptMinutes: 'ORDER_ACCEPT_MINUTES',
  depositMinutes: 'ORDER_DEPOSIT_MINUTES',
  payMinutes: 'ORDER_PAY_MINUTES',
  confirmMinutes: 'ORDER_CONFIRM_MINUTES',
  appealEscalationMinutes: 'ORDER_ESCALATION_MINUTES',
  timeoutAppealMinutes: 'ORDER_TIMEOUT_APPEAL_MINUTES',
  appealExecutionDelayMinutes: 'ORDER_APPEAL_EXECUTION_MINUTES',
};

export class OrderConfigError extends Error {}

/** The windows from ORDER_*_MINUTES, each defaulting to DEFAULT_ORDER_TIMEOUTS. */
export function loadOrderTimeouts(env: Record<string, string | undefined>): OrderTimeouts {
  const out = { ...DEFAULT_ORDER_TIMEOUTS };
  for (const [key, name] of Object.entries(VARS) as [keyof OrderTimeouts, string][]) {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') continue;
    const value = Number(raw);
    if (!Number.isFinite(value))
      throw new OrderConfigError(`Invalid configuration:\n  ${name}: not a number`);
    out[key] = value;
  }
  try {
    assertOrderTimeouts(out);
  } catch (err) {
    throw new OrderConfigError(`Invalid configuration:\n  ${(err as Error).message}`);
  }
  return Object.freeze(out);
}
