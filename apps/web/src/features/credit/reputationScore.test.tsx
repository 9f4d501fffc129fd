import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentRequests } from '../../test/fetchStub';
import { renderApp, signIn } from '../../test/renderApp';
import { creditRecord, stubCreditApi } from './creditTestKit';
import { deltaText, isFreeCancellation } from './format';

describe('/reputationScore: the score and its rules (spec §9)', () => {
  it('shows the current score, that at 60 or more ads may be posted, the rules and today’s free cancellations left', async () => {
    signIn();
    stubCreditApi({ score: 80, records: [], cancelTimes: { remaining: 2, freePerDay: 3, deduct: 20 } });
    renderApp('/reputationScore', { realPages: true });
    await waitFor(() => expect(screen.getByTestId('credit-score').textContent).toBe('80'));
    expect(screen.getByTestId('credit-status').getAttribute('data-allowed')).toBe('true');
    expect(screen.getByTestId('credit-status').textContent).toBe('You can post ads and trade');
    await waitFor(() => expect(screen.getByTestId('credit-free-left').textContent).toBe('2 of 3'));
    const rules = within(screen.getByTestId('credit-rules'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rules).toEqual([
      'A score of 60 or more is needed to post ads',
      'The first 3 cancellations each day are free; each further one costs 20 points',
      'Losing an appeal costs 20 points',
      'A malicious appeal can cost the whole score',
    ]);
    expect((await screen.findByTestId('credit-empty')).textContent).toContain('No credit changes yet');
  });

  it('below 60 says ads cannot be posted, in the words of code 5009', async () => {
    signIn();
    stubCreditApi({ score: 59, records: [], cancelTimes: { remaining: 0, freePerDay: 3, deduct: 20 } });
    renderApp('/reputationScore', { realPages: true });
    const status = await screen.findByTestId('credit-status');
    expect(status.getAttribute('data-allowed')).toBe('false');
    expect(status.textContent).toBe('Your credit score is below 60');
    expect(status.getAttribute('role')).toBe('alert');
    await waitFor(() => expect(screen.getByTestId('credit-free-left').textContent).toBe('0 of 3'));
  });

  it('follows the credit settings for the free cancellations and their cost', async () => {
    signIn();
    stubCreditApi({ score: 100, records: [], cancelTimes: { remaining: 5, freePerDay: 5, deduct: 10 } });
    renderApp('/reputationScore', { realPages: true });
    await waitFor(() => expect(screen.getByTestId('credit-free-left').textContent).toBe('5 of 5'));
    expect(screen.getByTestId('credit-rules').textContent).toContain(
      'The first 5 cancellations each day are free; each further one costs 10 points',
    );
  });
});

describe('/reputationScore: the credit record', () => {
  it('lists each change with its reason, points, score after, order and time at the stored offset from UTC+8', async () => {
    signIn();
    localStorage.setItem('deltaTimeZone', '9');
    stubCreditApi({
      score: 45,
      records: [
        creditRecord({ id: '40', reason: 'ADJUSTMENT', delta: 5, scoreAfter: 45, orderId: null }),
        creditRecord({ id: '39', reason: 'MALICIOUS_APPEAL', delta: -40, scoreAfter: 40, appealId: '6' }),
        creditRecord({ id: '38', reason: 'APPEAL_LOST', delta: -20, scoreAfter: 80, appealId: '5' }),
        creditRecord({ id: '37', reason: 'PAY_TIMEOUT', delta: 0, scoreAfter: 100, orderId: '99' }),
      ],
    });
    const { router } = renderApp('/reputationScore', { realPages: true });
    await screen.findByTestId('credit-list');
    const row = (id: string) => within(screen.getByTestId(`credit-record-${id}`));
    expect(row('40').getByTestId('credit-reason').textContent).toBe('Adjusted by customer service');
    expect(row('40').getByTestId('credit-delta').textContent).toBe('+5');
    expect(row('40').getByTestId('credit-after').textContent).toBe('Score after: 45');
    expect(row('40').queryByTestId('credit-order')).toBeNull();
    expect(row('39').getByTestId('credit-reason').textContent).toBe('Malicious appeal');
    expect(row('39').getByTestId('credit-delta').textContent).toBe('\u221240');
    expect(row('38').getByTestId('credit-reason').textContent).toBe('Appeal lost');
    expect(row('37').getByTestId('credit-reason').textContent).toBe('Payment not made in time');
    expect(row('37').getByTestId('credit-free').textContent).toBe('Free cancellation');
    expect(row('37').getByTestId('credit-delta').textContent).toBe('0');
    expect(row('38').queryByTestId('credit-free')).toBeNull();
    // 02:05 UTC at UTC+9 (the 10:05 of the UTC+8 base, one hour on).
    expect(row('38').getByTestId('credit-time').textContent).toBe('Nov 25, 2026, 11:05 AM');
    fireEvent.click(row('38').getByTestId('credit-order'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orderDetail'));
    expect(router.state.location.search).toBe('?id=101');
  });

  it('shows System Error Code: TimeZone for the times when the stored offset is not one', async () => {
    signIn();
    localStorage.setItem('deltaTimeZone', 'not-an-offset');
    stubCreditApi({ score: 80, records: [creditRecord()] });
    renderApp('/reputationScore', { realPages: true });
    const time = await screen.findByTestId('credit-time');
    expect(time.textContent).toBe('System Error Code: TimeZone');
  });

  it('is paged (infinite): the next page loads on demand, then the list says there are no more', async () => {
    signIn();
    const records = Array.from({ length: 25 }, (_, i) =>
      creditRecord({ id: String(500 - i), scoreAfter: 100 - i }),
    );
    const fetchMock = stubCreditApi({ score: 76, records });
    renderApp('/reputationScore', { realPages: true });
    await screen.findByTestId('credit-record-481');
    expect(screen.queryByTestId('credit-record-480')).toBeNull();
    fireEvent.click(screen.getByTestId('credit-more'));
    await screen.findByTestId('credit-record-476');
    const asked = sentRequests(fetchMock, '/api/credit/detail/page').map((r) =>
      Object.fromEntries(new URL(r.url, 'http://x').searchParams),
    );
    expect(asked).toEqual([
      { pageNo: '1', pageSize: '20' },
      { pageNo: '2', pageSize: '20' },
    ]);
    expect(screen.getByTestId('credit-more-end').textContent).toBe('No more records');
  });

  it('says when the record cannot be read, and reads it again on retry', async () => {
    signIn();
    const state = { score: 80, records: [creditRecord()], recordsFail: '500' as string | undefined };
    stubCreditApi(state);
    renderApp('/reputationScore', { realPages: true });
    const failed = await screen.findByTestId('credit-error');
    expect(failed.textContent).toContain('Loading failed');
    state.recordsFail = undefined;
    fireEvent.click(within(failed).getByRole('button'));
    await screen.findByTestId('credit-record-31');
  });

  it('loads its texts in the chosen language with the page (zh_TW)', async () => {
    signIn();
    stubCreditApi({ score: 80, records: [creditRecord({ reason: 'APPEAL_LOST' })] });
    renderApp('/reputationScore', { realPages: true, lang: 'zh_TW' });
    const row = await screen.findByTestId('credit-record-31');
    expect(within(row).getByTestId('credit-reason').textContent).toBe('申訴失敗');
    expect(screen.getByTestId('credit-rules').textContent).toContain('惡意申訴可能扣除全部信用分');
  });
});

describe('/reputationScore: a score that moves while the page is open', () => {
  it('reads the record and today’s cancellations again when the polled score changes (an appeal decided)', async () => {
    signIn();
    const state = {
      score: 100,
      records: [creditRecord({ id: '1', reason: 'CANCELLED', delta: 0, scoreAfter: 100 })],
    };
    const fetchMock = stubCreditApi(state);
    const { queryClient } = renderApp('/reputationScore', { realPages: true });
    await screen.findByTestId('credit-record-1');
    await waitFor(() => expect(screen.getByTestId('credit-score').textContent).toBe('100'));
    const before = sentRequests(fetchMock, '/api/credit/detail/page').length;
    state.score = 80;
    state.records = [
      creditRecord({ id: '2', reason: 'APPEAL_LOST', delta: -20, scoreAfter: 80 }),
      ...state.records,
    ];
    await queryClient.invalidateQueries({ queryKey: ['session', 'userInfo', '7'] });
    await screen.findByTestId('credit-record-2');
    expect(screen.getByTestId('credit-score').textContent).toBe('80');
    expect(sentRequests(fetchMock, '/api/credit/detail/page').length).toBeGreaterThan(before);
  });
});

describe('credit display helpers', () => {
  it('signs the points with a plus or a minus sign, and only a cancellation at 0 is free', () => {
    expect([deltaText(5), deltaText(-20), deltaText(0)]).toEqual(['+5', '\u221220', '0']);
    expect(isFreeCancellation({ reason: 'DEPOSIT_TIMEOUT', delta: 0 })).toBe(true);
    expect(isFreeCancellation({ reason: 'CANCELLED', delta: -20 })).toBe(false);
    expect(isFreeCancellation({ reason: 'ADJUSTMENT', delta: 0 })).toBe(false);
  });
});
