/** Deadlines, paused timers, restore with a fresh deadline and guards. */
import type { OrderAction } from './actions.js';
import { transition } from './state-machine.js';
import { at, CONFIG, confirm, ok, run, T0 } from './state-machine.fixture.js';
import type { OrderSnapshot } from './types.js';

describe('deadlines', () => {
  it('PLACE on a manual ad sets the acceptance deadline (now + acceptMinutes)', () => {
    const r = ok(
      transition({ status: 'NEW', adType: 'SELL', adMode: 'MANUAL' }, { type: 'PLACE' }, 'BUYER', T0, CONFIG),
    );
    expect(r.deadline).toEqual(at(10));
    expect(r.effects).toContainEqual({ kind: 'SCHEDULE_DEADLINE', at: at(10), fires: 'DEADLINE' });
  });

  it('PLACE on an AUTO SELL ad goes straight to WAIT_BUYER_PAY with the ad own payment window', () => {
    const order: OrderSnapshot = { status: 'NEW', adType: 'SELL', adMode: 'AUTO', payMinutes: 7 };
    const r = ok(transition(order, { type: 'PLACE' }, 'BUYER', T0, CONFIG));
    expect([r.to, r.deadline]).toEqual(['WAIT_BUYER_PAY', at(7)]);
  });

  it('PLACE on an AUTO BUY ad goes straight to WAIT_SELLER_DEPOSIT with the deposit window', () => {
    const r = ok(
      transition({ status: 'NEW', adType: 'BUY', adMode: 'AUTO' }, { type: 'PLACE' }, 'SELLER', T0, CONFIG),
    );
    expect([r.to, r.deadline]).toEqual(['WAIT_SELLER_DEPOSIT', at(20)]);
  });

  it('uses the per-ad payMinutes for WAIT_BUYER_PAY when the ad has one', () => {
    const order: OrderSnapshot = {
      status: 'WAIT_SELLER_ACCEPT',
      adType: 'SELL',
      adMode: 'MANUAL',
      payMinutes: 5,
    };
    expect(ok(transition(order, { type: 'ACCEPT' }, 'SELLER', T0, CONFIG)).deadline).toEqual(at(5));
    const deposit: OrderSnapshot = {
      status: 'WAIT_SELLER_DEPOSIT',
      adType: 'BUY',
      adMode: 'MANUAL',
      payMinutes: 9,
    };
    expect(ok(transition(deposit, { type: 'DEPOSIT_CONFIRMED' }, 'SYSTEM', T0, CONFIG)).deadline).toEqual(
      at(9),
    );
  });

  it.each([null, undefined, 0, -5, Number.NaN, Number.POSITIVE_INFINITY])(
    'falls back to the configured payMinutes when the ad payMinutes is %p',
    (payMinutes) => {
      const order: OrderSnapshot = {
        status: 'WAIT_SELLER_ACCEPT',
        adType: 'SELL',
        adMode: 'MANUAL',
        payMinutes,
      };
      expect(ok(transition(order, { type: 'ACCEPT' }, 'SELLER', T0, CONFIG)).deadline).toEqual(at(30));
    },
  );

  it('PAY sets the confirmation deadline (now + confirmMinutes)', () => {
    const order: OrderSnapshot = { status: 'WAIT_BUYER_PAY', adType: 'SELL', adMode: 'MANUAL' };
    expect(ok(transition(order, { type: 'PAY' }, 'BUYER', T0, CONFIG)).deadline).toEqual(at(40));
  });

  it('SELLER_CONFIRM_TIMEOUT schedules the escalation deadline, which fires ESCALATION_DEADLINE', () => {
    const order: OrderSnapshot = { status: 'WAIT_SELLER_CONFIRM', adType: 'BUY', adMode: 'MANUAL' };
    const r = ok(transition(order, { type: 'DEADLINE' }, 'SYSTEM', T0, CONFIG));
    expect(r.deadline).toEqual(at(50));
    expect(r.effects).toContainEqual({ kind: 'SCHEDULE_DEADLINE', at: at(50), fires: 'ESCALATION_DEADLINE' });
  });

  it('final, chain and appeal states have no deadline and schedule nothing', () => {
    const order: OrderSnapshot = { status: 'WAIT_SELLER_CONFIRM', adType: 'SELL', adMode: 'MANUAL' };
    for (const [action, actor] of [
      [confirm, 'SELLER'],
      [{ type: 'APPEAL' }, 'BUYER'],
    ] as const) {
      const r = ok(transition(order, action, actor, T0, CONFIG));
      expect(r.deadline).toBeNull();
      expect(r.effects.some((e) => e.kind === 'SCHEDULE_DEADLINE')).toBe(false);
    }
  });

  it('refuses a DEADLINE fired before the deadline stored on the order (DEADLINE_NOT_REACHED)', () => {
    const order: OrderSnapshot = {
      status: 'WAIT_BUYER_PAY',
      adType: 'SELL',
      adMode: 'MANUAL',
      deadline: at(30),
    };
    expect(transition(order, { type: 'DEADLINE' }, 'SYSTEM', at(29), CONFIG)).toEqual({
      ok: false,
      error: 'DEADLINE_NOT_REACHED',
    });
    expect(ok(transition(order, { type: 'DEADLINE' }, 'SYSTEM', at(30), CONFIG)).to).toBe(
      'BUYER_PAY_TIMEOUT',
    );
    expect(ok(transition(order, { type: 'DEADLINE' }, 'SYSTEM', at(31), CONFIG)).to).toBe(
      'BUYER_PAY_TIMEOUT',
    );
  });

  it('refuses an early ESCALATION_DEADLINE the same way', () => {
    const order: OrderSnapshot = {
      status: 'SELLER_CONFIRM_TIMEOUT',
      adType: 'SELL',
      adMode: 'MANUAL',
      deadline: at(50),
    };
    expect(transition(order, { type: 'ESCALATION_DEADLINE' }, 'SYSTEM', at(49), CONFIG)).toEqual({
      ok: false,
      error: 'DEADLINE_NOT_REACHED',
    });
    expect(ok(transition(order, { type: 'ESCALATION_DEADLINE' }, 'SYSTEM', at(50), CONFIG)).to).toBe(
      'IN_APPEAL',
    );
  });

  it('a DEADLINE in a status without that timer is INVALID_TRANSITION, even before the stored deadline', () => {
    const order: OrderSnapshot = {
      status: 'SELLER_CONFIRM_TIMEOUT',
      adType: 'SELL',
      adMode: 'MANUAL',
      deadline: at(50),
    };
    expect(transition(order, { type: 'DEADLINE' }, 'SYSTEM', at(1), CONFIG)).toEqual({
      ok: false,
      error: 'INVALID_TRANSITION',
    });
  });
});

