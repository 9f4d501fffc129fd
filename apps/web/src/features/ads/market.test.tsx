import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signIn } from '../../test/renderApp';
import { adAnswer, lastMarketQuery, stubAdsApi } from './adsTestKit';

const choose = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('/buySell: the order market', () => {
  it('the Buy tab lists SELL ads of the first pair (type=SELL, coinPairId=1), each card with the advertiser and the ad', async () => {
    signIn();
    const fetchMock = stubAdsApi({ market: () => ({ list: [adAnswer()] }) });
    renderApp('/buySell', { realPages: true });
    const card = await screen.findByTestId('ad-card-a1');
    expect(lastMarketQuery(fetchMock)).toMatchObject({ type: 'SELL', coinPairId: '1', pageNo: '1' });
    expect(screen.getByTestId('market-tab-BUY').getAttribute('aria-selected')).toBe('true');
    const c = within(card);
    expect(c.getByTestId('ad-nickname').textContent).toBe('Lucky Trader');
    expect(card.textContent).toContain('🇹🇼');
    expect(c.getByTestId('ad-certified').textContent).toBe('Certified');
    expect(c.getByTestId('ad-fast').textContent).toBe('Fast');
    expect(c.getByTestId('ad-stats').textContent).toContain('128 orders');
    expect(c.getByTestId('ad-stats').textContent).toContain('97.6% completion');
    expect(c.getByTestId('ad-stats').textContent).toContain('Releases in ~3 min');
    expect(c.getByTestId('ad-price').textContent).toBe('1.25 USDT');
    expect(c.getByTestId('ad-remaining').textContent).toBe('80.5 MEC');
    expect(c.getByTestId('ad-limits').textContent).toBe('10 – 500 USDT');
    expect(c.getByTestId('ad-kinds').textContent).toContain('Bank debit card');
    expect(c.getByTestId('ad-kinds').textContent).toContain('Alipay');
    expect(c.getByTestId('ad-kinds').textContent).toContain('Pay within 15 min');
    expect(c.getByTestId('ad-open').textContent).toBe('Buy MEC');
  });

  it('the Sell tab lists BUY ads (type=BUY); /buySell?type=SELL opens on it', async () => {
    signIn();
    const fetchMock = stubAdsApi({ market: (q) => ({ list: [adAnswer({ type: q.get('type') as 'BUY' })] }) });
    renderApp('/buySell', { realPages: true });
    await screen.findByTestId('ad-card-a1');
    fireEvent.click(screen.getByTestId('market-tab-SELL'));
    await waitFor(() => expect(lastMarketQuery(fetchMock).type).toBe('BUY'));
    expect((await screen.findByTestId('ad-open')).textContent).toBe('Sell MEC');
    expect(screen.getByTestId('market-tab-SELL').getAttribute('aria-selected')).toBe('true');
  });

  it('filters by country or region, payment method, certified only and fast only (the filter sheet, issue 26), and sorts by price or quantity', async () => {
    signIn();
    const fetchMock = stubAdsApi({ market: () => ({ list: [adAnswer()] }) });
    renderApp('/buySell', { realPages: true });
    await screen.findByTestId('ad-card-a1');
    fireEvent.click(screen.getByTestId('market-filter-open'));
    const sheet = within(await screen.findByTestId('market-filter-sheet'));
    await sheet.findByRole('option', { name: 'Taiwan' });
    choose('market-region', 'TWN');
    choose('market-kind', 'ALIPAY');
    fireEvent.click(sheet.getByTestId('market-certified'));
    fireEvent.click(sheet.getByTestId('market-fast'));
    expect(sheet.getByTestId('market-certified').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(sheet.getByTestId('market-filter-apply'));
    await waitFor(() =>
      expect(lastMarketQuery(fetchMock)).toMatchObject({
        regionId: 'TWN',
        paymentKind: 'ALIPAY',
        certifiedOnly: 'true',
        fastOnly: 'true',
      }),
    );
    choose('market-sort', 'PRICE_DESC');
    await waitFor(() =>
      expect(lastMarketQuery(fetchMock)).toEqual({
        type: 'SELL',
        coinPairId: '1',
        regionId: 'TWN',
        paymentKind: 'ALIPAY',
        certifiedOnly: 'true',
        fastOnly: 'true',
        sortBy: 'PRICE',
        sortOrder: 'DESC',
        pageNo: '1',
        pageSize: '20',
      }),
    );
    choose('market-sort', 'QUANTITY_ASC');
    await waitFor(() =>
      expect(lastMarketQuery(fetchMock)).toMatchObject({ sortBy: 'QUANTITY', sortOrder: 'ASC' }),
    );
    choose('market-pair', '22');
    await waitFor(() => expect(lastMarketQuery(fetchMock).coinPairId).toBe('22'));
  });

  it('shows the loading state, never "no pair is open", while the pairs load', async () => {
    signIn();
    let release = () => {};
    stubAdsApi({
      pairsHeld: new Promise<void>((resolve) => (release = resolve)),
      market: () => ({ list: [] }),
    });
    renderApp('/buySell', { realPages: true });
    const loading = await screen.findByTestId('market-pairs-loading');
    // Skeleton cards hold the list's place (issue 26), the filter row is there, its pair not yet.
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(within(loading).getAllByTestId('ad-card-skeleton')).toHaveLength(3);
    expect((screen.getByTestId('market-pair') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.queryByTestId('market-no-pairs')).toBeNull();
    release();
    expect(await screen.findByTestId('market-empty')).toBeTruthy();
    expect(screen.queryByTestId('market-pairs-loading')).toBeNull();
  });

  it('shows the empty state when no ad matches', async () => {
    signIn();
    stubAdsApi({ market: () => ({ list: [] }) });
    renderApp('/buySell', { realPages: true });
    const empty = await screen.findByTestId('market-empty');
    expect(empty.textContent).toContain('No ads match');
    expect(within(empty).queryByTestId('market-reset-filters')).toBeNull();
  });

  it('offers no reset without a filter; with one, "Reset filters" clears every filter and shows the market again (issue 26)', async () => {
    signIn();
    const fetchMock = stubAdsApi({
      market: (q) => ({
        list: q.get('certifiedOnly') === 'true' || q.get('paymentKind') ? [] : [adAnswer()],
      }),
    });
    const { router } = renderApp('/buySell?certified=1&kind=ALIPAY&sort=PRICE_ASC', { realPages: true });
    const empty = await screen.findByTestId('market-empty');
    fireEvent.click(within(empty).getByTestId('market-reset-filters'));
    await screen.findByTestId('ad-card-a1');
    const query = lastMarketQuery(fetchMock);
    expect(query.certifiedOnly).toBeUndefined();
    expect(query.paymentKind).toBeUndefined();
    expect(router.state.location.search).not.toContain('certified');
    expect(router.state.location.search).toContain('sort=PRICE_ASC'); // the sort is a choice, not a filter
  });

  it('a market that failed to load offers Retry, which asks again (issue 26: no dead end)', async () => {
    signIn();
    let down = true;
    stubAdsApi({
      market: () => {
        if (down) throw new Error('the API is down');
        return { list: [adAnswer()] };
      },
    });
    renderApp('/buySell', { realPages: true });
    const failed = await screen.findByTestId('market-failed');
    expect(failed.textContent).toContain('Loading failed');
    down = false;
    fireEvent.click(within(failed).getByTestId('market-failed-retry'));
    await screen.findByTestId('ad-card-a1');
    expect(screen.queryByTestId('market-failed')).toBeNull();
  });

  it('loads the next page of the infinite list, then says there are no more', async () => {
    signIn();
    const all = Array.from({ length: 25 }, (_, i) => adAnswer({ id: `a${i + 1}` }));
    const fetchMock = stubAdsApi({
      market: (q) => {
        const n = Number(q.get('pageNo'));
        return { list: all.slice((n - 1) * 20, n * 20), total: all.length };
      },
    });
    renderApp('/buySell', { realPages: true });
    await screen.findByTestId('ad-card-a20');
    expect(screen.queryByTestId('ad-card-a21')).toBeNull();
    fireEvent.click(screen.getByTestId('market-more'));
    await screen.findByTestId('ad-card-a25');
    expect(lastMarketQuery(fetchMock).pageNo).toBe('2');
    expect(screen.getByTestId('market-more-end').textContent).toBe('No more ads');
  });

  it("opens an ad's details with its conditions and notes, and the way to order on it", async () => {
    signIn();
    const ad = adAnswer({
      notes: 'Fast release',
      conditions: { minCredit: 80, minCompletedOrders: 5, minRegisteredDays: 30 },
    });
    stubAdsApi({ market: () => ({ list: [ad] }), ads: { a1: ad } });
    const { router } = renderApp('/buySell', { realPages: true });
    fireEvent.click(within(await screen.findByTestId('ad-card-a1')).getByTestId('ad-details'));
    const sheet = await screen.findByTestId('ad-detail');
    expect(router.state.location.search).toContain('adId=a1');
    expect(within(sheet).getByTestId('ad-detail-notes').textContent).toBe('Fast release');
    expect(within(sheet).getByTestId('ad-conditions').textContent).toContain('Credit score of at least 80');
    expect(within(sheet).getByTestId('ad-detail-order').textContent).toBe('Buy MEC');
    expect(within(sheet).queryByTestId('ad-offline')).toBeNull();
  });

  it("shows no Buy or Sell on the trader's own ad, in the list or its details, but 'Your ad' (5026: no order on one's own ad)", async () => {
    signIn('test-token', '42'); // the advertiser of adAnswer()
    const ad = adAnswer();
    stubAdsApi({ market: () => ({ list: [ad] }), ads: { a1: ad } });
    renderApp('/buySell', { realPages: true });
    const card = within(await screen.findByTestId('ad-card-a1'));
    expect(card.queryByTestId('ad-open')).toBeNull();
    expect(card.getByTestId('ad-own').textContent).toBe('Your ad');
    fireEvent.click(card.getByTestId('ad-details'));
    const sheet = within(await screen.findByTestId('ad-detail'));
    expect(await sheet.findByTestId('ad-own')).toBeTruthy();
    expect(sheet.queryByTestId('ad-detail-order')).toBeNull();
  });

  it('a link to an offline ad (?adId=) asks to trade with an online ad instead, and goes back to the list', async () => {
    signIn();
    stubAdsApi({
      market: () => ({ list: [adAnswer({ id: 'a2' })] }),
      ads: { a9: adAnswer({ id: 'a9', online: false }) },
    });
    const { router } = renderApp('/buySell?adId=a9', { realPages: true });
    const prompt = await screen.findByTestId('ad-offline');
    expect(prompt.textContent).toContain(
      'This ad is offline. Would you like to trade with an online ad instead?',
    );
    expect(screen.queryByTestId('ad-detail-order')).toBeNull();
    fireEvent.click(within(prompt).getByTestId('ad-offline-show-online'));
    await waitFor(() => expect(router.state.location.search).not.toContain('adId'));
    expect(await screen.findByTestId('ad-card-a2')).toBeTruthy();
  });

  it('an ad whose advertiser went offline shows the same prompt', async () => {
    signIn();
    const away = adAnswer({ id: 'a3' });
    away.advertiser = { ...away.advertiser, online: false };
    stubAdsApi({ market: () => ({ list: [] }), ads: { a3: away } });
    renderApp('/buySell?adId=a3', { realPages: true });
    expect(await screen.findByTestId('ad-offline')).toBeTruthy();
  });

  it('an ad id the API does not know (5000) shows the offline prompt', async () => {
    signIn();
    stubAdsApi({ market: () => ({ list: [] }) });
    renderApp('/buySell?adId=gone', { realPages: true });
    expect((await screen.findByTestId('ad-offline')).textContent).toContain('Would you like to trade');
  });
});
