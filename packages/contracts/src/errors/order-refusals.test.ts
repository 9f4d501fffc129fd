/// <reference types="jest" />
// Every refusal the order state machine can give maps to a catalogue code (or, for system actions and
// early timers, to nobody). The refusals are collected by running the real `transition` over every
// status, ad type, ad mode, action and actor.
import {
  ACTORS,
  AD_MODES,
  AD_TYPES,
  DEFAULT_ORDER_TIMEOUTS,
  NEW_ORDER,
  ORDER_ACTION_TYPES,
  ORDER_STATUSES,
  REFUSAL_CODES,
  SYSTEM_ACTION_TYPES,
  transition,
  type OrderAction,
  type OrderActionType,
  type OrderSnapshot,
  type OrderState,
  type RefusalCode,
} from '@p2p/domain';
import { ERRORS } from './index.js';
import { ORDER_ACTION_REFUSALS, orderRefusalError } from './order-refusals.js';

const NOW = new Date('2030-06-01T12:00:00.000Z');
const PAST = new Date(NOW.getTime() - 60_000);
const FUTURE = new Date(NOW.getTime() + 60_000);

function actionOf(type: OrderActionType, verified = true): OrderAction {
  if (type === 'CONFIRM_RECEIVED') return { type, securityPasswordVerified: verified };
  if (type === 'APPEAL_DECIDED') return { type, winner: 'BUYER' };
  return { type } as OrderAction;
}

/** Every (action, refusal) pair `transition` gives. */
function observedRefusals(): Map<string, { action: OrderActionType; refusal: RefusalCode }> {
  const seen = new Map<string, { action: OrderActionType; refusal: RefusalCode }>();
  const states: OrderState[] = [NEW_ORDER, ...ORDER_STATUSES];
  for (const status of states)
    for (const adType of AD_TYPES)
      for (const adMode of AD_MODES)
        for (const deadline of [PAST, FUTURE])
          for (const type of ORDER_ACTION_TYPES)
            for (const verified of [true, false])
              for (const actor of ACTORS) {
                const order: OrderSnapshot = {
                  status,
                  adType,
                  adMode,
                  deadline,
                  appeal:
                    status === 'IN_APPEAL' ? { initiator: 'BUYER', resumeTo: 'WAIT_SELLER_CONFIRM' } : null,
                };
                const result = transition(
                  order,
                  actionOf(type, verified),
                  actor,
                  NOW,
                  DEFAULT_ORDER_TIMEOUTS,
                );
                if (!result.ok) seen.set(`${type}/${result.error}`, { action: type, refusal: result.error });
              }
  return seen;
}

describe('order refusals to catalogue codes', () => {
  const observed = [...observedRefusals().values()];

  it('collects every kind of refusal the state machine gives', () => {
    expect(new Set(observed.map((o) => o.refusal))).toEqual(new Set(REFUSAL_CODES));
  });

  it('maps every refusal of a trader action to a catalogue code', () => {
    for (const { action, refusal } of observed) {
      const name = orderRefusalError(action, refusal);
      if (SYSTEM_ACTION_TYPES.includes(action) || refusal === 'DEADLINE_NOT_REACHED') {
        expect({ action, refusal, name }).toEqual({ action, refusal, name: null });
      } else {
        expect(name !== null && name in ERRORS).toBe(true);
      }
    }
  });

  it.each([
    ['ACCEPT', '5010'],
    ['PAY', '5011'],
    ['CONFIRM_RECEIVED', '5012'],
    ['CANCEL', '5013'],
    ['APPEAL', '5015'],
    ['DECLINE', '5016'],
    ['CANCEL_APPEAL', '5017'],
    ['RECOVER', '5018'],
    ['PLACE', '5025'],
  ] as const)('a refused %s answers %s', (action, code) => {
    const refusal = observed.find((o) => o.action === action && o.refusal !== 'SECURITY_PASSWORD_REQUIRED');
    expect(refusal).toBeDefined();
    const name = orderRefusalError(action, refusal!.refusal);
    expect(name === null ? null : ERRORS[name].code).toBe(code);
  });

  it('answers USER3011 when "I have received" comes without a verified security password', () => {
    const seen = observed.find((o) => o.refusal === 'SECURITY_PASSWORD_REQUIRED');
    expect(seen?.action).toBe('CONFIRM_RECEIVED');
    const name = orderRefusalError('CONFIRM_RECEIVED', 'SECURITY_PASSWORD_REQUIRED');
    expect(name === null ? null : ERRORS[name].code).toBe('USER3011');
  });

  it("agrees with the domain's own refusal names (CANNOT_PAY is CANNOT_PAY_ORDER, ...)", () => {
    for (const { action, refusal } of observed) {
      if (!refusal.startsWith('CANNOT_') || action === 'DECLINE' || action === 'CANCEL_APPEAL') continue;
      expect(ORDER_ACTION_REFUSALS[action]).toBe(`${refusal}_ORDER`);
    }
  });
});
