// Merchant certification in the console (issue 24): customer service's queue of applications, the case
// with the trader's KYC and figures against the thresholds and the guarantee held, approving (an
// optional note), refusing and revoking (a reason required, sent with the call), and an appeal officer's
// compensation from a merchant's guarantee on an executed case. The API is the fetch stand-in.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STAFF, staffApi, envelope, type Answer } from '../../test/fetch';
import { renderApp, signIn } from '../../test/render';
import { ago, appealCase, deskApi } from '../appeals/appealFixtures';
import { APPLICATION_ID, merchantApi, merchantCase } from './merchantFixtures';

function open(
  path: string,
  api = merchantApi(),
  staff: (typeof STAFF)[keyof typeof STAFF] = STAFF.CUSTOMER_SERVICE,
) {
  signIn();
  const stub = staffApi(staff, api.routes);
  const view = renderApp(path);
  return { ...stub, view, api };
}

describe('the merchant applications queue', () => {
  it('lists the applications to review and opens one from its row', async () => {
    const { view, calls } = open('/users');
    const queue = await screen.findByTestId('merchant-queue');
    expect(await within(queue).findByText('#42')).toBeTruthy();
    expect(within(queue).getByText('500 / 500 MEC')).toBeTruthy();
    const list = calls.find((c) => c.path === '/api/admin/support/merchants');
    expect(list).toBeTruthy();
    fireEvent.click(within(queue).getByTestId(`merchant-open-${APPLICATION_ID}`));
    expect(await screen.findByTestId('merchant-case')).toBeTruthy();
    expect(view.router.state.location.search).toBe(`?merchant=${APPLICATION_ID}`);
  });
});

describe('a merchant application', () => {
  it("shows the trader's KYC, the figures when applied and now against the thresholds, and the guarantee", async () => {
    open(`/users?merchant=${APPLICATION_ID}`);
    expect((await screen.findByTestId('merchant-kyc')).textContent).toBe('Advanced');
    const figures = screen.getByTestId('merchant-figures');
    const orders = within(figures).getByText('Completed orders').closest('tr')!;
    expect(Array.from(orders.querySelectorAll('td')).map((td) => td.textContent)).toEqual([
      'Completed orders',
      '31',
      '31',
      '20',
    ]);
    const rate = within(figures).getByText('Completion rate').closest('tr')!;
    expect(Array.from(rate.querySelectorAll('td')).map((td) => td.textContent)).toEqual([
      'Completion rate',
      '96.8%',
      '96.9%',
      '90%',
    ]);
    expect(screen.getByTestId('merchant-guarantee').textContent).toBe('500 of 500 MEC held');
    expect(screen.getByTestId('merchant-status').textContent).toBe('To review');
  });

  it('approves with an optional note: the status and the certification follow the answer', async () => {
    const { api } = open(`/users?merchant=${APPLICATION_ID}`);
    fireEvent.click(await screen.findByTestId('merchant-approve'));
    fireEvent.change(await screen.findByTestId('merchant-approve-note'), {
      target: { value: ' Good record ' },
    });
    fireEvent.click(screen.getByTestId('merchant-approve-ok'));
    await waitFor(() => expect(screen.getByTestId('merchant-status').textContent).toBe('Approved'));
    expect(api.bodies).toEqual([{ decision: 'approve', body: { reason: 'Good record' } }]);
    expect(screen.getByTestId('merchant-revoke')).toBeTruthy();
    expect(screen.queryByTestId('merchant-approve')).toBeNull();
  });

  it('refuses only with a reason, which is sent and shown', async () => {
    const { api } = open(`/users?merchant=${APPLICATION_ID}`);
    fireEvent.click(await screen.findByTestId('merchant-refuse'));
    fireEvent.click(await screen.findByTestId('support-reason-ok'));
    expect(await screen.findByText('Give a reason of 1 to 255 characters')).toBeTruthy();
    expect(api.bodies).toEqual([]);
    fireEvent.change(screen.getByTestId('support-reason'), { target: { value: 'History unclear' } });
    fireEvent.click(screen.getByTestId('support-reason-ok'));
    await waitFor(() => expect(screen.getByTestId('merchant-status').textContent).toBe('Refused'));
    expect(screen.getByTestId('merchant-reason').textContent).toBe('History unclear');
    expect(api.bodies).toEqual([{ decision: 'refuse', body: { reason: 'History unclear' } }]);
  });

  it('revokes an approved merchant with a reason, after saying that fiat ads go offline and orders continue', async () => {
    const { api } = open(`/users?merchant=${APPLICATION_ID}`, merchantApi(merchantCase('APPROVED')));
    fireEvent.click(await screen.findByTestId('merchant-revoke'));
    expect(await screen.findByText(/fiat ads go offline at once; open orders continue/)).toBeTruthy();
    fireEvent.change(await screen.findByTestId('support-reason'), { target: { value: 'Complaints' } });
    fireEvent.click(screen.getByTestId('support-reason-ok'));
    await waitFor(() => expect(screen.getByTestId('merchant-status').textContent).toBe('Revoked'));
    expect(api.bodies).toEqual([{ decision: 'revoke', body: { reason: 'Complaints' } }]);
  });
});

describe('compensation from a guarantee on the appeal desk', () => {
  const executed = appealCase({}, { result: 'BUYER_WINS', stage: 'CLOSED', executedAt: ago(60_000) });

  function openCase(staff: (typeof STAFF)[keyof typeof STAFF]) {
    const desk = deskApi({ case: executed });
    const paid: unknown[] = [];
    const compensate: Answer = ({ init }) => {
      paid.push(JSON.parse(String(init.body)));
      return {
        body: envelope({
          id: '1',
          applicationId: '7',
          appealId: executed.appeal.id,
          orderId: executed.order.id,
          merchantId: '502',
          toUserId: '501',
          amount: '25',
          reason: 'Lost payment',
          staffId: 's-1',
          createdAt: new Date().toISOString(),
        }),
      };
    };
    signIn();
    staffApi(staff, {
      ...desk.routes,
      [`POST /api/admin/appeals/${executed.appeal.id}/compensate`]: compensate,
    });
    renderApp(`/appeals/${executed.appeal.id}`);
    return paid;
  }

  it('lets an appeal officer pay the counterparty from the certified merchant who lost (amount checked)', async () => {
    const paid = openCase(STAFF.APPEAL_OFFICER);
    const panel = await screen.findByTestId('compensation-panel');
    expect(within(panel).getByText(/certified merchant #502/)).toBeTruthy();
    fireEvent.change(within(panel).getByTestId('compensation-amount'), { target: { value: '0' } });
    fireEvent.change(within(panel).getByTestId('support-reason'), { target: { value: 'Lost payment' } });
    fireEvent.click(within(panel).getByTestId('compensation-pay'));
    expect(await within(panel).findByText('Enter an amount above 0 with at most 18 decimals')).toBeTruthy();
    fireEvent.change(within(panel).getByTestId('compensation-amount'), { target: { value: '25' } });
    fireEvent.click(within(panel).getByTestId('compensation-pay'));
    await waitFor(() => expect(paid).toEqual([{ amount: '25', reason: 'Lost payment' }]));
  });

  it('is not offered to customer service, who may not decide', async () => {
    openCase(STAFF.CUSTOMER_SERVICE);
    expect(await screen.findByTestId('case-heading')).toBeTruthy();
    expect(screen.queryByTestId('compensation-panel')).toBeNull();
  });
});
