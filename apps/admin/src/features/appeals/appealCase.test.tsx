// /appeals/:id (issue 13, appeal desk): the case (order, timeline with the hash chain's verdict, the whole
// chat with images read with the staff token, the evidence, both parties' credit and history), the
// decision behind a confirmation, the pending execution and its cancellation within the delay, the plain
// refusal when another officer decided first (5003), and who may decide (access.ts: customer service
// reads only). The API is the fetch stand-in of test/fetch.ts answering fixtures typed by the contracts.
import { AdminAppealCaseAnswer, shapeProblems } from '@p2p/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { canDecideAppeals } from '../../access';
import { envelope, STAFF, staffApi } from '../../test/fetch';
import { renderApp, signIn } from '../../test/render';
import { appealCase, decided, deskApi } from './appealFixtures';
import { loadAntdLocale } from '../../i18n/antdLocale';

// jsdom has no URL.createObjectURL (uploads are shown from blob URLs): a stand-in for these tests.
const jsdomUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
let blobs = 0;
beforeAll(() => {
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => `blob:desk-${blob.size}-${++blobs}`,
    revokeObjectURL: () => undefined,
  });
});
afterAll(() => {
  Object.assign(URL, jsdomUrl);
});

function openCase(
  staff: (typeof STAFF)[keyof typeof STAFF],
  desk = deskApi({ case: appealCase() }),
  lang?: 'zh_TW',
) {
  signIn();
  const { calls } = staffApi(staff, desk.routes);
  const view = renderApp('/appeals/71', lang ? { lang } : {});
  return { ...view, calls, desk };
}

async function decide(decision: string, remarks: string) {
  fireEvent.click(within(await screen.findByTestId('decision-form')).getByText(decision));
  fireEvent.change(screen.getByTestId('decision-remarks'), { target: { value: remarks } });
  fireEvent.click(screen.getByTestId('decision-submit'));
  fireEvent.click(await screen.findByTestId('decide-confirm'));
}

