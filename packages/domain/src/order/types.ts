import type { RefusalCode } from './actions.js';
import type { AppealableStatus, Effect } from './effects.js';
import type { Actor, AdMode, AdType } from './roles.js';
import type { OrderState, OrderStatus } from './status.js';

/** The open appeal of an order in IN_APPEAL. */
export interface AppealSnapshot {
  /** Who opened it: a party, or SYSTEM when the escalation deadline opened it. */
  initiator: Actor;
  /** The status the order was in when the appeal opened; withdrawing the appeal restores it. */
  resumeTo: AppealableStatus;
}

/** What the state machine needs to know about an order (or about the ad, for a new order). */
export interface OrderSnapshot {
  /** The current status, or 'NEW' for an order being placed. */
  status: OrderState;
  adType: AdType;
  adMode: AdMode;
  /** The ad's own payment window in minutes, when it has one (overrides OrderTimeouts.payMinutes). */
  payMinutes?: number | null;
  /** The deadline stored on the order; a DEADLINE action before it is refused (DEADLINE_NOT_REACHED). */
  deadline?: Date | null;
  /** The open appeal; required to withdraw or recover an order in IN_APPEAL. */
  appeal?: AppealSnapshot | null;
}

/** The result of one transition. */
export type TransitionResult =
  | {
      ok: true;
      from: OrderState;
      to: OrderStatus;
      /** In the canonical order of EFFECT_KINDS. */
      effects: Effect[];
      /** The deadline of the new status, or null when no timer runs (IN_APPEAL, chain states, finals). */
      deadline: Date | null;
    }
  | { ok: false; error: RefusalCode };
