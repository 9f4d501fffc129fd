// /appeals (issue 13, appeal desk): the queue with each case's age and service-level timer, its filters,
// sorting and paging (in the address, sent as `AdminAppealQueueQueryDto`), and opening a case. The API is
// the fetch stand-in of test/fetch.ts answering fixtures typed by the contracts' answers.
import { AdminAppealPageAnswer, shapeProblems } from '@p2p/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, STAFF, staffApi } from '../../test/fetch';
import { renderApp, signIn } from '../../test/render';
import { ago, ahead, appealCase, deskApi, page, summary } from './appealFixtures';
import { clockText, durationParts } from './clock';
import { percentOf } from './format';
import { QUEUE_REFETCH_MS } from './useAppeals';

const minute = 60_000;

// Made when a test starts (its times are relative to now): a busy machine may take seconds between tests.
const openLate = () =>
  summary({
    id: '72',
    orderId: '9002',
    createdAt: ago(30 * 60 * minute),
    slaDueAt: ago(6 * 60 * minute),
    initiatorSide: 'SELLER',
    reasonCode: 'PAYMENT_NOT_RECEIVED',
  });
const DECIDED = summary({
  id: '73',
  orderId: '9003',
  stage: 'DECIDED',
  pendingDecision: 'SELLER_WINS',
  reviewerId: 's-1',
  reviewerName: 'Ana Officer',
  decidedAt: ago(10 * minute),
  executeAt: ahead(80 * minute),
});

function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, 'http://console.test').searchParams);
}

