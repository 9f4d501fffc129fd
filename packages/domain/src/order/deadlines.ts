import type { OrderSnapshot } from './types.js';
import { OrderStatus } from './status.js';

/** Time windows in minutes (DESIGN §4: windows are configuration). */
export interface OrderTimeouts {
  /** WAIT_SELLER_ACCEPT / WAIT_BUYER_ACCEPT. */
  acceptMinutes: number;
  /** WAIT_SELLER_DEPOSIT. */
  depositMinutes: number;
  /** WAIT_BUYER_PAY, unless the ad sets its own (OrderSnapshot.payMinutes). */
  payMinutes: number;
  /** WAIT_SELLER_CONFIRM. */
  confirmMinutes: number;
  /** SELLER_CONFIRM_TIMEOUT: how long until the system opens an appeal when nobody acted. */
  appealEscalationMinutes: number;
  /**
   * BUYER_PAY_TIMEOUT: how long after the payment window a buyer who paid may still appeal (spec §4: "when
   * a party times out, the other party may appeal"), and the seller may still confirm the payment; the
   * order is cancelled when it ends.
   */
  timeoutAppealMinutes: number;
  /** How long after an officer's decision it is executed (APPEAL_DECIDED); used by the API's job. */
  appealExecutionDelayMinutes: number;
}

/** Defaults for development and tests; production reads its own configuration. */
export const DEFAULT_ORDER_TIMEOUTS: Readonly<OrderTimeouts> = {
  acceptMinutes: 15,
  depositMinutes: 30,
  payMinutes: 15,
  confirmMinutes: 30,
  appealEscalationMinutes: 60,
  timeoutAppealMinutes: 30,
  appealExecutionDelayMinutes: 120,
};

/** Names of the windows, one per timed status. */
export type TimeoutWindow = 'accept' | 'deposit' | 'pay' | 'confirm' | 'escalation' | 'timeoutAppeal';

const WINDOW_BY_STATUS: Partial<Record<OrderStatus, TimeoutWindow>> = {
  WAIT_SELLER_ACCEPT: 'accept',
  WAIT_BUYER_ACCEPT: 'accept',
  WAIT_SELLER_DEPOSIT: 'deposit',
  WAIT_BUYER_PAY: 'pay',
  WAIT_SELLER_CONFIRM: 'confirm',
  SELLER_CONFIRM_TIMEOUT: 'escalation',
  BUYER_PAY_TIMEOUT: 'timeoutAppeal',
};

/** The window that runs in a status, or null when no timer runs there (IN_APPEAL pauses timers). */
export function windowOf(status: OrderStatus): TimeoutWindow | null {
  return WINDOW_BY_STATUS[status] ?? null;
}

/** The timer action a status's deadline fires. */
export function deadlineActionOf(status: OrderStatus): 'DEADLINE' | 'ESCALATION_DEADLINE' {
  return status === OrderStatus.SELLER_CONFIRM_TIMEOUT ? 'ESCALATION_DEADLINE' : 'DEADLINE';
}

function isPositiveMinutes(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** The minutes of a window; the pay window comes from the ad when it has a valid one. */
export function windowMinutes(
  window: TimeoutWindow,
  config: OrderTimeouts,
  order?: Pick<OrderSnapshot, 'payMinutes'>,
): number {
  switch (window) {
    case 'accept':
      return config.acceptMinutes;
    case 'deposit':
      return config.depositMinutes;
    case 'pay':
      return isPositiveMinutes(order?.payMinutes) ? order.payMinutes : config.payMinutes;
    case 'confirm':
      return config.confirmMinutes;
    case 'escalation':
      return config.appealEscalationMinutes;
    case 'timeoutAppeal':
      return config.timeoutAppealMinutes;
  }
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

/** The deadline of entering `status` at `now`, or null when no timer runs in it. */
export function deadlineFor(
  status: OrderStatus,
  now: Date,
  config: OrderTimeouts,
  order?: Pick<OrderSnapshot, 'payMinutes'>,
): Date | null {
  const window = windowOf(status);
  return window === null ? null : addMinutes(now, windowMinutes(window, config, order));
}

/** When an appeal decision taken at `decidedAt` is executed. */
export function appealExecutionAt(
  decidedAt: Date,
  config: Pick<OrderTimeouts, 'appealExecutionDelayMinutes'>,
): Date {
  return addMinutes(decidedAt, config.appealExecutionDelayMinutes);
}

/**
 * Throws a RangeError naming the first window that is not a positive number of minutes (the execution
 * delay may be 0). Check the configuration once at boot.
 */
export function assertOrderTimeouts(config: OrderTimeouts): void {
  for (const key of Object.keys(DEFAULT_ORDER_TIMEOUTS) as (keyof OrderTimeouts)[]) {
    const value: unknown = config[key];
    const zeroAllowed = key === 'appealExecutionDelayMinutes';
    const ok = typeof value === 'number' && Number.isFinite(value) && (zeroAllowed ? value >= 0 : value > 0);
    if (!ok)
      throw new RangeError(
        `OrderTimeouts.${key} must be a ${zeroAllowed ? 'non-negative' : 'positive'} number of minutes`,
      );
  }
}
