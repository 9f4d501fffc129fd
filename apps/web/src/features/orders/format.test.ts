import type { OrderStatus } from '@p2p/contracts';
import { describe, expect, it } from 'vitest';
import {
  buttonActions,
  canAppeal,
  counterpart,
  currentStep,
  newPriceOf,
  orderProblem,
  progressSteps,
  takerSideOf,
  timedOutParty,
  whoseMove,
} from './format';
import { orderAnswer, orderEvent } from './ordersTestKit';

const event = orderEvent;

const LIMITS = {
  minAmount: '10',
  maxAmount: '500',
  minQuantity: '1',
  maxQuantity: '50',
  remainingQuantity: '45',
};

describe('progress steps (spec §4)', () => {
  it('a SELL ad: accepted and deposited (the ad’s escrow) at acceptance, then paid, received, on-chain confirmed', () => {
    const order = orderAnswer({
      status: 'COMPLETED',
      paidAt: '2026-11-25T10:06:00.000Z',
      confirmedAt: '2026-11-25T10:07:00.000Z',
      completedAt: '2026-11-25T10:09:00.000Z',
    });
    const steps = progressSteps(order);
    expect(steps.map((s) => [s.key, s.done, s.at])).toEqual([
      ['accepted', true, '2026-11-25T10:01:00.000Z'],
      ['deposited', true, '2026-11-25T10:01:00.000Z'],
      ['paid', true, '2026-11-25T10:06:00.000Z'],
      ['received', true, '2026-11-25T10:07:00.000Z'],
      ['chainConfirmed', true, '2026-11-25T10:09:00.000Z'],
    ]);
    expect(currentStep(order, steps)).toBe(-1);
  });

  it('a BUY ad waiting for the seller’s deposit: accepted done, deposit under way', () => {
    const order = orderAnswer({ type: 'BUY', status: 'WAIT_SELLER_DEPOSIT' });
    const steps = progressSteps(order);
    expect(steps.map((s) => s.done)).toEqual([true, false, false, false, false]);
    expect(currentStep(order, steps)).toBe(1);
  });

  it('a BUY ad takes the deposit’s time from the DEPOSIT_CONFIRMED event of the timeline', () => {
    const order = orderAnswer({ type: 'BUY', status: 'WAIT_BUYER_PAY' });
    const steps = progressSteps(order, [
      event({ action: 'DEPOSIT_CONFIRMED', createdAt: '2026-11-25T10:03:00.000Z' }),
    ]);
    expect(steps[1]).toEqual({ key: 'deposited', done: true, at: '2026-11-25T10:03:00.000Z' });
    expect(currentStep(order, steps)).toBe(2);
  });

  it('a BUY ad cancelled after the deposit shows the refund pending on-chain confirmation instead of the release', () => {
    const order = orderAnswer({
      type: 'BUY',
      status: 'CANCELLED',
      cancelledAt: '2026-11-25T10:20:00.000Z',
    });
    // The seller's deposit was confirmed, then the payment timeout's window ended (issue 25).
    const deposited = orderEvent({ action: 'DEPOSIT_CONFIRMED', createdAt: '2026-11-25T10:02:00.000Z' });
    const keys = progressSteps(order, [deposited]).map((s) => s.key);
    expect(keys).toEqual(['accepted', 'deposited', 'paid', 'refundPending']);
  });
});

describe('actions', () => {
  it('offers the buttons the order’s actions allow, in a fixed order, appeal as an entry of its own', () => {
    const order = orderAnswer({ actions: ['PAY', 'CANCEL', 'APPEAL'] });
    expect(buttonActions(order)).toEqual(['PAY', 'CANCEL']);
    expect(canAppeal(order)).toBe(true);
    expect(canAppeal(orderAnswer({ actions: ['PAY'] }))).toBe(false);
  });

  it('the buyer may appeal when the seller timed out confirming (spec §6)', () => {
    expect(timedOutParty(orderAnswer({ status: 'SELLER_CONFIRM_TIMEOUT', role: 'BUYER' }))).toBe('SELLER');
    expect(timedOutParty(orderAnswer({ status: 'SELLER_CONFIRM_TIMEOUT', role: 'SELLER' }))).toBeNull();
  });

  it('a SELL ad is bought from, a BUY ad sold to', () => {
    expect(takerSideOf({ type: 'SELL' })).toBe('BUY');
    expect(takerSideOf({ type: 'BUY' })).toBe('SELL');
  });
});

