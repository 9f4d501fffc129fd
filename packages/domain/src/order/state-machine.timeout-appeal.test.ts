/**
 * The payment timeout's appeal window (issue 25, spec §4: "when a party times out, the other party may
 * appeal"): when the payment window ends, the coin stays held while a buyer who paid may appeal and the
 * seller may still confirm; the order is cancelled, the quantity returned and the buyer charged only when
 * that window ends.
 */
import { availableActions } from './state-machine.js';
import { at, CONFIG, confirm, run } from './state-machine.fixture.js';
import type { OrderSnapshot } from './types.js';

const paying = (adType: 'SELL' | 'BUY'): OrderSnapshot =>
  ({ status: 'WAIT_BUYER_PAY', adType, adMode: 'MANUAL', deadline: at(CONFIG.payMinutes) }) as OrderSnapshot;
const window = CONFIG.timeoutAppealMinutes;

describe('the payment timeout appeal window (issue 25)', () => {
  it('the payment deadline holds the coin: BUYER_PAY_TIMEOUT with a deadline one appeal window later, nothing returned or charged yet', () => {
    const { order, results } = run(paying('SELL'), [[{ type: 'DEADLINE' }, 'SYSTEM', at(30)]]);
    expect(order.status).toBe('BUYER_PAY_TIMEOUT');
    expect(order.deadline).toEqual(at(30 + window));
    expect(results[0]!.effects.map((e) => e.kind)).toEqual(['SCHEDULE_DEADLINE', 'NOTIFY']);
  });

  it('a buyer who paid appeals within the window; the appeal resumes the window when withdrawn', () => {
    const { order, results } = run(paying('SELL'), [
      [{ type: 'DEADLINE' }, 'SYSTEM', at(30)],
      [{ type: 'APPEAL' }, 'BUYER', at(31)],
      [{ type: 'CANCEL_APPEAL' }, 'BUYER', at(40)],
    ]);
    expect(results[1]!.effects).toEqual(
      expect.arrayContaining([{ kind: 'OPEN_APPEAL', initiator: 'BUYER', resumeTo: 'BUYER_PAY_TIMEOUT' }]),
    );
    expect(order.status).toBe('BUYER_PAY_TIMEOUT');
    expect(order.deadline).toEqual(at(40 + window));
  });

  it('the buyer wins the appeal: the coin is released to the buyer', () => {
    const { order, results } = run(paying('SELL'), [
      [{ type: 'DEADLINE' }, 'SYSTEM', at(30)],
      [{ type: 'APPEAL' }, 'BUYER', at(31)],
      [{ type: 'APPEAL_DECIDED', winner: 'BUYER' }, 'SYSTEM', at(90)],
    ]);
    expect(order.status).toBe('PENDING_CHAIN_CONFIRM');
    expect(results[2]!.effects.map((e) => e.kind)).toContain('QUEUE_RELEASE');
  });

  it('the seller who sees the money confirms it within the window: the coin is released', () => {
    const { order, results } = run(paying('BUY'), [
      [{ type: 'DEADLINE' }, 'SYSTEM', at(30)],
      [confirm, 'SELLER', at(45)],
    ]);
    expect(order.status).toBe('PENDING_CHAIN_CONFIRM');
    expect(results[1]!.effects.map((e) => e.kind)).toEqual(['QUEUE_RELEASE', 'NOTIFY']);
  });

  it('the window ending cancels the order as the buyer’s timeout: the quantity back to the ad and the PAY_TIMEOUT credit', () => {
    const { order, results } = run(paying('SELL'), [
      [{ type: 'DEADLINE' }, 'SYSTEM', at(30)],
      [{ type: 'DEADLINE' }, 'SYSTEM', at(30 + window)],
    ]);
    expect(order.status).toBe('CANCELLED');
    expect(order.deadline).toBeNull();
    expect(results[1]!.effects).toEqual([
      { kind: 'RETURN_AD_QUANTITY' },
      { kind: 'CREDIT_PENALTY', who: 'BUYER', reason: 'PAY_TIMEOUT' },
      expect.objectContaining({ kind: 'NOTIFY' }),
    ]);
  });

  it('on a BUY ad the window ending also refunds the seller’s per-order deposit', () => {
    const { results } = run(paying('BUY'), [
      [{ type: 'DEADLINE' }, 'SYSTEM', at(30)],
      [{ type: 'DEADLINE' }, 'SYSTEM', at(30 + window)],
    ]);
    expect(results[1]!.effects.map((e) => e.kind)).toEqual([
      'RETURN_AD_QUANTITY',
      'REFUND_DEPOSIT',
      'CREDIT_PENALTY',
      'NOTIFY',
    ]);
  });

  it('in the window the buyer may only appeal and the seller only confirm; the buyer can no longer say "paid" or cancel', () => {
    const timedOut = { status: 'BUYER_PAY_TIMEOUT', adType: 'SELL', adMode: 'MANUAL' } as OrderSnapshot;
    expect(availableActions(timedOut, 'BUYER', at(31), CONFIG)).toEqual(['APPEAL']);
    expect(availableActions(timedOut, 'SELLER', at(31), CONFIG)).toEqual(['CONFIRM_RECEIVED']);
  });
});
