// Issue 22 in the trader app: the market card says what the advertiser's figures count, and an advertiser
// who is not accepting orders is told where it matters (My ads, the publish result) that their ads are
// hidden, with the switch beside the words.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentRequests } from '../../test/fetchStub';
import { renderApp, signIn } from '../../test/renderApp';
import { adAnswer, stubAdsApi } from './adsTestKit';

describe('the market card (issue 22: honest reputation)', () => {
  it('says what the orders and completion figures count (issue 22: say on the market card what the figures count)', async () => {
    signIn();
    stubAdsApi({ market: () => ({ list: [adAnswer()] }) });
    renderApp('/buySell', { realPages: true });
    const card = await screen.findByTestId('ad-card-a1');
    const note = within(card).getByTestId('ad-figures-note');
    expect(note.querySelector('summary')?.textContent).toBe('What these figures count');
    expect(note.textContent).toContain('cancelled after accepting, timed out or lost an appeal');
    expect(note.textContent).toContain(
      'Orders the other side cancelled, or rejected before acceptance, do not count',
    );
    // The figures themselves stay as they were.
    expect(within(card).getByTestId('ad-stats').textContent).toContain('97.6% completion');
  });
});

describe('/myAdvert while not accepting orders (issue 22: new advertisers are hidden)', () => {
  it('says the ads are hidden beside the switch, and no longer once it is turned on (issue 22: when offline, My ads says the ads are hidden)', async () => {
    signIn();
    const fetchMock = stubAdsApi({ mine: [adAnswer()], online: false });
    renderApp('/myAdvert', { realPages: true });
    const hidden = await screen.findByTestId('my-ads-hidden');
    expect(hidden.textContent).toBe(
      'You are not accepting orders, so all your ads are hidden from the market.',
    );
    const toggle = screen.getByTestId('advertiser-online');
    expect(hidden.closest('.my-ads__online')?.contains(toggle)).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.queryByTestId('my-ads-hidden')).toBeNull());
    expect(sentRequests(fetchMock, '/api/c2c/advert/online', 'POST').map((r) => r.url)).toEqual([
      '/api/c2c/advert/online?online=true',
    ]);
  });

  it('says nothing of the kind while accepting orders', async () => {
    signIn();
    stubAdsApi({ mine: [adAnswer()], online: true });
    renderApp('/myAdvert', { realPages: true });
    await waitFor(() =>
      expect(screen.getByTestId('advertiser-online').getAttribute('aria-checked')).toBe('true'),
    );
    expect(screen.queryByTestId('my-ads-hidden')).toBeNull();
  });
});

describe('the publish result (issue 22: new advertisers are hidden)', () => {
  it('says "buyers can find it now" only while accepting orders', async () => {
    signIn();
    const ad = adAnswer({ id: 'b1', type: 'BUY', status: 'PUBLISHED' });
    stubAdsApi({ ads: { b1: ad }, online: true });
    renderApp('/creating?ad=b1', { realPages: true });
    const published = await screen.findByTestId('ad-published');
    await waitFor(() =>
      expect(within(published).getByTestId('ad-published-visible').textContent).toBe(
        'Buyers can find it in the order market now.',
      ),
    );
    expect(within(published).queryByTestId('advertiser-hidden')).toBeNull();
  });

  it('when not accepting orders says the ad is hidden, with the switch that turns it on (issue 22: the publish result says the ads are hidden, with the switch beside it)', async () => {
    signIn();
    const ad = adAnswer({ id: 'b2', type: 'BUY', status: 'PUBLISHED' });
    const fetchMock = stubAdsApi({ ads: { b2: ad }, online: false });
    renderApp('/creating?ad=b2', { realPages: true });
    const hidden = await screen.findByTestId('advertiser-hidden');
    expect(hidden.textContent).toContain('Your ad is published but hidden from the market');
    expect(screen.queryByTestId('ad-published-visible')).toBeNull();
    fireEvent.click(within(hidden).getByTestId('advertiser-hidden-switch'));
    await waitFor(() => expect(screen.queryByTestId('advertiser-hidden')).toBeNull());
    expect(screen.getByTestId('ad-published-visible')).toBeTruthy();
    expect(sentRequests(fetchMock, '/api/c2c/advert/online', 'POST').map((r) => r.url)).toEqual([
      '/api/c2c/advert/online?online=true',
    ]);
  });
});