describe('appeals pause timers and restore with a fresh deadline', () => {
  const confirming: OrderSnapshot = {
    status: 'WAIT_SELLER_CONFIRM',
    adType: 'SELL',
    adMode: 'MANUAL',
    deadline: at(40),
  };

  it('IN_APPEAL pauses timers: the appeal clears the deadline', () => {
    const r = ok(transition(confirming, { type: 'APPEAL' }, 'BUYER', at(5), CONFIG));
    expect([r.to, r.deadline]).toEqual(['IN_APPEAL', null]);
  });

  it('IN_APPEAL pauses timers: a DEADLINE fired after the old deadline is refused', () => {
    const { order } = run(confirming, [[{ type: 'APPEAL' }, 'SELLER', at(5)]]);
    const stale = { ...order, deadline: at(40) };
    expect(transition(stale, { type: 'DEADLINE' }, 'SYSTEM', at(41), CONFIG)).toEqual({
      ok: false,
      error: 'INVALID_TRANSITION',
    });
    expect(transition(stale, { type: 'ESCALATION_DEADLINE' }, 'SYSTEM', at(999), CONFIG)).toEqual({
      ok: false,
      error: 'INVALID_TRANSITION',
    });
  });

  it('CANCEL_APPEAL by the initiator restores WAIT_SELLER_CONFIRM with a fresh deadline from the cancel time', () => {
    const { order, results } = run(confirming, [
      [{ type: 'APPEAL' }, 'BUYER', at(5)],
      [{ type: 'CANCEL_APPEAL' }, 'BUYER', at(100)],
    ]);
    expect(order.status).toBe('WAIT_SELLER_CONFIRM');
    expect(results[1]!.deadline).toEqual(at(140));
    expect(results[1]!.effects).toContainEqual({ kind: 'SCHEDULE_DEADLINE', at: at(140), fires: 'DEADLINE' });
  });

  it('a stale timer of the old deadline is refused after the restore (DEADLINE_NOT_REACHED)', () => {
    const { order } = run(confirming, [
      [{ type: 'APPEAL' }, 'BUYER', at(5)],
      [{ type: 'CANCEL_APPEAL' }, 'BUYER', at(20)],
    ]);
    expect(order.deadline).toEqual(at(60));
    expect(transition(order, { type: 'DEADLINE' }, 'SYSTEM', at(40), CONFIG)).toEqual({
      ok: false,
      error: 'DEADLINE_NOT_REACHED',
    });
  });

  it('RECOVER of a system-opened appeal restores SELLER_CONFIRM_TIMEOUT with a fresh escalation deadline', () => {
    const timedOut: OrderSnapshot = {
      status: 'SELLER_CONFIRM_TIMEOUT',
      adType: 'BUY',
      adMode: 'MANUAL',
      deadline: at(50),
    };
    const { order, results } = run(timedOut, [
      [{ type: 'ESCALATION_DEADLINE' }, 'SYSTEM', at(50)],
      [{ type: 'RECOVER' }, 'SYSTEM', at(200)],
    ]);
    expect(results[0]!.effects).toContainEqual({
      kind: 'OPEN_APPEAL',
      initiator: 'SYSTEM',
      resumeTo: 'SELLER_CONFIRM_TIMEOUT',
    });
    expect([order.status, order.deadline]).toEqual(['SELLER_CONFIRM_TIMEOUT', at(250)]);
    expect(results[1]!.effects).toContainEqual({ kind: 'CLOSE_APPEAL', result: 'REJECTED' });
  });

  it('refuses CANCEL_APPEAL by SELLER when the BUYER opened the appeal (5xxx cannot appeal)', () => {
    const { order } = run(confirming, [[{ type: 'APPEAL' }, 'BUYER', at(5)]]);
    expect(transition(order, { type: 'CANCEL_APPEAL' }, 'SELLER', at(6), CONFIG)).toEqual({
      ok: false,
      error: 'CANNOT_APPEAL',
    });
  });

  it('refuses to withdraw or recover an appeal the snapshot does not describe', () => {
    const order: OrderSnapshot = { status: 'IN_APPEAL', adType: 'SELL', adMode: 'MANUAL', appeal: null };
    expect(transition(order, { type: 'CANCEL_APPEAL' }, 'BUYER', T0, CONFIG)).toEqual({
      ok: false,
      error: 'CANNOT_APPEAL',
    });
    expect(transition(order, { type: 'RECOVER' }, 'SYSTEM', T0, CONFIG)).toEqual({
      ok: false,
      error: 'INVALID_TRANSITION',
    });
    expect(ok(transition(order, { type: 'APPEAL_DECIDED', winner: 'BUYER' }, 'SYSTEM', T0, CONFIG)).to).toBe(
      'PENDING_CHAIN_CONFIRM',
    );
  });

  it('a malicious appeal loser loses the whole score (APPEAL_LOST_PENALTY malicious)', () => {
    const order: OrderSnapshot = { status: 'IN_APPEAL', adType: 'SELL', adMode: 'MANUAL' };
    const r = ok(
      transition(order, { type: 'APPEAL_DECIDED', winner: 'SELLER', malicious: true }, 'SYSTEM', T0, CONFIG),
    );
    expect(r.effects).toContainEqual({ kind: 'APPEAL_LOST_PENALTY', who: 'BUYER', malicious: true });
  });
});