describe('the confirmation’s figures (no floats, cut not rounded)', () => {
  it('quantity = amount ÷ price and amount = quantity × price, cut to the pair’s scales', () => {
    const scales = { amount: 2, quantity: 4 };
    expect(counterpart('amount', '100', '3', scales)).toBe('33.3333');
    expect(counterpart('quantity', '0.3333', '3', scales)).toBe('0.99');
    expect(counterpart('amount', '', '3', scales)).toBeNull();
    expect(counterpart('amount', '1.', '3', scales)).toBeNull();
  });

  it('checks the ad’s per-order limits and what is left', () => {
    expect(orderProblem('50', '40', LIMITS)).toBeNull();
    expect(orderProblem('5', '4', LIMITS)).toEqual({ key: 'belowMin', limit: '10', unit: 'amount' });
    expect(orderProblem('600', '44', LIMITS)).toEqual({ key: 'aboveMax', limit: '500', unit: 'amount' });
    expect(orderProblem('460', '46', LIMITS)).toEqual({
      key: 'aboveRemaining',
      limit: '45',
      unit: 'quantity',
    });
    expect(orderProblem(null, null, LIMITS)).toEqual({ key: 'invalid' });
  });

  it('reads the new price a 5024 refusal carries', () => {
    expect(newPriceOf({ unitPrice: '1.30' })).toBe('1.30');
    expect(newPriceOf({ price: '2' })).toBe('2');
    expect(newPriceOf(null)).toBeNull();
    expect(newPriceOf({ unitPrice: 'x' })).toBeNull();
  });
});

describe('whose move an order waits for (issue 26)', () => {
  const order = (status: OrderStatus, role: 'BUYER' | 'SELLER', actions: string[] = []) => ({
    status,
    role,
    actions,
  });
  it("is the caller's with an action that moves the order on, or the seller's own deposit to make", () => {
    expect(whoseMove(order('WAIT_BUYER_PAY', 'BUYER', ['CANCEL', 'PAY']))).toBe('yourMove');
    expect(whoseMove(order('WAIT_SELLER_ACCEPT', 'SELLER', ['ACCEPT', 'DECLINE']))).toBe('yourMove');
    expect(whoseMove(order('WAIT_SELLER_CONFIRM', 'SELLER', ['CONFIRM_RECEIVED', 'APPEAL']))).toBe(
      'yourMove',
    );
    expect(whoseMove(order('WAIT_SELLER_DEPOSIT', 'SELLER', ['CANCEL']))).toBe('yourMove');
  });
  it("is the other party's, the chain's or the appeal desk's otherwise, and nobody's once finished", () => {
    expect(whoseMove(order('WAIT_BUYER_PAY', 'SELLER', ['APPEAL']))).toBe('theirMove');
    expect(whoseMove(order('WAIT_SELLER_DEPOSIT', 'BUYER', ['CANCEL']))).toBe('theirMove');
    expect(whoseMove(order('PENDING_CHAIN_CONFIRM', 'BUYER'))).toBe('chain');
    expect(whoseMove(order('CHAIN_CONFIRM_REVOKED', 'SELLER'))).toBe('chain');
    expect(whoseMove(order('IN_APPEAL', 'BUYER', ['CANCEL_APPEAL']))).toBe('appeal');
    expect(whoseMove(order('COMPLETED', 'BUYER'))).toBeNull();
    expect(whoseMove(order('CANCELLED', 'SELLER'))).toBeNull();
  });
});
