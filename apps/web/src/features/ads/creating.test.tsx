import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentRequests } from '../../test/fetchStub';
import { renderApp, signIn } from '../../test/renderApp';
import { depositAnswer } from '../funds/fundsTestKit';
import { paymentMethod } from '../payment-methods/paymentMethodsTestKit';
import { adAnswer, pairAnswer, PAIRS, stubAdsApi, type AdsApiState } from './adsTestKit';

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

/** /creating with its pairs and the trader's payment methods loaded. */
async function openForm(path = '/creating?type=SELL&mode=MANUAL', state: AdsApiState = {}) {
  signIn();
  const fetchMock = stubAdsApi(state);
  const view = renderApp(path, { realPages: true });
  await screen.findByTestId('ad-form');
  await screen.findByTestId('ad-method-p1');
  // The submit waits for the trader's setup state (issue 26), read later than the form on a busy machine.
  await waitFor(() => expect((screen.getByTestId('ad-submit') as HTMLButtonElement).disabled).toBe(false));
  return { fetchMock, ...view };
}

/** A valid ad: fixed price, quantity, one payment method. */
function fillValid() {
  type('ad-unit-price', '1.25');
  type('ad-total', '100');
  fireEvent.click(screen.getByTestId('ad-method-p1'));
}

const created = (fetchMock: ReturnType<typeof stubAdsApi>) =>
  sentRequests(fetchMock, '/api/c2c/advert/create', 'POST');

describe('/publish', () => {
  it('the NFT path says NFT ads are sales only (spec §6) and goes on to the NFT form (/creating?asset=NFT)', async () => {
    signIn();
    stubAdsApi({});
    const { router } = renderApp('/publish', { realPages: true });
    fireEvent.click(await screen.findByTestId('publish-asset-NFT'));
    expect(screen.getByTestId('publish-nft-sell-only').textContent).toBe(
      'NFT ads are sales only: one item you hold, at one price.',
    );
    expect(screen.queryByTestId('publish-type')).toBeNull();
    fireEvent.click(screen.getByTestId('publish-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/creating'));
    expect(router.state.location.search).toBe('?asset=NFT');
  });

  it('a coin ad priced in USDT goes to /creating, a fiat one to /creatingOther, with the side and the mode', async () => {
    signIn();
    // USDT/MEC takes automatic ads (issue 24: USDT only, open to every trader).
    stubAdsApi({ pairs: [...PAIRS, pairAnswer('2', 'USDT', 'MEC', { quoteKind: 'COIN' })] });
    const { router } = renderApp('/publish', { realPages: true });
    fireEvent.click(await screen.findByTestId('publish-type-BUY'));
    fireEvent.click(screen.getByTestId('publish-mode-AUTO'));
    fireEvent.click(await screen.findByTestId('publish-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/creating'));
    expect(router.state.location.search).toBe('?type=BUY&mode=AUTO');
    await router.navigate('/publish');
    // The page may render again as it comes back: click the radio of the page on screen until it holds.
    await waitFor(() => {
      const fiat = screen.getByTestId('publish-quote-FIAT') as HTMLInputElement;
      if (!fiat.checked) fireEvent.click(fiat);
      expect((screen.getByTestId('publish-quote-FIAT') as HTMLInputElement).checked).toBe(true);
    });
    fireEvent.click(screen.getByTestId('publish-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/creatingOther'));
  });
});

