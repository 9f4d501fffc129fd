// An order's payouts on the appeal desk's case (issue 20: a release that failed for good): the payout's
// status, last error and transaction hash; for an administrator the re-queue behind a confirmation with
// remarks, the plain refusal when the payout or the order moved on (5018), and other staff who read the
// failure but get no button. The API is the fetch stand-in of test/fetch.ts.
import { AdminPayoutListAnswer, shapeProblems, type AdminPayoutDto } from '@p2p/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { canRequeuePayouts } from '../../access';
import { envelope, STAFF, staffApi, type Answer } from '../../test/fetch';
import { renderApp, signIn } from '../../test/render';
import { appealCase, deskApi } from '../appeals/appealFixtures';
import { ORDER, supportApi, TRADER_ID } from '../support/supportFixtures';

const PAYOUT_ID = '0b9c2a52-1f0e-4a63-9a53-0b7c3c1d9e11';
const HASH = `0x${'c'.repeat(64)}`;

function failedRelease(over: Partial<AdminPayoutDto> = {}): AdminPayoutDto {
  return {
    id: PAYOUT_ID,
    ref: 'order:9001:release',
    kind: 'RELEASE',
    status: 'FAILED',
    chain: 'ERC20',
    toAddress: `0x${'a'.repeat(40)}`,
    tokenAddress: `0x${'b'.repeat(40)}`,
    amount: '150.5',
    tokenId: null,
    txHash: HASH,
    txHashes: [HASH],
    lastError: `reverted: ${HASH}`,
    attempts: 2,
    confirmations: 3,
    createdAt: '2026-11-25T10:00:00.000Z',
    sentAt: '2026-11-25T10:00:01.000Z',
    confirmedAt: null,
    updatedAt: '2026-11-25T10:00:09.000Z',
    ...over,
  };
}

/** The case of an order whose release failed for good (the appeal decided for the buyer, then revoked). */
function openRevoked(
  staff: (typeof STAFF)[keyof typeof STAFF],
  requeue: Answer = { body: envelope(failedRelease({ status: 'QUEUED' })) },
) {
  signIn();
  const revoked = appealCase();
  const desk = deskApi({
    case: { ...revoked, order: { ...revoked.order, status: 'CHAIN_CONFIRM_REVOKED' } },
  });
  let list = [failedRelease()];
  const bodies: unknown[] = [];
  let reads = 0;
  staffApi(staff, {
    ...desk.routes,
    'GET /api/admin/orders/9001/payouts': () => {
      reads += 1;
      return { body: envelope(list) };
    },
    [`POST /api/admin/payouts/${PAYOUT_ID}/requeue`]: async (request) => {
      bodies.push(JSON.parse(String(request.init.body)));
      const answer = typeof requeue === 'function' ? await requeue(request) : requeue;
      if (!(answer instanceof Response) && (answer.status ?? 200) === 200)
        list = [failedRelease({ status: 'QUEUED' })];
      return answer;
    },
  });
  renderApp('/appeals/71');
  return { bodies, reads: () => reads };
}