describe('the appeal queue', () => {
  it('answers fixtures that fit the contracts (the queue answer)', () => {
    expect(shapeProblems(AdminAppealPageAnswer.node, page([summary(), openLate(), DECIDED]))).toEqual([]);
  });

  it("lists open cases (unclaimed first, by due time) with each case's age, service-level timer, parties and result", async () => {
    signIn();
    const desk = deskApi({ queue: page([openLate(), summary(), DECIDED], { total: 3 }) });
    staffApi(STAFF.APPEAL_OFFICER, desk.routes);
    renderApp('/appeals');

    const late = await screen.findByTestId('queue-row-72');
    expect(queryOf(desk.calls.queueUrls[0]!)).toEqual({
      stage: 'OPEN',
      sort: 'CLAIM_DUE',
      pageNo: '1',
      pageSize: '20',
    });
    expect(screen.getByTestId('page-title').textContent).toBe('Appeals');
    expect(screen.getByTestId('queue-total').textContent).toBe('3 cases');
    // age: 30 hours; the service level passed 6 hours ago
    expect(screen.getByTestId('queue-age-72').textContent).toBe('1d 6h');
    const lateSla = screen.getByTestId('queue-sla-72');
    expect(lateSla.textContent).toMatch(/^Overdue by 06:00:[0-5]\d$/);
    expect(lateSla.getAttribute('data-level')).toBe('late');
    expect(late.textContent).toContain('Marked as paid, but the payment has not arrived');
    expect(late.textContent).toContain('Seller: Sami (502)');
    expect(late.textContent).toContain('Filed the appeal');

    expect(screen.getByTestId('queue-age-71').textContent).toBe('3h 5m');
    const onTime = screen.getByTestId('queue-sla-71');
    expect(onTime.textContent).toMatch(/^Due in 19:5\d:\d\d$/);
    expect(onTime.getAttribute('data-level')).toBe('ok');
    expect(screen.getByTestId('queue-result-71').textContent).toBe('Pending');

    const decidedRow = screen.getByTestId('queue-row-73');
    expect(screen.getByTestId('queue-result-73').textContent).toBe('Seller wins · Decided, not yet run');
    expect(decidedRow.textContent).toMatch(/Runs in 01:19:\d\d/);
    expect(decidedRow.textContent).toContain('Ana Officer');
    expect(screen.getByTestId('queue-sla-73').textContent).toBe('Decided in time');
  });

  it('warns in the last quarter of the service-level window', async () => {
    signIn();
    const soon = summary({ id: '74', createdAt: ago(20 * 60 * minute), slaDueAt: ahead(2 * 60 * minute) });
    staffApi(STAFF.APPEAL_OFFICER, deskApi({ queue: page([soon]) }).routes);
    renderApp('/appeals');
    expect((await screen.findByTestId('queue-sla-74')).getAttribute('data-level')).toBe('warn');
    expect(screen.getByTestId('queue-total').textContent).toBe('1 case');
    expect(screen.getByTestId('queue-row-74').textContent).toContain('2 images');
  });

  it('filters by status, filer and reason, sorts and pages, keeping the filters in the address', async () => {
    signIn();
    const desk = deskApi({ queue: page([summary()], { total: 45 }) });
    staffApi(STAFF.ADMIN, desk.routes);
    const { router } = renderApp('/appeals');
    await screen.findByTestId('queue-row-71');

    fireEvent.click(within(screen.getByTestId('queue-stage')).getByText('Decided, not yet run'));
    await waitFor(() => expect(router.state.location.search).toBe('?stage=DECIDED'));
    await waitFor(() => expect(queryOf(desk.calls.queueUrls.at(-1)!).stage).toBe('DECIDED'));

    fireEvent.click(screen.getByRole('checkbox', { name: 'Decided by me' }));
    await waitFor(() => expect(queryOf(desk.calls.queueUrls.at(-1)!).mine).toBe('true'));

    fireEvent.change(within(screen.getByTestId('queue-id')).getByRole('searchbox'), {
      target: { value: '9001' },
    });
    fireEvent.keyDown(within(screen.getByTestId('queue-id')).getByRole('searchbox'), {
      key: 'Enter',
      code: 'Enter',
    });
    await waitFor(() => expect(queryOf(desk.calls.queueUrls.at(-1)!).orderId).toBe('9001'));

    // the next page keeps every filter
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(queryOf(desk.calls.queueUrls.at(-1)!)).toEqual({
        stage: 'DECIDED',
        sort: 'CLAIM_DUE',
        pageNo: '2',
        pageSize: '20',
        orderId: '9001',
        mine: 'true',
      }),
    );
    expect(router.state.location.search).toBe('?stage=DECIDED&idKind=order&id=9001&mine=1&page=2');
  });

  it('reads its filters and sort from the address', async () => {
    signIn();
    const desk = deskApi({ queue: page([summary()]) });
    staffApi(STAFF.APPEAL_OFFICER, desk.routes);
    renderApp(
      '/appeals?stage=ALL&initiator=SYSTEM&reason=WRONG_AMOUNT&older=240&sort=EXECUTE_AT&idKind=user&id=502',
    );
    await screen.findByTestId('queue-row-71');
    expect(queryOf(desk.calls.queueUrls[0]!)).toEqual({
      stage: 'ALL',
      sort: 'EXECUTE_AT',
      pageNo: '1',
      pageSize: '20',
      initiatorSide: 'SYSTEM',
      reasonCode: 'WRONG_AMOUNT',
      userId: '502',
      olderThanMinutes: '240',
    });
    expect(screen.getByTestId('queue-sort').textContent).toContain('Next to run first');
    expect(screen.getByTestId('queue-reason').textContent).toContain(
      'The amount paid does not match the order',
    );
    expect(screen.getByTestId('queue-older').textContent).toContain('Older than 4h 0m');
  });

  it('opens a case from its row, and comes back to the same filtered list', async () => {
    signIn();
    const desk = deskApi({ queue: page([summary()]), case: appealCase() });
    staffApi(STAFF.APPEAL_OFFICER, desk.routes);
    const { router } = renderApp('/appeals?stage=ALL');
    fireEvent.click(await screen.findByTestId('queue-row-71'));
    expect(await screen.findByTestId('case-heading')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/appeals/71');
    expect(screen.getByTestId('page-title').textContent).toBe('Appeal case');
    fireEvent.click(screen.getByTestId('case-back'));
    await screen.findByTestId('queue-row-71');
    expect(router.state.location.search).toBe('?stage=ALL');
  });

  it('says when the queue cannot be loaded, without a toast, and retries', async () => {
    signIn();
    let fail = true;
    staffApi(STAFF.APPEAL_OFFICER, {
      'GET /api/admin/appeals': () =>
        fail ? { status: 502, body: 'Bad Gateway' } : { body: envelope(page([summary()])) },
    });
    renderApp('/appeals');
    const alert = await screen.findByTestId('queue-failed');
    expect(alert.textContent).toContain('The queue could not be loaded.');
    expect(document.querySelector('.ant-message-notice')).toBeNull();
    fail = false;
    fireEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByTestId('queue-row-71')).toBeTruthy();
  });

  it('reads the queue again every 30 seconds, keeping the list on screen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const desk = deskApi({ queue: page([summary()]) });
    staffApi(STAFF.APPEAL_OFFICER, desk.routes);
    renderApp('/appeals');
    await screen.findByTestId('queue-row-71');
    expect(desk.calls.queueUrls).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(QUEUE_REFETCH_MS + 500);
    });
    await waitFor(() => expect(desk.calls.queueUrls).toHaveLength(2));
    expect(screen.getByTestId('queue-row-71')).toBeTruthy();
  });

  it('shows an empty queue plainly', async () => {
    signIn();
    staffApi(STAFF.CUSTOMER_SERVICE, deskApi({ queue: page([]) }).routes);
    renderApp('/appeals');
    expect(await screen.findByText('No case matches these filters.')).toBeTruthy();
  });

  it('is written in the chosen language', async () => {
    signIn();
    staffApi(STAFF.APPEAL_OFFICER, deskApi({ queue: page([openLate()]) }).routes);
    renderApp('/appeals', { lang: 'zh_CN' });
    await screen.findByTestId('queue-row-72');
    expect(screen.getByTestId('queue-sla-72').textContent).toMatch(/^已超时 06:00:[0-5]\d$/);
    expect(screen.getByTestId('queue-result-72').textContent).toBe('待处理');
  });
});

describe('the desk clocks', () => {
  it('writes countdowns as clocks and splits durations', () => {
    expect(clockText(3_723_000)).toBe('01:02:03');
    expect(clockText(90_061_000)).toBe('1:01:01:01');
    expect(clockText(-5_000)).toBe('00:00:05');
    expect(durationParts(90_061_000)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
  });

  it('writes a completion rate as a percentage without floating point', () => {
    expect(percentOf('0.9750')).toBe('97.5');
    expect(percentOf('1.0000')).toBe('100');
    expect(percentOf('0')).toBe('0');
    expect(percentOf('0.0005')).toBe('0.05');
  });
});