describe('/creating and /creatingOther: the form', () => {
  it('offers only pairs priced in USDT on /creating, and only fiat pairs on /creatingOther with the certified-merchant rule', async () => {
    await openForm();
    const options = () =>
      within(screen.getByTestId('ad-pair'))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options()).toEqual(['MEC/USDT']);
    expect(screen.queryByTestId('ad-fiat-rule')).toBeNull();
    cleanup();
    await openForm('/creatingOther?type=SELL&mode=MANUAL');
    expect(options()).toEqual(['MEC/CNY', 'USDT/CNY']);
    expect(screen.getByTestId('ad-fiat-rule').textContent).toContain('certified merchant');
    await waitFor(() => expect(screen.getByTestId('ad-fiat-rule').textContent).toContain('will be refused'));
  });

  it('sends the ad as the shared DTO reads it: POST /c2c/advert/create, blank optional fields left out', async () => {
    const { fetchMock } = await openForm('/creating?type=SELL&mode=MANUAL', {
      methods: [paymentMethod(), paymentMethod({ id: 'p2', kind: 'ALIPAY', account: 'li88' })],
    });
    fillValid();
    fireEvent.click(screen.getByTestId('ad-method-p2'));
    type('ad-min-qty', '1');
    type('ad-max-qty', '50');
    type('ad-pay-minutes', '30');
    type('ad-min-credit', '80');
    type('ad-notes', ' Fast release ');
    fireEvent.click(screen.getByTestId('ad-submit'));
    await waitFor(() => expect(created(fetchMock)).toHaveLength(1));
    expect(created(fetchMock)[0]?.body).toEqual({
      type: 'SELL',
      mode: 'MANUAL',
      coinPairId: 1,
      priceType: 'FIXED',
      unitPrice: '1.25',
      totalQuantity: '100',
      minQuantity: '1',
      maxQuantity: '50',
      paymentMethodIds: ['p1', 'p2'],
      payMinutes: 30,
      minCredit: 80,
      notes: 'Fast release',
    });
  });

  it('sends a floating price as a margin, and refuses a margin beyond ±50% before sending', async () => {
    const { fetchMock } = await openForm();
    fireEvent.click(screen.getByTestId('ad-price-type-FLOATING'));
    type('ad-margin', '60');
    type('ad-total', '100');
    fireEvent.click(screen.getByTestId('ad-method-p1'));
    fireEvent.click(screen.getByTestId('ad-submit'));
    expect((await screen.findByTestId('ad-margin-error')).textContent).toContain('-50% and +50%');
    type('ad-margin', '-1.5');
    fireEvent.click(screen.getByTestId('ad-submit'));
    await waitFor(() => expect(created(fetchMock)).toHaveLength(1));
    expect(created(fetchMock)[0]?.body).toMatchObject({ priceType: 'FLOATING', priceMargin: '-1.5' });
    expect(created(fetchMock)[0]?.body).not.toHaveProperty('unitPrice');
  });

  it('refuses notes with a link before sending (5041)', async () => {
    const { fetchMock } = await openForm();
    fillValid();
    type('ad-notes', 'see www.example.com');
    fireEvent.click(screen.getByTestId('ad-submit'));
    expect((await screen.findByTestId('ad-notes-error')).textContent).toBe(
      'Notes: at most 100 characters, no contact details or links',
    );
    type('ad-notes', 'x'.repeat(101));
    fireEvent.click(screen.getByTestId('ad-submit'));
    await screen.findByTestId('ad-notes-error');
    expect(created(fetchMock)).toEqual([]);
  });

  it('refuses a minimum above the maximum before sending (5032)', async () => {
    const { fetchMock } = await openForm();
    fillValid();
    type('ad-min-amount', '500');
    type('ad-max-amount', '20');
    fireEvent.click(screen.getByTestId('ad-submit'));
    expect((await screen.findByTestId('ad-max-amount-error')).textContent).toBe(
      'The minimum must not exceed the maximum',
    );
    expect(created(fetchMock)).toEqual([]);
  });

  it("refuses a fixed price outside the pair's range before sending (5031)", async () => {
    const { fetchMock } = await openForm('/creating', {
      pairs: [pairAnswer('1', 'MEC', 'USDT', { minPrice: '0.5', maxPrice: '2' })],
    });
    expect(screen.getByText('Allowed range: 0.5 to 2 USDT')).toBeTruthy();
    fillValid();
    type('ad-unit-price', '3');
    fireEvent.click(screen.getByTestId('ad-submit'));
    expect((await screen.findByTestId('ad-unit-price-error')).textContent).toBe(
      'The unit price is out of range',
    );
    expect(created(fetchMock)).toEqual([]);
  });

  it('refuses an automatic ad for a coin other than USDT before sending (5043)', async () => {
    const { fetchMock } = await openForm('/creating?type=SELL&mode=AUTO');
    fillValid();
    fireEvent.click(screen.getByTestId('ad-submit'));
    expect((await screen.findByTestId('ad-mode-error')).textContent).toBe('Automatic ads support USDT only');
    expect(created(fetchMock)).toEqual([]);
  });

  it('requires 1 to 5 payment methods (the sixth cannot be chosen) and links to /paymentMethods to add one', async () => {
    const methods = Array.from({ length: 6 }, (_, i) => paymentMethod({ id: `p${i + 1}`, account: `A${i}` }));
    const { fetchMock } = await openForm('/creating', { methods });
    type('ad-unit-price', '1');
    type('ad-total', '10');
    fireEvent.click(screen.getByTestId('ad-submit'));
    expect((await screen.findByTestId('ad-methods-error')).textContent).toBe('Choose 1 to 5 payment methods');
    for (let i = 1; i <= 5; i += 1) fireEvent.click(screen.getByTestId(`ad-method-p${i}`));
    expect((screen.getByTestId('ad-method-p6') as HTMLInputElement).disabled).toBe(true);
    // Its form returns to this one once the method is saved (issue 26).
    expect(screen.getByTestId('ad-methods-add').getAttribute('href')).toBe(
      '/paymentMethods?form=new&back=%2Fcreating',
    );
    expect(created(fetchMock)).toEqual([]);
  });

  it("shows the API's refusal in the catalogue's words (5009)", async () => {
    await openForm('/creating', { created: { refuse: '5009' } });
    fillValid();
    fireEvent.click(screen.getByTestId('ad-submit'));
    expect((await screen.findByTestId('ad-form-error')).textContent).toMatch(/credit score/i);
  });
});