describe("an order's payouts on the appeal desk (issue 20: a release that failed for good)", () => {
  it('answers fixtures that fit the contracts', () => {
    expect(shapeProblems(AdminPayoutListAnswer.node, [failedRelease()])).toEqual([]);
  });

  it("shows the failed release's status, last error and transaction hash", async () => {
    openRevoked(STAFF.ADMIN);
    const payout = await screen.findByTestId(`payout-${PAYOUT_ID}`);
    expect(within(payout).getByTestId('payout-status').textContent).toBe('Failed for good');
    expect(within(payout).getByTestId('payout-error').textContent).toBe(`reverted: ${HASH}`);
    expect(within(payout).getByTestId('payout-hashes').textContent).toContain(HASH);
    expect(payout.textContent).toContain('Release to the buyer');
    expect(within(payout).getByTestId('payout-failed-hint').textContent).toContain('owed to nobody');
  });

  it('re-queues behind a confirmation that wants remarks, then shows the payout queued (issue 20: admin re-queue button)', async () => {
    const api = openRevoked(STAFF.ADMIN);
    fireEvent.click(await screen.findByTestId('payout-requeue'));
    expect((await screen.findByTestId('requeue-body')).textContent).toContain('order:9001:release');
    fireEvent.click(screen.getByTestId('requeue-confirm'));
    expect(await screen.findByText('Write your remarks')).toBeTruthy();
    expect(api.bodies).toEqual([]);
    fireEvent.change(screen.getByTestId('requeue-remarks'), { target: { value: ' wallet topped up ' } });
    fireEvent.click(screen.getByTestId('requeue-confirm'));
    await waitFor(() => expect(api.bodies).toEqual([{ remarks: 'wallet topped up' }]));
    expect(await screen.findByText('Payout re-queued: it will be signed and sent again.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('payout-status').textContent).toBe('Queued'));
    expect(screen.queryByTestId('payout-requeue')).toBeNull();
  });

  it('says plainly when the re-queue is refused (5018) and reads the payouts again (issue 20: refusal message)', async () => {
    const api = openRevoked(STAFF.ADMIN, {
      status: 409,
      body: envelope(null, '5018', 'The order cannot be restored now'),
    });
    fireEvent.click(await screen.findByTestId('payout-requeue'));
    fireEvent.change(await screen.findByTestId('requeue-remarks'), { target: { value: 'try again' } });
    const readsBefore = api.reads();
    fireEvent.click(screen.getByTestId('requeue-confirm'));
    expect(
      await screen.findByText(
        'Not re-queued: the payout has not failed for good, or the order is no longer revoked. The view now shows their current state.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(api.reads()).toBeGreaterThan(readsBefore));
    await waitFor(() => expect(screen.queryByTestId('requeue-form')).toBeNull());
  });

  it.each([STAFF.APPEAL_OFFICER, STAFF.CUSTOMER_SERVICE])(
    '$role reads the failure but gets no re-queue button (issue 20: admin-only re-queue)',
    async (staff) => {
      expect(canRequeuePayouts(staff.role)).toBe(false);
      openRevoked(staff);
      const hint = await screen.findByTestId('payout-failed-hint');
      expect(hint.textContent).toContain('Only an administrator can re-queue');
      expect(screen.queryByTestId('payout-requeue')).toBeNull();
    },
  );

  it('offers no re-queue for a release that is still on its way', async () => {
    signIn();
    const desk = deskApi({ case: appealCase() });
    staffApi(STAFF.ADMIN, {
      ...desk.routes,
      'GET /api/admin/orders/9001/payouts': {
        body: envelope([failedRelease({ status: 'SENT', lastError: null, attempts: 1 })]),
      },
    });
    renderApp('/appeals/71');
    expect((await screen.findByTestId('payout-status')).textContent).toBe('Sent, confirming');
    expect(screen.queryByTestId('payout-failed-hint')).toBeNull();
    expect(canRequeuePayouts('ADMIN')).toBe(true);
  });
});

describe("an order's payouts in customer service (issue 20: a release that failed for good)", () => {
  it("opens under the order's row of a trader's orders, with the failure and no button for customer service", async () => {
    signIn();
    const api = supportApi();
    staffApi(STAFF.CUSTOMER_SERVICE, {
      ...api.routes,
      [`GET /api/admin/orders/${ORDER.id}/payouts`]: {
        body: envelope([failedRelease({ ref: `order:${ORDER.id}:release`, kind: 'REFUND' })]),
      },
    });
    renderApp(`/users?user=${TRADER_ID}&tab=orders`);
    const orders = await screen.findByTestId('support-orders');
    await within(orders).findByText(ORDER.id);
    fireEvent.click(within(orders).getByRole('button', { name: /expand/i }));
    const payout = await screen.findByTestId(`payout-${PAYOUT_ID}`);
    expect(payout.textContent).toContain('Refund to the seller');
    expect(within(payout).getByTestId('payout-status').textContent).toBe('Failed for good');
    expect(within(payout).getByTestId('payout-failed-hint').textContent).toContain(
      'Only an administrator can re-queue',
    );
  });
});