describe('an appeal case', () => {
  it('answers fixtures that fit the contracts (the case answer)', () => {
    expect(shapeProblems(AdminAppealCaseAnswer.node, appealCase())).toEqual([]);
    expect(shapeProblems(AdminAppealCaseAnswer.node, decided(appealCase(), 'BUYER_WINS', 'ok'))).toEqual([]);
  });

  it('shows the appeal, the order and its status before the appeal', async () => {
    openCase(STAFF.APPEAL_OFFICER);
    expect((await screen.findByTestId('case-heading')).textContent).toBe('Case #71');
    const appeal = screen.getByTestId('case-appeal');
    expect(appeal.textContent).toContain('Other');
    expect(appeal.textContent).toContain('Paid by bank, the seller says nothing arrived.');
    expect(screen.getByTestId('case-result').textContent).toBe('Pending');
    const order = screen.getByTestId('case-order');
    expect(order.textContent).toContain('9001');
    expect(order.textContent).toContain('150.5 USDT');
    expect(screen.getByTestId('case-order-status').textContent).toBe(
      'Under appeal (Before the appeal: Waiting for the seller to confirm payment)',
    );
    expect(screen.getByTestId('case-filed').textContent).toMatch(/by Buyer · age 3h 5m$/);
    expect(screen.getByTestId('case-sla').getAttribute('data-level')).toBe('ok');
  });

  it('shows the timeline with the hash chain verified and its head', async () => {
    openCase(STAFF.APPEAL_OFFICER);
    const verdict = await screen.findByTestId('chain-verdict');
    expect(verdict.getAttribute('data-valid')).toBe('true');
    expect(verdict.textContent).toContain('Hash chain verified');
    expect(verdict.textContent).toContain(`Chain head ${'4'.repeat(16)}`);
    const timeline = screen.getByTestId('case-timeline');
    expect(within(timeline).getByTestId('event-4').textContent).toContain('Under appeal');
    expect(within(timeline).getByTestId('event-4').textContent).toContain(
      'Timers paused while the appeal is open',
    );
    expect(within(timeline).getByTestId('event-2').textContent).toContain('by Seller (502)');
  });

  it('says plainly where a broken hash chain breaks and marks the steps from there', async () => {
    openCase(STAFF.APPEAL_OFFICER, deskApi({ case: appealCase({ chainValid: false, chainBrokenAt: 3 }) }));
    const verdict = await screen.findByTestId('chain-verdict');
    expect(verdict.getAttribute('data-valid')).toBe('false');
    expect(verdict.textContent).toContain('Hash chain broken at step 3');
    expect(screen.getByTestId('event-2').getAttribute('data-broken')).toBe('false');
    expect(screen.getByTestId('event-3').getAttribute('data-broken')).toBe('true');
  });

  it('shows the whole chat, its images and the evidence read with the staff token into blob URLs, each item with who gave it and when (issue 25)', async () => {
    const { calls } = openCase(STAFF.APPEAL_OFFICER);
    const chat = await screen.findByTestId('case-chat');
    expect(within(chat).getByTestId('chat-c1').textContent).toContain(
      'I sent the bank transfer, reference 88812.',
    );
    expect(within(chat).getByTestId('chat-c1').textContent).toContain('Buyer');
    expect(within(chat).getByTestId('chat-c3').textContent).toContain('Seller');
    expect(within(chat).getByTestId('chat-c4').textContent).toContain('System');
    expect(chat.textContent).toContain('4 messages');
    await waitFor(() =>
      expect(screen.getByTestId('chat-image-c2').getAttribute('data-state')).toBe('loaded'),
    );
    const img = within(screen.getByTestId('chat-image-c2')).getByRole('img');
    expect(img.getAttribute('src')).toMatch(/^blob:desk-/);
    expect(img.getAttribute('alt')).toBe('Image from Buyer');
    await waitFor(() => expect(screen.getByTestId('evidence-ev2').getAttribute('data-state')).toBe('loaded'));
    expect(screen.getByTestId('evidence-ev1').getAttribute('data-state')).toBe('loaded');
    // Who gave each item and when (issue 25).
    expect(screen.getByTestId('case-evidence-by-ev1').textContent).toMatch(/^Given by: Buyer · .+/);
    expect(screen.getByTestId('case-evidence-by-ev2').textContent).toMatch(/^Given by: Seller · .+/);
    // through the desk's own route (the traders' /api/file/{id} refuses staff)
    for (const id of ['301', '401', '402']) {
      const read = calls.find((c) => c.path === `/api/admin/appeals/71/files/${id}`);
      expect(read?.headers.Authorization).toBe('Bearer staff-token');
    }
  });

  it("shows the payment details as used in the order (the seller's method with its QR, the buyer's address) and the escrow deposit with its credited transaction (issue 25)", async () => {
    const { calls } = openCase(STAFF.APPEAL_OFFICER);
    const method = await screen.findByTestId('case-payment-method');
    expect(method.textContent).toContain('Bank debit card');
    expect(method.textContent).toContain('Sami Seller');
    expect(method.textContent).toContain('6222 0000 1111 2222');
    expect(method.textContent).toContain('First Test Bank');
    expect(method.textContent).toContain('Harbour Road');
    expect(method.textContent).not.toContain('IBAN');
    expect(screen.getByTestId('case-payment-address').textContent).toBe(`0x${'a'.repeat(40)}`);
    await waitFor(() =>
      expect(screen.getByTestId('case-payment-qr').getAttribute('data-state')).toBe('loaded'),
    );
    const qr = calls.find((c) => c.path === '/api/admin/appeals/71/files/403');
    expect(qr?.headers.Authorization).toBe('Bearer staff-token');
    expect(screen.getByTestId('deposit-status-61').textContent).toBe('Confirmed');
    expect(within(screen.getByTestId('deposit-tx-61')).getByTitle(`0x${'e7'.repeat(32)}`)).toBeTruthy();
  });

  it('says when the order carries no payment method, and shows no deposit when escrow has none', async () => {
    const base = appealCase();
    openCase(
      STAFF.CUSTOMER_SERVICE,
      deskApi({ case: { ...base, order: { ...base.order, payment: null }, deposits: [] } }),
    );
    expect((await screen.findByTestId('case-payment')).textContent).toContain(
      'This order carries no payment method.',
    );
    expect(screen.queryByTestId('case-payment-method')).toBeNull();
    expect(screen.getByTestId('trading-order-deposits').textContent).toContain(
      'No escrow deposit for this order.',
    );
  });

  it("shows both parties' credit, record, appeals and latest orders", async () => {
    openCase(STAFF.APPEAL_OFFICER);
    const buyer = await screen.findByTestId('party-buyer');
    expect(buyer.textContent).toContain('Bora');
    expect(buyer.textContent).toContain('Filed the appeal');
    expect(screen.getByTestId('party-buyer-credit').textContent).toContain('92');
    expect(buyer.textContent).toContain('95%');
    expect(screen.getByTestId('party-buyer-records').textContent).toBe('No credit change.');
    const seller = screen.getByTestId('party-seller');
    expect(screen.getByTestId('party-seller-credit').textContent).toContain('41');
    expect(screen.getByTestId('party-seller-appeals').textContent).toContain('0 / 2');
    expect(seller.textContent).toContain('Certified merchant');
    expect(screen.getByTestId('party-seller-records').textContent).toContain('-20 Lost an appeal · 8800');
    expect(screen.getByTestId('party-buyer-orders').textContent).toContain('9001 · Buyer · Under appeal');
  });

  it('decides "buyer wins" with remarks after a confirmation, then shows the pending execution counting down', async () => {
    const { desk } = openCase(STAFF.APPEAL_OFFICER);
    await decide('Buyer wins', '  The bank statement shows the transfer.  ');
    expect(await screen.findByTestId('pending-execution')).toBeTruthy();
    expect(desk.calls.bodies).toEqual([
      { path: 'decide', body: { decision: 'BUYER_WINS', remarks: 'The bank statement shows the transfer.' } },
    ]);
    expect(screen.getByTestId('pending-decision').textContent).toBe('Buyer wins');
    expect(screen.getByTestId('pending-countdown').textContent).toMatch(/^01:(30:00|29:[0-5]\d)$/);
    expect(screen.queryByTestId('decision-form')).toBeNull();
    expect(screen.queryByTestId('decision-taken')).toBeNull();
  });

  it('says how long the delay is before confirming, and sends nothing when the officer goes back', async () => {
    const { desk } = openCase(STAFF.ADMIN);
    fireEvent.click(within(await screen.findByTestId('decision-form')).getByText('Seller wins'));
    fireEvent.change(screen.getByTestId('decision-remarks'), { target: { value: 'No payment arrived.' } });
    fireEvent.click(screen.getByTestId('decision-malicious'));
    fireEvent.click(screen.getByTestId('decision-submit'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Confirm: Seller wins');
    expect(dialog.textContent).toContain('Order 9001. It runs in 1h 30m unless it is cancelled before.');
    fireEvent.click(screen.getByTestId('decide-back'));
    // a window for a decision request that must not be sent (the dialog was left)
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(desk.calls.bodies).toEqual([]);
    fireEvent.click(screen.getByTestId('decision-submit'));
    await waitFor(() => expect(screen.getAllByTestId('decide-confirm').length).toBeGreaterThan(0));
    fireEvent.click(screen.getAllByTestId('decide-confirm').at(-1)!);
    await screen.findByTestId('pending-execution');
    expect(desk.calls.bodies[0]?.body).toEqual({
      decision: 'SELLER_WINS',
      remarks: 'No payment arrived.',
      malicious: true,
    });
  });

  it('rejects an appeal: the case is closed', async () => {
    const { desk } = openCase(STAFF.APPEAL_OFFICER);
    await decide('Reject the appeal', 'Evidence does not support the claim.');
    expect(await screen.findByTestId('decision-closed')).toBeTruthy();
    expect(desk.calls.bodies[0]?.body).toEqual({
      decision: 'REJECTED',
      remarks: 'Evidence does not support the claim.',
    });
  });

  it('asks for a decision and remarks before anything is sent', async () => {
    const { desk } = openCase(STAFF.APPEAL_OFFICER);
    fireEvent.click(await screen.findByTestId('decision-submit'));
    expect(await screen.findByText('Choose a decision')).toBeTruthy();
    expect(await screen.findByText('Write your remarks')).toBeTruthy();
    fireEvent.change(screen.getByTestId('decision-remarks'), { target: { value: '    ' } });
    fireEvent.click(screen.getByTestId('decision-submit'));
    await waitFor(() => expect(screen.queryByTestId('decide-confirm')).toBeNull());
    expect(desk.calls.bodies).toEqual([]);
  });

  it('says plainly when another officer decided first (5003) and shows their decision', async () => {
    const theirs = decided(appealCase(), 'SELLER_WINS', 'Seller proved no payment.', 'Omar Officer');
    const desk = deskApi({ case: appealCase() }, { decideCode: '5003', afterRefusal: theirs });
    openCase(STAFF.APPEAL_OFFICER, desk);
    await decide('Buyer wins', 'Transfer is visible.');
    const taken = await screen.findByTestId('decision-taken');
    expect(taken.textContent).toContain('Another officer decided this case first');
    expect(taken.textContent).toContain('Your decision was not recorded.');
    expect(await screen.findByTestId('pending-execution')).toBeTruthy();
    expect(screen.getByTestId('pending-decision').textContent).toBe('Seller wins');
    expect(screen.getByTestId('case-appeal').textContent).toContain('Omar Officer');
    // the refusal is the desk's own message, not a generic toast
    expect(document.querySelector('.ant-message-error')).toBeNull();
  });

  it("says so when a colleague's decision arrives while the case is open on this page", async () => {
    let stored = appealCase();
    signIn();
    staffApi(STAFF.APPEAL_OFFICER, { 'GET /api/admin/appeals/71': () => ({ body: envelope(stored) }) });
    const { queryClient } = renderApp('/appeals/71');
    fireEvent.change(await screen.findByTestId('decision-remarks'), { target: { value: 'Half written' } });
    stored = decided(appealCase(), 'BUYER_WINS', 'Receipt checked.', 'Omar Officer');
    await act(() => queryClient.refetchQueries({ queryKey: ['appeals', 'case', '71'] }));
    expect((await screen.findByTestId('decision-taken')).textContent).toContain(
      'Another officer decided this case first',
    );
    expect(screen.getByTestId('pending-decision').textContent).toBe('Buyer wins');
  });

  it('opens the confirmation from the keyboard (Ctrl+Enter in the remarks)', async () => {
    const { desk } = openCase(STAFF.APPEAL_OFFICER);
    fireEvent.click(within(await screen.findByTestId('decision-form')).getByText('Seller wins'));
    const remarks = screen.getByTestId('decision-remarks');
    fireEvent.change(remarks, { target: { value: 'No money arrived.' } });
    fireEvent.keyDown(remarks, { key: 'Enter', ctrlKey: true });
    fireEvent.click(await screen.findByTestId('decide-confirm'));
    await screen.findByTestId('pending-execution');
    expect(desk.calls.bodies[0]?.body).toEqual({ decision: 'SELLER_WINS', remarks: 'No money arrived.' });
  });

  it('cancels a pending execution within its delay, with a reason: the case is open again', async () => {
    const desk = deskApi({ case: decided(appealCase(), 'BUYER_WINS', 'Transfer is visible.') });
    openCase(STAFF.APPEAL_OFFICER, desk);
    fireEvent.click(await screen.findByTestId('pending-cancel'));
    fireEvent.change(await screen.findByTestId('cancel-remarks'), {
      target: { value: 'New evidence arrived.' },
    });
    fireEvent.click(screen.getByTestId('cancel-confirm'));
    expect(await screen.findByTestId('decision-form')).toBeTruthy();
    expect(desk.calls.bodies).toEqual([{ path: 'cancel', body: { remarks: 'New evidence arrived.' } }]);
    expect(screen.queryByTestId('pending-execution')).toBeNull();
  });

  it('sends the cancellation from the keyboard too (Ctrl+Enter in its remarks)', async () => {
    const desk = deskApi({ case: decided(appealCase(), 'BUYER_WINS', 'Transfer is visible.') });
    openCase(STAFF.APPEAL_OFFICER, desk);
    fireEvent.click(await screen.findByTestId('pending-cancel'));
    const remarks = await screen.findByTestId('cancel-remarks');
    fireEvent.change(remarks, { target: { value: 'New evidence arrived.' } });
    fireEvent.keyDown(remarks, { key: 'Enter', ctrlKey: true });
    expect(await screen.findByTestId('decision-form')).toBeTruthy();
    expect(desk.calls.bodies).toEqual([{ path: 'cancel', body: { remarks: 'New evidence arrived.' } }]);
  });

  it('says when it is too late to cancel (5003) and reads the case again', async () => {
    const desk = deskApi({ case: decided(appealCase(), 'BUYER_WINS', 'ok') }, { cancelCode: '5003' });
    const { calls } = openCase(STAFF.ADMIN, desk);
    fireEvent.click(await screen.findByTestId('pending-cancel'));
    fireEvent.change(await screen.findByTestId('cancel-remarks'), { target: { value: 'Stop it.' } });
    const reads = calls.filter((c) => c.path === '/api/admin/appeals/71').length;
    fireEvent.click(screen.getByTestId('cancel-confirm'));
    expect(
      await screen.findByText('Too late to cancel: the decision has already run or was cancelled.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/admin/appeals/71').length).toBeGreaterThan(reads),
    );
  });

  it('counts the pending execution down every second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const desk = deskApi({ case: decided(appealCase({ executionDelayMinutes: 2 }), 'SELLER_WINS', 'ok') });
    openCase(STAFF.APPEAL_OFFICER, desk);
    const countdown = await screen.findByTestId('pending-countdown');
    expect(countdown.textContent).toMatch(/^00:0(2:00|1:[0-5]\d)$/);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    expect(screen.getByTestId('pending-countdown').textContent).toMatch(/^00:00:[0-5]\d$/);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    expect(screen.getByTestId('pending-countdown').textContent).toBe('Running now…');
    expect((screen.getByTestId('pending-cancel') as HTMLButtonElement).disabled).toBe(true);
  });

  it('lets only appeal officers and admins decide (access.ts)', () => {
    expect(canDecideAppeals('APPEAL_OFFICER')).toBe(true);
    expect(canDecideAppeals('ADMIN')).toBe(true);
    expect(canDecideAppeals('CUSTOMER_SERVICE')).toBe(false);
    expect(canDecideAppeals('TRADER')).toBe(false);
  });

  it('lets customer service read a case but never decide or cancel (access.ts)', async () => {
    openCase(STAFF.CUSTOMER_SERVICE, deskApi({ case: appealCase({ canDecide: false }) }));
    expect((await screen.findByTestId('decision-view-only')).textContent).toBe(
      'Your role may read this case but not decide it.',
    );
    expect(screen.queryByTestId('decision-form')).toBeNull();
    expect(screen.getByTestId('case-chat')).toBeTruthy();
  });

  it('shows customer service no decide button even if the API said otherwise', async () => {
    openCase(STAFF.CUSTOMER_SERVICE, deskApi({ case: appealCase({ canDecide: true }) }));
    await screen.findByTestId('decision-view-only');
    expect(screen.queryByTestId('decision-submit')).toBeNull();
  });

  it('shows customer service a pending execution without the cancel button', async () => {
    const desk = deskApi({ case: decided(appealCase({ canDecide: false }), 'BUYER_WINS', 'ok') });
    openCase(STAFF.CUSTOMER_SERVICE, desk);
    expect(await screen.findByTestId('pending-execution')).toBeTruthy();
    expect(screen.queryByTestId('pending-cancel')).toBeNull();
  });

  it('says when the case cannot be found, with the catalogue text (5001)', async () => {
    signIn();
    staffApi(STAFF.APPEAL_OFFICER, {
      'GET /api/admin/appeals/404': { status: 404, body: { code: '5001', message: 'x', data: null } },
    });
    renderApp('/appeals/404');
    const failed = await screen.findByTestId('case-failed');
    expect(failed.textContent).toContain('This case could not be loaded.');
  });

  it('is written in the chosen language', async () => {
    // antd's Chinese texts load on demand: loaded first, so no import is still running at teardown.
    await loadAntdLocale('zh_TW');
    openCase(STAFF.APPEAL_OFFICER, deskApi({ case: appealCase() }), 'zh_TW');
    expect((await screen.findByTestId('chain-verdict')).textContent).toContain('雜湊鏈已驗證');
    expect(screen.getByTestId('decision-submit').textContent).toContain('裁決');
  });
});
