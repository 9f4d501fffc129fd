/** Shared helpers of the state-machine tests (test-only: excluded from the build). */
import type { OrderAction } from './actions.js';
import type { OrderTimeouts } from './deadlines.js';
import { transition } from './state-machine.js';
import type { OrderSnapshot, TransitionResult } from './types.js';

export const CONFIG: OrderTimeouts = {
  acceptMinutes: 10,
  depositMinutes: 20,
  payMinutes: 30,
  confirmMinutes: 40,
  appealEscalationMinutes: 50,
  timeoutAppealMinutes: 55,
  appealExecutionDelayMinutes: 60,
};
export const T0 = new Date('2030-06-01T12:00:00.000Z');
export const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

export function ok(result: TransitionResult) {
  if (!result.ok) throw new Error(`expected an allowed transition, got ${result.error}`);
  return result;
}

/** Applies the actions in turn like the API would, carrying status, deadline and appeal. */
export function run(start: OrderSnapshot, steps: [OrderAction, 'BUYER' | 'SELLER' | 'SYSTEM', Date][]) {
  let order = start;
  const results = steps.map(([action, actor, now]) => {
    const r = ok(transition(order, action, actor, now, CONFIG));
    const opened = r.effects.find((e) => e.kind === 'OPEN_APPEAL');
    order = {
      ...order,
      status: r.to,
      deadline: r.deadline,
      appeal: opened
        ? { initiator: opened.initiator, resumeTo: opened.resumeTo }
        : r.to === 'IN_APPEAL'
          ? order.appeal
          : null,
    };
    return r;
  });
  return { order, results };
}

export const confirm: OrderAction = { type: 'CONFIRM_RECEIVED', securityPasswordVerified: true };
