import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentRequests } from '../../test/fetchStub';
import { askedDialog } from '../../test/dialogs';
import { renderApp, signIn } from '../../test/renderApp';
import { adAnswer, stubAdsApi, type AdsApiState } from './adsTestKit';

function open(state: AdsApiState) {
  signIn();
  const fetchMock = stubAdsApi(state);
  const view = renderApp('/myAdvert', { realPages: true });
  return { fetchMock, ...view };
}

const confirmIn = async (title: string, button: string) => {
  // The dialog of this title (a closing one of an earlier step may still be in the page).
  const dialog = (await screen.findByText(title)).closest('.adm-dialog') as HTMLElement;
  fireEvent.click(within(dialog).getByText(button));
};

describe('/myAdvert', () => {
  it('lists my ads with type, pair, status, price and remaining of total (GET /c2c/advert/pageByUser)', async () => {
    const { fetchMock } = open({
      mine: [
        adAnswer(),
        adAnswer({ id: 'a2', type: 'BUY', status: 'CANCELLED', quote: 'CNY', unitPrice: '7.1' }),
      ],
    });
    const card = await screen.findByTestId('my-ad-a1');
    expect(card.textContent).toContain('Sell');
    expect(card.textContent).toContain('MEC/USDT');
    expect(within(card).getByTestId('my-ad-status').textContent).toBe('In progress');
    expect(within(card).getByTestId('my-ad-price').textContent).toBe('1.25 USDT');
    expect(within(card).getByTestId('my-ad-remaining').textContent).toBe('80.5 / 100 MEC');
    expect(within(screen.getByTestId('my-ad-a2')).getByTestId('my-ad-status').textContent).toBe('Cancelled');
    expect(sentRequests(fetchMock, '/api/c2c/advert/pageByUser', 'GET')[0]?.url).not.toContain(
      'inProgressOnly',
    );
  });

  it('the in-progress-only filter asks for inProgressOnly=true and drops cancelled ads', async () => {
    const { fetchMock } = open({ mine: [adAnswer(), adAnswer({ id: 'a2', status: 'CANCELLED' })] });
    await screen.findByTestId('my-ad-a2');
    fireEvent.click(screen.getByTestId('my-ads-in-progress'));
    await waitFor(() => expect(screen.queryByTestId('my-ad-a2')).toBeNull());
    expect(await screen.findByTestId('my-ad-a1')).toBeTruthy();
    const urls = sentRequests(fetchMock, '/api/c2c/advert/pageByUser').map((r) => r.url);
    expect(urls.some((u) => u.includes('inProgressOnly=true'))).toBe(true);
  });

  it("switches the advertiser's own online state: GET /c2c/advert/online, then POST ?online=false", async () => {
    const { fetchMock } = open({ mine: [adAnswer()], online: true });
    const toggle = await screen.findByTestId('advertiser-online');
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(toggle.getAttribute('aria-label')).toBe('Accepting orders');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    const posts = sentRequests(fetchMock, '/api/c2c/advert/online', 'POST');
    expect(posts.map((r) => r.url)).toEqual(['/api/c2c/advert/online?online=false']);
  });

  it('takes one published ad offline: POST /c2c/advert/online/{id}?online=false, then says it is hidden', async () => {
    const { fetchMock } = open({ mine: [adAnswer()] });
    const card = await screen.findByTestId('my-ad-a1');
    fireEvent.click(within(card).getByTestId('my-ad-online'));
    await waitFor(() => expect(card.textContent).toContain('Hidden from the market'));
    expect(sentRequests(fetchMock, '/api/c2c/advert/online/a1', 'POST').map((r) => r.url)).toEqual([
      '/api/c2c/advert/online/a1?online=false',
    ]);
  });

  it('offers to continue the deposit of a SELL ad being created (/creating?ad=), and no online switch for it', async () => {
    open({
      mine: [adAnswer({ status: 'CREATING' }), adAnswer({ id: 'f1', status: 'CREATING', quote: 'CNY' })],
    });
    const card = await screen.findByTestId('my-ad-a1');
    expect(within(card).getByTestId('my-ad-continue').getAttribute('href')).toBe('/creating?ad=a1');
    expect(within(card).queryByTestId('my-ad-online')).toBeNull();
    const fiat = screen.getByTestId('my-ad-f1');
    expect(within(fiat).getByTestId('my-ad-continue').getAttribute('href')).toBe('/creatingOther?ad=f1');
  });

  it('cancels an ad after a confirmation (POST /c2c/advert/cancel/{id}); backing out sends nothing', async () => {
    const { fetchMock } = open({ mine: [adAnswer()] });
    const card = await screen.findByTestId('my-ad-a1');
    const first = await askedDialog(() => fireEvent.click(within(card).getByTestId('my-ad-cancel')));
    within(first).getByText('Cancel this ad?');
    fireEvent.click(within(first).getByText('Back'));
    expect(sentRequests(fetchMock, '/api/c2c/advert/cancel')).toEqual([]);
    const second = await askedDialog(() => fireEvent.click(within(card).getByTestId('my-ad-cancel')));
    fireEvent.click(within(second).getByText('Cancel ad'));
    await waitFor(() => expect(screen.getByTestId('my-ad-a1').getAttribute('data-status')).toBe('CANCELLED'));
    expect(sentRequests(fetchMock, '/api/c2c/advert/cancel/a1', 'POST')).toHaveLength(1);
  });

  it('offers no cancel while the ad has active orders (5007)', async () => {
    open({ mine: [adAnswer({ activeOrders: 2 })] });
    const card = await screen.findByTestId('my-ad-a1');
    expect(within(card).getByTestId('my-ad-active-orders').textContent).toBe('2 active orders');
    expect(within(card).queryByTestId('my-ad-cancel')).toBeNull();
  });

  it('deletes only cancelled ads, after a confirmation (POST /c2c/advert/delete/{id})', async () => {
    const { fetchMock } = open({ mine: [adAnswer(), adAnswer({ id: 'a2', status: 'CANCELLED' })] });
    expect(within(await screen.findByTestId('my-ad-a1')).queryByTestId('my-ad-delete')).toBeNull();
    fireEvent.click(within(screen.getByTestId('my-ad-a2')).getByTestId('my-ad-delete'));
    await confirmIn('Delete this ad?', 'Delete');
    await waitFor(() => expect(screen.queryByTestId('my-ad-a2')).toBeNull());
    expect(sentRequests(fetchMock, '/api/c2c/advert/delete/a2', 'POST')).toHaveLength(1);
  });

  it('shows an empty state with the way to post an ad', async () => {
    open({ mine: [] });
    const empty = await screen.findByTestId('my-ads-empty');
    expect(empty.textContent).toContain('No ads yet');
    expect(within(empty).getByTestId('empty-state-action').getAttribute('href')).toBe('/publish');
  });

  it('is kept alive: the filter survives a visit to another page', async () => {
    const { router } = open({ mine: [adAnswer(), adAnswer({ id: 'a2', status: 'CANCELLED' })] });
    await screen.findByTestId('my-ad-a2');
    fireEvent.click(screen.getByTestId('my-ads-in-progress'));
    await waitFor(() => expect(screen.queryByTestId('my-ad-a2')).toBeNull());
    await router.navigate('/publish');
    await screen.findByTestId('publish-page');
    await router.navigate(-1);
    await waitFor(() =>
      expect((screen.getByTestId('my-ads-in-progress') as HTMLInputElement).checked).toBe(true),
    );
  });
});
