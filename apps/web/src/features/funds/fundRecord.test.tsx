import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, sentRequests, stubFetch } from '../../test/fetchStub';
import { renderApp, signIn } from '../../test/renderApp';
import { publishFundChange } from './fundChanges';
import { BOUND, ESCROW, recordAnswer, TX } from './fundsTestKit';

type Rec = ReturnType<typeof recordAnswer>;

/**
 * /api/balance/detail answering from `records` by type and page, as the API pages them, and
 * /api/balance/detail/{id} one record or a 404 as the API answers a missing or another trader's record.
 */
function stubRecords(records: () => Rec[]) {
  const { fetchMock } = stubFetch({});
  fetchMock.mockImplementation(async (input: string | URL | Request) => {
    const url = new URL(String(input), 'http://x');
    let body: unknown = envelope(null, '404', 'Not found');
    let status = 200;
    const one = /^\/api\/balance\/detail\/(.+)$/.exec(url.pathname);
    if (one) {
      const found = records().find((r) => r.id === one[1]);
      if (found) body = envelope(found);
      else status = 404;
    }
    if (url.pathname === '/api/balance/detail') {
      const type = url.searchParams.get('type');
      const pageNo = Number(url.searchParams.get('pageNo') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 20);
      const all = records().filter((r) => !type || r.type === type);
      const list = all.slice((pageNo - 1) * pageSize, pageNo * pageSize);
      body = envelope({ list, total: all.length, pageNo, pageSize });
    }
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return fetchMock;
}

describe('/fundRecord', () => {
  it('lists deposits and withdrawals with time, type, amount and coin, status and n/N while confirming', async () => {
    signIn();
    stubRecords(() => [
      recordAnswer({ id: 'r2', type: 'WITHDRAWAL', status: 'CONFIRMING', confirmations: 1, amount: '3' }),
      recordAnswer({ id: 'r1' }),
      recordAnswer({ id: 'r0', status: 'FAILED', type: 'WITHDRAWAL', amount: '1' }),
    ]);
    renderApp('/fundRecord', { realPages: true });
    const confirming = await screen.findByTestId('fund-record-r2');
    expect(confirming.textContent).toContain('Withdrawal');
    expect(confirming.textContent).toContain('−3 MEC');
    expect(confirming.textContent).toContain('Confirming · 1/3');
    const done = screen.getByTestId('fund-record-r1');
    expect(done.textContent).toContain('Deposit');
    expect(done.textContent).toContain('+5 MEC');
    expect(done.textContent).toContain('Completed');
    expect(done.textContent).toContain('2026');
    expect(screen.getByTestId('fund-record-r0').textContent).toContain('Failed');
    expect(done.getAttribute('href')).toBe('/fundRecordDetails?id=r1');
  });

  it('filters by type (the type parameter of GET /balance/detail)', async () => {
    signIn();
    const fetchMock = stubRecords(() => [
      recordAnswer({ id: 'w1', type: 'WITHDRAWAL' }),
      recordAnswer({ id: 'd1', type: 'DEPOSIT' }),
    ]);
    renderApp('/fundRecord', { realPages: true });
    await screen.findByTestId('fund-record-d1');
    fireEvent.click(screen.getByTestId('fund-tab-WITHDRAWAL'));
    await waitFor(() =>
      expect(screen.getByTestId('fund-tab-WITHDRAWAL').getAttribute('aria-selected')).toBe('true'),
    );
    // The list of the tab is the one its own request answered (the old list goes as soon as the tab
    // changes, and the request is sent after that render: a loaded run saw the list gone and no request yet).
    await waitFor(() =>
      expect(
        sentRequests(fetchMock, '/api/balance/detail').some((r) => r.url.includes('type=WITHDRAWAL')),
      ).toBe(true),
    );
    await screen.findByTestId('fund-record-w1');
    expect(screen.queryByTestId('fund-record-d1')).toBeNull();
  });

  it('lists the payouts a trader receives (an order release, a refund, a return) under their own names, with a tab each and no minus sign (issue 20: every payout is a fund record of its receiver)', async () => {
    signIn();
    const fetchMock = stubRecords(() => [
      recordAnswer({ id: 'rl', type: 'RELEASE', amount: '4', fromAddress: ESCROW, toAddress: BOUND }),
      recordAnswer({ id: 'rf', type: 'REFUND', status: 'CONFIRMING', txHash: null, confirmations: 0 }),
      recordAnswer({ id: 'rt', type: 'RETURN', amount: '1', coin: null, nftTokenId: '7' }),
    ]);
    renderApp('/fundRecord', { realPages: true });
    const release = await screen.findByTestId('fund-record-rl');
    expect(release.textContent).toContain('Order release');
    expect(release.textContent).toContain('4 MEC');
    expect(release.textContent).not.toContain('−');
    expect(screen.getByTestId('fund-record-rf').textContent).toContain('Refund');
    expect(screen.getByTestId('fund-record-rf').textContent).toContain('Confirming · 0/3');
    expect(screen.getByTestId('fund-record-rt').textContent).toContain('Returned');
    expect(screen.getByTestId('fund-record-rt').textContent).toContain('NFT #7');
    for (const type of ['DEPOSIT', 'WITHDRAWAL', 'RELEASE', 'REFUND', 'RETURN'])
      expect(screen.getByTestId(`fund-tab-${type}`)).toBeTruthy();
    fireEvent.click(screen.getByTestId('fund-tab-RELEASE'));
    await waitFor(() =>
      expect(sentRequests(fetchMock, '/api/balance/detail').some((r) => r.url.includes('type=RELEASE'))).toBe(
        true,
      ),
    );
    await screen.findByTestId('fund-record-rl');
    expect(screen.queryByTestId('fund-record-rf')).toBeNull();
  });

  it('pages: "Load more" asks for the next page until every record is shown', async () => {
    signIn();
    const many = Array.from({ length: 25 }, (_, i) => recordAnswer({ id: `p${i}` }));
    const fetchMock = stubRecords(() => many);
    renderApp('/fundRecord', { realPages: true });
    await screen.findByTestId('fund-record-p19');
    expect(screen.queryByTestId('fund-record-p20')).toBeNull();
    fireEvent.click(screen.getByTestId('fund-record-more'));
    await screen.findByTestId('fund-record-p24');
    expect(screen.queryByTestId('fund-record-more')).toBeNull();
    expect(sentRequests(fetchMock, '/api/balance/detail').some((r) => r.url.includes('pageNo=2'))).toBe(true);
  });

  it('shows an empty state without records', async () => {
    signIn();
    stubRecords(() => []);
    renderApp('/fundRecord', { realPages: true });
    expect(await screen.findByTestId('fund-record-empty')).toBeTruthy();
  });
});

describe('/fundRecordDetails', () => {
  it('shows time, type, amount, fee, status, tx hash and copyable from and to addresses, live while confirming', async () => {
    signIn();
    let record = recordAnswer({
      id: 'w9',
      type: 'WITHDRAWAL',
      status: 'CONFIRMING',
      confirmations: 1,
      fee: '0.25',
      fromAddress: ESCROW,
      toAddress: BOUND,
      completedAt: null,
    });
    const fetchMock = stubRecords(() => [record]);
    renderApp('/fundRecordDetails?id=w9', { realPages: true });
    await waitFor(() => expect(screen.getByTestId('fund-details-amount').textContent).toBe('5 MEC'));
    // One call for the one record (GET /balance/detail/{id}), not a search through the pages.
    expect(sentRequests(fetchMock, '/api/balance/detail/w9').length).toBeGreaterThan(0);
    expect(sentRequests(fetchMock, '/api/balance/detail').filter((r) => !r.url.includes('/w9'))).toEqual([]);
    expect(screen.getByTestId('fund-details-fee').textContent).toBe('0.25 MEC');
    expect(screen.getByTestId('fund-details-confirmations').textContent).toBe('1/3 confirmations');
    expect(screen.getByTestId('fund-details-tx').textContent).toContain(TX);
    expect(screen.getByTestId('fund-details-from').textContent).toContain(ESCROW);
    expect(screen.getByTestId('fund-details-to').textContent).toContain(BOUND);
    for (const id of ['fund-details-tx-copy', 'fund-details-from-copy', 'fund-details-to-copy'])
      expect(screen.getByTestId(id)).toBeTruthy();

    record = { ...record, status: 'COMPLETED', confirmations: 3, completedAt: '2026-11-20T10:05:00.000Z' };
    act(() => publishFundChange({ kind: 'fundRecord', id: 'w9', status: 'COMPLETED', confirmations: 3 }));
    await waitFor(() =>
      expect(screen.getByTestId('fund-details-page').getAttribute('data-status')).toBe('COMPLETED'),
    );
    expect(screen.queryByTestId('fund-details-confirmations')).toBeNull();
    expect(screen.getByTestId('fund-details-completed')).toBeTruthy();
  });

  it("says so when the record is not the user's or does not exist", async () => {
    signIn();
    stubRecords(() => [recordAnswer({ id: 'r1' })]);
    renderApp('/fundRecordDetails?id=nope', { realPages: true });
    expect(await screen.findByTestId('fund-details-missing')).toBeTruthy();
  });
});
