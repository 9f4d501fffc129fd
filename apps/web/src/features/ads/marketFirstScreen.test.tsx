import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signIn } from '../../test/renderApp';
import { adAnswer, lastMarketQuery, stubAdsApi } from './adsTestKit';
import { countMarketFilters, readMarketParams } from './format';

const choose = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

const marketReads = (fetchMock: ReturnType<typeof stubAdsApi>) =>
  fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/c2c/advert/page?')).length;

describe("/buySell's first screen (issue 26)", () => {
  it('shows skeleton cards (the list busy) while the first page loads, under the filter row, then the cards in their place (issue 26)', async () => {
    signIn();
    let release = () => {};
    stubAdsApi({
      marketHeld: new Promise<void>((resolve) => (release = resolve)),
      market: () => ({ list: [adAnswer(), adAnswer({ id: 'a2' })] }),
    });
    renderApp('/buySell', { realPages: true });
    const skeleton = await screen.findByTestId('market-loading');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.getAttribute('aria-label')).toBe('Loading ads…');
    const cards = within(skeleton).getAllByTestId('ad-card-skeleton');
    expect(cards).toHaveLength(3);
    expect(cards.every((c) => c.classList.contains('ad-card'))).toBe(true); // an ad card's size
    // The controls are there and usable, nothing spins over them; the caption says what the tab means.
    expect(screen.getByTestId('market-filter-open')).toBeTruthy();
    expect((screen.getByTestId('market-pair') as HTMLSelectElement).value).toBe('1');
    expect(screen.getByTestId('market-caption').textContent).toContain('Ads of sellers');
    expect(document.querySelector('.adm-spin-loading')).toBeNull();
    release();
    expect(await screen.findByTestId('ad-card-a2')).toBeTruthy();
    expect(screen.queryByTestId('market-loading')).toBeNull();
    expect(screen.queryAllByTestId('ad-card-skeleton')).toHaveLength(0);
    expect(screen.getByTestId('market-list').contains(screen.getByTestId('ad-card-a1'))).toBe(true);
  });

  it('the filter row opens the filter sheet, which applies its filters at once and the Filter button counts them (issue 26)', async () => {
    signIn();
    const fetchMock = stubAdsApi({ market: () => ({ list: [adAnswer()] }) });
    const { router } = renderApp('/buySell?sort=PRICE_ASC', { realPages: true });
    await screen.findByTestId('ad-card-a1');
    const button = screen.getByTestId('market-filter-open');
    expect(screen.queryByTestId('market-filter-count')).toBeNull();
    expect(button.textContent).toBe('Filter');

    fireEvent.click(button);
    const sheet = within(await screen.findByTestId('market-filter-sheet'));
    await sheet.findByRole('option', { name: 'Taiwan' });
    const before = marketReads(fetchMock);
    choose('market-region', 'TWN');
    fireEvent.click(sheet.getByTestId('market-fast'));
    // A draft until Apply: the market is not read again per choice.
    expect(marketReads(fetchMock)).toBe(before);
    fireEvent.click(sheet.getByTestId('market-filter-apply'));
    await waitFor(() =>
      expect(lastMarketQuery(fetchMock)).toMatchObject({ regionId: 'TWN', fastOnly: 'true' }),
    );
    expect(marketReads(fetchMock)).toBe(before + 1);
    expect(router.state.location.search).toContain('region=TWN');
    expect(router.state.location.search).toContain('fast=1');
    expect((await screen.findByTestId('market-filter-count')).textContent).toBe('2');
    expect(button.getAttribute('aria-label')).toBe('Filter (2 active)');
    const popup = screen.getByTestId('market-filter-sheet').closest<HTMLElement>('.adm-popup')!;
    await waitFor(() => expect(popup.style.display).toBe('none')); // closed on Apply

    // Opened again, it starts from the filters in force; Reset filters and Apply clear them all.
    fireEvent.click(button);
    const again = within(await screen.findByTestId('market-filter-sheet'));
    expect((again.getByTestId('market-region') as HTMLSelectElement).value).toBe('TWN');
    expect(again.getByTestId('market-fast').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(again.getByTestId('market-filter-reset'));
    expect(again.getByTestId('market-fast').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(again.getByTestId('market-filter-apply'));
    await waitFor(() => expect(screen.queryByTestId('market-filter-count')).toBeNull());
    // (The unfiltered market is still fresh in the cache: it shows without another read.)
    expect(router.state.location.search).not.toContain('region');
    expect(router.state.location.search).not.toContain('fast');
    expect(router.state.location.search).toContain('sort=PRICE_ASC'); // the sort is a choice, not a filter
    expect(await screen.findByTestId('ad-card-a1')).toBeTruthy();
  });

  it('counts each filter set, the sort and pair not (issue 26)', () => {
    const count = (search: string) => countMarketFilters(readMarketParams(new URLSearchParams(search)));
    expect(count('sort=PRICE_ASC&pair=12')).toBe(0);
    expect(count('region=TWN')).toBe(1);
    expect(count('region=TWN&kind=ALIPAY&certified=1&fast=1')).toBe(4);
  });

  it('the order button hides while the filter sheet is open; the cards keep its column free (issue 26)', async () => {
    signIn();
    stubAdsApi({ market: () => ({ list: [adAnswer()] }), unfinished: true });
    renderApp('/buySell', { realPages: true });
    await screen.findByTestId('ad-card-a1');
    await screen.findByTestId('order-button');
    const bubble = screen.getByTestId('order-bubble');
    expect(bubble.hidden).toBe(false);
    // The side it rests on, which ads.css keeps free of the cards' Buy and Sell.
    await waitFor(() => expect(document.documentElement.dataset.orderButton).toBe('right'));
    fireEvent.click(screen.getByTestId('market-filter-open'));
    await screen.findByTestId('market-filter-sheet');
    await waitFor(() => expect(bubble.hidden).toBe(true));
    expect(document.documentElement.dataset.orderButton).toBeUndefined();
    fireEvent.click(screen.getByTestId('market-filter-apply'));
    await waitFor(() => expect(bubble.hidden).toBe(false));
    expect(document.documentElement.dataset.orderButton).toBe('right');
  });
});
