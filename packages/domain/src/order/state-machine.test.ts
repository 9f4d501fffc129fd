/**
 * Every (state, action, actor) pair — the 15 statuses plus the 'NEW' pseudo-state, × every action, × every
 * actor — for every ad type (and mode, and appeal initiator) the state can occur with: allowed pairs must
 * match their row of transitions.table.ts exactly, all other pairs must be refused with the action's code.
 */
import { ORDER_ACTION_TYPES, type OrderAction, type OrderActionType } from './actions.js';
import type { OrderTimeouts } from './deadlines.js';
import type { Effect } from './effects.js';
import { ACTORS, type Actor, AD_MODES, AD_TYPES, type AdType } from './roles.js';
import { transition } from './state-machine.js';
import { ORDER_STATUSES, type OrderState, type OrderStatus } from './status.js';
import { EXPECTED_REFUSAL, TRANSITIONS, type TransitionRow } from './transitions.table.js';
import type { AppealSnapshot, OrderSnapshot } from './types.js';

const NOW = new Date('2030-01-01T00:00:00.000Z');
const CONFIG: OrderTimeouts = {
  acceptMinutes: 11,
  depositMinutes: 22,
  payMinutes: 33,
  confirmMinutes: 44,
  appealEscalationMinutes: 55,
  timeoutAppealMinutes: 57,
  appealExecutionDelayMinutes: 66,
};
const MINUTES = { accept: 11, deposit: 22, pay: 33, confirm: 44, escalation: 55, timeoutAppeal: 57 } as const;
const RESUME_WINDOW = {
  WAIT_SELLER_CONFIRM: 'confirm',
  SELLER_CONFIRM_TIMEOUT: 'escalation',
  BUYER_PAY_TIMEOUT: 'timeoutAppeal',
} as const;

/** Statuses an order can never be in, by ad type (SELL ads skip acceptance by the buyer and the deposit). */
const IMPOSSIBLE: Record<AdType, OrderStatus[]> = {
  SELL: ['WAIT_BUYER_ACCEPT', 'WAIT_SELLER_DEPOSIT', 'SELLER_DEPOSIT_TIMEOUT', 'BUYER_ACCEPT_EXPIRED'],
  BUY: ['WAIT_SELLER_ACCEPT'],
};

/** The appeals an order can be under: buyer or seller before the timeout, buyer or system after it. */
const APPEALS: AppealSnapshot[] = [
  { initiator: 'BUYER', resumeTo: 'WAIT_SELLER_CONFIRM' },
  { initiator: 'SELLER', resumeTo: 'WAIT_SELLER_CONFIRM' },
  { initiator: 'BUYER', resumeTo: 'SELLER_CONFIRM_TIMEOUT' },
  { initiator: 'SYSTEM', resumeTo: 'SELLER_CONFIRM_TIMEOUT' },
];

interface Context {
  label: string;
  order: OrderSnapshot;
}

function contexts(): Context[] {
  const list: Context[] = [];
  for (const adType of AD_TYPES) {
    for (const adMode of AD_MODES) {
      list.push({ label: `${adType} ad, ${adMode}`, order: { status: 'NEW', adType, adMode } });
    }
    for (const status of ORDER_STATUSES) {
      if (IMPOSSIBLE[adType].includes(status)) continue;
      if (status === 'IN_APPEAL') {
        for (const appeal of APPEALS) {
          list.push({
            label: `${adType} ad, appeal by ${appeal.initiator} from ${appeal.resumeTo}`,
            order: { status, adType, adMode: 'MANUAL', appeal },
          });
        }
      } else {
        list.push({ label: `${adType} ad`, order: { status, adType, adMode: 'MANUAL' } });
      }
    }
  }
  return list;
}

function actionsOf(type: OrderActionType): OrderAction[] {
  if (type === 'CONFIRM_RECEIVED') return [{ type, securityPasswordVerified: true }];
  if (type === 'APPEAL_DECIDED')
    return [
      { type, winner: 'BUYER' },
      { type, winner: 'SELLER' },
    ];
  return [{ type } as OrderAction];
}

function describeAction(action: OrderAction): string {
  return action.type === 'APPEAL_DECIDED' ? `APPEAL_DECIDED(${action.winner} wins)` : action.type;
}

function matches(row: TransitionRow, ctx: Context, action: OrderAction, actor: Actor): boolean {
  const w = row.when ?? {};
  return (
    row.from === ctx.order.status &&
    row.action === action.type &&
    row.actor === actor &&
    (w.adType === undefined || w.adType === ctx.order.adType) &&
    (w.adMode === undefined || w.adMode === ctx.order.adMode) &&
    (w.appealBy === undefined || w.appealBy === ctx.order.appeal?.initiator) &&
    (w.winner === undefined || (action.type === 'APPEAL_DECIDED' && w.winner === action.winner))
  );
}

