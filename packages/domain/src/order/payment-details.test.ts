import {
  PAYMENT_DETAILS_STATUSES,
  type PaymentDetailsFacts,
  paymentDetailsState,
  PaymentDetailsState as S,
} from './payment-details.js';
import type { AdMode, AdType } from './roles.js';
import { isFinal, ORDER_STATUSES, type OrderStatus } from './status.js';
import { TRANSITIONS } from './transitions.table.js';

/** An order as the table's moves leave it: where it stands and what happened to it on the way. */
interface Reached extends PaymentDetailsFacts {
  /** The buyer was asked to pay at some point (the order passed through WAIT_BUYER_PAY). */
  wasAskedToPay: boolean;
  resumeTo: OrderStatus | null;
}

const key = (r: Reached) =>
  `${r.type} ${r.status} ${r.accepted} ${r.deposited} ${r.wasAskedToPay} ${r.resumeTo}`;

/** Every (status, history) an order of `type` and `mode` can reach through the transition table. */
function reachable(type: AdType, mode: AdMode): Reached[] {
  const seen = new Map<string, Reached>();
  const queue: Reached[] = [];
  const visit = (r: Reached) => {
    if (seen.has(key(r))) return;
    seen.set(key(r), r);
    queue.push(r);
  };
  for (const row of TRANSITIONS) {
    if (row.from !== 'NEW' || row.when?.adType !== type || row.when?.adMode !== mode) continue;
    const to = row.to as OrderStatus;
    visit({
      type,
      status: to,
      accepted: mode === 'AUTO',
      deposited: false,
      wasAskedToPay: to === 'WAIT_BUYER_PAY',
      resumeTo: null,
    });
  }
  while (queue.length > 0) {
    const r = queue.shift()!;
    for (const row of TRANSITIONS) {
      if (row.from !== r.status || (row.when?.adType && row.when.adType !== type)) continue;
      const to = row.to === 'RESUME' ? r.resumeTo : row.to;
      if (to === null) continue;
      visit({
        type,
        status: to,
        accepted: r.accepted || row.action === 'ACCEPT',
        deposited: r.deposited || row.action === 'DEPOSIT_CONFIRMED',
        wasAskedToPay: r.wasAskedToPay || to === 'WAIT_BUYER_PAY',
        resumeTo: to === 'IN_APPEAL' ? r.status : r.resumeTo,
      });
    }
  }
  return [...seen.values()];
}

const histories = (['SELL', 'BUY'] as const).flatMap((type) =>
  (['MANUAL', 'AUTO'] as const).flatMap((mode) => reachable(type, mode)),
);

describe("the seller's payment details on an order (issue 22: a cancelled order shows the seller's payment account)", () => {
  it('the walk reaches every status with its possible histories', () => {
    expect(new Set(histories.map((h) => h.status))).toEqual(new Set(ORDER_STATUSES));
    expect(histories.length).toBeGreaterThan(20);
  });

  it('the buyer sees them exactly while they have a payment to make or to prove, from acceptance until the order ends and during an appeal (issue 22: payment details only while the buyer has a payment to make or prove)', () => {
    for (const h of histories) {
      const shown = paymentDetailsState(h, 'BUYER') === S.SHOWN;
      expect([key(h), shown]).toEqual([key(h), h.wasAskedToPay && !isFinal(h.status)]);
    }
    expect(
      histories.some((h) => h.status === 'IN_APPEAL' && paymentDetailsState(h, 'BUYER') === S.SHOWN),
    ).toBe(true);
  });

  it('never on an order cancelled, rejected or expired before acceptance, and the answer says so (issue 22: never on an order cancelled or rejected before acceptance)', () => {
    const neverDue = histories.filter((h) => isFinal(h.status) && !h.wasAskedToPay);
    expect(new Set(neverDue.map((h) => h.status))).toEqual(
      new Set(['CANCELLED', 'REJECTED', 'BUYER_ACCEPT_EXPIRED', 'SELLER_DEPOSIT_TIMEOUT']),
    );
    for (const h of neverDue)
      expect([key(h), paymentDetailsState(h, 'BUYER')]).toEqual([key(h), S.NEVER_DUE]);
    for (const h of histories.filter((x) => isFinal(x.status) && x.wasAskedToPay))
      expect([key(h), paymentDetailsState(h, 'BUYER')]).toEqual([key(h), S.ENDED]);
  });

  it('says why while the order waits: for acceptance, or (BUY ads) for the seller’s deposit', () => {
    const sell = { type: 'SELL', accepted: false, deposited: false } as const;
    expect(paymentDetailsState({ ...sell, status: 'WAIT_SELLER_ACCEPT' }, 'BUYER')).toBe(S.NOT_ACCEPTED);
    const buy = { type: 'BUY', deposited: false } as const;
    expect(paymentDetailsState({ ...buy, status: 'WAIT_BUYER_ACCEPT', accepted: false }, 'BUYER')).toBe(
      S.NOT_ACCEPTED,
    );
    expect(paymentDetailsState({ ...buy, status: 'WAIT_SELLER_DEPOSIT', accepted: true }, 'BUYER')).toBe(
      S.NOT_DEPOSITED,
    );
  });

  it('a status alone is not enough: an order in a paying status with no acceptance on record stays hidden (issue 22: decided by status and history)', () => {
    expect(
      paymentDetailsState(
        { type: 'SELL', status: 'WAIT_BUYER_PAY', accepted: false, deposited: false },
        'BUYER',
      ),
    ).toBe(S.NOT_ACCEPTED);
    expect(
      paymentDetailsState({ type: 'BUY', status: 'IN_APPEAL', accepted: true, deposited: false }, 'BUYER'),
    ).toBe(S.NOT_DEPOSITED);
  });

  it('the seller always sees their own details', () => {
    for (const h of histories) expect(paymentDetailsState(h, 'SELLER')).toBe(S.SHOWN);
  });

  it('PAYMENT_DETAILS_STATUSES lists the statuses in which the buyer can see them', () => {
    const shownIn = new Set(
      histories.filter((h) => paymentDetailsState(h, 'BUYER') === S.SHOWN).map((h) => h.status),
    );
    expect(new Set(PAYMENT_DETAILS_STATUSES)).toEqual(shownIn);
  });
});