describe('/creating: after the form', () => {
  it('a SELL ad shows the deposit step (POST /c2c/advert/deposit/{id}), then "published" with a link to /myAdvert', async () => {
    const ad = adAnswer({ id: 'n1', status: 'CREATING', online: true });
    const state: AdsApiState = { created: ad, ads: { n1: ad }, deposit: () => depositAnswer() };
    const { fetchMock, router } = await openForm('/creating?type=SELL&mode=MANUAL', state);
    fillValid();
    fireEvent.click(screen.getByTestId('ad-submit'));
    expect(await screen.findByTestId('ad-deposit-stage')).toBeTruthy();
    expect(router.state.location.search).toBe('?ad=n1');
    expect((await screen.findByTestId('deposit-amount')).textContent).toBe('12.5 MEC');
    expect(sentRequests(fetchMock, '/api/c2c/advert/deposit/n1', 'POST').length).toBeGreaterThan(0);
    state.ads = { n1: { ...ad, status: 'PUBLISHED', publishedAt: new Date().toISOString() } };
    state.deposit = () => depositAnswer({ status: 'SATISFIED', receivedAmount: '12.5', shortfall: '0' });
    const published = await screen.findByTestId('ad-published', {}, { timeout: 12000 });
    expect(within(published).getByTestId('ad-to-my-ads').getAttribute('href')).toBe('/myAdvert');
  }, 20000);

  it('cancel creation asks first, then POST /c2c/advert/cancel/{id} and back to /myAdvert', async () => {
    const ad = adAnswer({ id: 'n2', status: 'CREATING' });
    signIn();
    const fetchMock = stubAdsApi({ ads: { n2: ad } });
    const { router } = renderApp('/creating?ad=n2', { realPages: true });
    fireEvent.click(await screen.findByTestId('ad-cancel-creation'));
    const dialog = (await screen.findByText('Cancel this ad?')).closest('.adm-dialog') as HTMLElement;
    fireEvent.click(within(dialog).getByText('Cancel creation'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myAdvert'));
    expect(sentRequests(fetchMock, '/api/c2c/advert/cancel/n2', 'POST')).toHaveLength(1);
  });

  it('a BUY ad is published at once (no deposit)', async () => {
    const ad = adAnswer({ id: 'b1', type: 'BUY', status: 'PUBLISHED' });
    const { fetchMock } = await openForm('/creating?type=BUY&mode=MANUAL', { created: ad, ads: { b1: ad } });
    fillValid();
    fireEvent.click(screen.getByTestId('ad-submit'));
    expect(await screen.findByTestId('ad-published')).toBeTruthy();
    expect(sentRequests(fetchMock, '/api/c2c/advert/deposit')).toEqual([]);
    expect(created(fetchMock)[0]?.body).toMatchObject({ type: 'BUY' });
  });

  it('uses the pairs of the catalogue: no pair open for the kind of ad shows an empty state', async () => {
    signIn();
    stubAdsApi({ pairs: PAIRS.filter((p) => p.quote !== 'USDT') });
    renderApp('/creating', { realPages: true });
    expect((await screen.findByTestId('ad-no-pairs')).textContent).toContain('No coin pair is open');
  });
});