function expectedOutcome(row: TransitionRow, ctx: Context) {
  const resumeTo = ctx.order.appeal?.resumeTo;
  const to = row.to === 'RESUME' ? resumeTo! : row.to;
  const window = row.window === 'RESUME' ? RESUME_WINDOW[resumeTo!] : row.window;
  const deadline = window === null ? null : new Date(NOW.getTime() + MINUTES[window] * 60_000);
  const effects: Effect[] = [...row.effects];
  if (deadline !== null) {
    const fires = to === 'SELLER_CONFIRM_TIMEOUT' ? 'ESCALATION_DEADLINE' : 'DEADLINE';
    effects.push({ kind: 'SCHEDULE_DEADLINE', at: deadline, fires });
  }
  effects.push(
    row.action === 'PLACE'
      ? { kind: 'NOTIFY', to: [ctx.order.adType === 'SELL' ? 'SELLER' : 'BUYER'], event: 'NEW_ORDER' }
      : { kind: 'NOTIFY', to: ['BUYER', 'SELLER'], event: 'ORDER_STATUS_CHANGE' },
  );
  return { ok: true, from: ctx.order.status, to, effects, deadline };
}

interface Case {
  name: string;
  ctx: Context;
  action: OrderAction;
  actor: Actor;
  row: TransitionRow | undefined;
}

const cases: Case[] = [];
const rowsUsed = new Set<TransitionRow>();
const pairsCovered = new Set<string>();
for (const ctx of contexts()) {
  for (const type of ORDER_ACTION_TYPES) {
    for (const action of actionsOf(type)) {
      for (const actor of ACTORS) {
        const found = TRANSITIONS.filter((row) => matches(row, ctx, action, actor));
        if (found.length > 1)
          throw new Error(`ambiguous table rows for ${ctx.label} ${ctx.order.status} ${type} ${actor}`);
        const row = found[0];
        if (row) rowsUsed.add(row);
        pairsCovered.add(`${ctx.order.status}|${type}|${actor}`);
        const what = describeAction(action);
        const name = row
          ? `[${ctx.label}] ${ctx.order.status} + ${what} by ${actor} -> ${row.to === 'RESUME' ? ctx.order.appeal!.resumeTo : row.to}`
          : `[${ctx.label}] refuses ${what} by ${actor} in ${ctx.order.status} (${EXPECTED_REFUSAL[type]})`;
        cases.push({ name, ctx, action, actor, row });
      }
    }
  }
}

describe('order state machine: every (state, action, actor) pair', () => {
  it.each(cases)('$name', ({ ctx, action, actor, row }) => {
    const result = transition(ctx.order, action, actor, NOW, CONFIG);
    if (row) {
      expect(result).toEqual(expectedOutcome(row, ctx));
    } else {
      expect(result).toEqual({ ok: false, error: EXPECTED_REFUSAL[action.type] });
    }
  });

  it('covers all 16 states x 16 actions x 3 actors = 768 pairs', () => {
    const states: OrderState[] = ['NEW', ...ORDER_STATUSES];
    expect(states).toHaveLength(16);
    expect(ORDER_ACTION_TYPES).toHaveLength(16);
    for (const state of states) {
      for (const type of ORDER_ACTION_TYPES) {
        for (const actor of ACTORS) expect(pairsCovered.has(`${state}|${type}|${actor}`)).toBe(true);
      }
    }
    expect(pairsCovered.size).toBe(768);
  });

  it('exercises every row of the transition table', () => {
    expect(TRANSITIONS.filter((row) => !rowsUsed.has(row))).toEqual([]);
  });

  it.each(
    (Object.keys(IMPOSSIBLE) as AdType[]).flatMap((adType) =>
      IMPOSSIBLE[adType].map((status) => ({ adType, status })),
    ),
  )(
    'refuses every action on a $adType ad order in $status (a status that ad type never reaches)',
    ({ adType, status }) => {
      for (const type of ORDER_ACTION_TYPES) {
        for (const action of actionsOf(type)) {
          for (const actor of ACTORS) {
            const order: OrderSnapshot = {
              status,
              adType,
              adMode: 'MANUAL',
              appeal: { initiator: 'BUYER', resumeTo: 'WAIT_SELLER_CONFIRM' },
            };
            expect(transition(order, action, actor, NOW, CONFIG)).toEqual({
              ok: false,
              error: EXPECTED_REFUSAL[type],
            });
          }
        }
      }
    },
  );

  it('the ad mode only matters when placing: every pair gives the same result on an AUTO ad', () => {
    for (const ctx of contexts().filter((c) => c.order.status !== 'NEW')) {
      for (const type of ORDER_ACTION_TYPES) {
        for (const action of actionsOf(type)) {
          for (const actor of ACTORS) {
            const auto = transition({ ...ctx.order, adMode: 'AUTO' }, action, actor, NOW, CONFIG);
            expect(auto).toEqual(transition(ctx.order, action, actor, NOW, CONFIG));
          }
        }
      }
    }
  });
});