describe('guards', () => {
  const confirming: OrderSnapshot = { status: 'WAIT_SELLER_CONFIRM', adType: 'SELL', adMode: 'MANUAL' };
  const unverified: OrderAction = { type: 'CONFIRM_RECEIVED', securityPasswordVerified: false };

  it('refuses CONFIRM_RECEIVED without a verified security password (SECURITY_PASSWORD_REQUIRED)', () => {
    expect(transition(confirming, unverified, 'SELLER', T0, CONFIG)).toEqual({
      ok: false,
      error: 'SECURITY_PASSWORD_REQUIRED',
    });
    const timedOut: OrderSnapshot = { ...confirming, status: 'SELLER_CONFIRM_TIMEOUT' };
    expect(transition(timedOut, unverified, 'SELLER', T0, CONFIG)).toEqual({
      ok: false,
      error: 'SECURITY_PASSWORD_REQUIRED',
    });
  });

  it('a CONFIRM_RECEIVED not allowed at all is CANNOT_CONFIRM, password or not', () => {
    expect(transition(confirming, unverified, 'BUYER', T0, CONFIG)).toEqual({
      ok: false,
      error: 'CANNOT_CONFIRM',
    });
    const paying: OrderSnapshot = { ...confirming, status: 'WAIT_BUYER_PAY' };
    expect(transition(paying, unverified, 'SELLER', T0, CONFIG)).toEqual({
      ok: false,
      error: 'CANNOT_CONFIRM',
    });
  });

  it('is pure: does not change its inputs and answers the same twice', () => {
    const order: OrderSnapshot = {
      status: 'WAIT_BUYER_PAY',
      adType: 'BUY',
      adMode: 'MANUAL',
      deadline: at(1),
    };
    const copy = structuredClone(order);
    const now = at(2);
    const first = transition(order, { type: 'PAY' }, 'BUYER', now, CONFIG);
    expect(order).toEqual(copy);
    expect(now).toEqual(at(2));
    expect(transition(order, { type: 'PAY' }, 'BUYER', now, CONFIG)).toEqual(first);
    expect(ok(first).deadline).not.toBe(now);
  });
});
