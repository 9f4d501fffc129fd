// The trader app under the country fiat rules (issue 24): the market and the ad forms offer only the pairs
// the trader's country allows (GET /c2c/coin/config/mine); a closed fiat side says why before any form is
// filled (5042 with a link to set the region, 5044); automatic ads are offered only where a USDT pair is
// open (5043).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signIn } from '../../test/renderApp';
import { pairAnswer, PAIRS, stubAdsApi } from './adsTestKit';

const USDT_MEC = pairAnswer('2', 'USDT', 'MEC', { quoteKind: 'COIN' });
const options = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('option')
    .map((o) => o.getAttribute('value'));

/** Chooses the fiat quote on /publish (the page may render again as its data arrives). */
async function chooseFiat() {
  await waitFor(() => {
    const fiat = screen.getByTestId('publish-quote-FIAT') as HTMLInputElement;
    if (!fiat.checked) fireEvent.click(fiat);
    expect((screen.getByTestId('publish-quote-FIAT') as HTMLInputElement).checked).toBe(true);
  });
}

describe('country fiat rules in the trader app (issue 24)', () => {
  it('the market lists only the pairs of the trader’s country: no fiat pair where the country has no fiat (5042)', async () => {
    signIn();
    stubAdsApi({ fiatClosed: '5042' });
    renderApp('/buySell', { realPages: true });
    // The pair select is there (disabled) while the pairs load (issue 26): wait for its options.
    await waitFor(() => expect(options('market-pair')).toEqual(['1']));
  });

  it('quick trade offers only the pairs of the trader’s country (no fiat pair where the country has none: 5042)', async () => {
    signIn();
    stubAdsApi({ fiatClosed: '5042' });
    renderApp('/buySell?mode=quick', { realPages: true });
    // The pairs come with the reference data: the select can be there before its options.
    await waitFor(() => expect(options('quick-pair')).toEqual(['1']));
  });

  it('the market lists the fiat pairs of a trader whose country trades them', async () => {
    signIn();
    stubAdsApi({});
    renderApp('/buySell', { realPages: true });
    await waitFor(() => expect(options('market-pair')).toEqual(PAIRS.map((p) => p.id)));
  });

  it('/creatingOther explains 5042 before any form, with a link to set the region in the personal center', async () => {
    signIn();
    stubAdsApi({ fiatClosed: '5042' });
    const { router } = renderApp('/creatingOther', { realPages: true });
    const notice = await screen.findByTestId('ad-fiat-closed');
    expect(notice.textContent).toContain('Fiat trading is not available for your country or region');
    expect(screen.queryByTestId('ad-form')).toBeNull();
    fireEvent.click(screen.getByTestId('ad-fiat-closed-region'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personalCenter'));
  });

  it('/creatingOther explains 5044 (certified merchant needed) before any form', async () => {
    signIn();
    stubAdsApi({ fiatClosed: '5044' });
    renderApp('/creatingOther', { realPages: true });
    const notice = await screen.findByTestId('ad-fiat-closed');
    expect(notice.getAttribute('data-code')).toBe('5044');
    expect(screen.queryByTestId('ad-fiat-closed-region')).toBeNull();
    expect(screen.queryByTestId('ad-form')).toBeNull();
  });

  it('/publish closes the fiat side with 5042’s words and cannot continue there; the coin side continues', async () => {
    signIn();
    stubAdsApi({ fiatClosed: '5042' });
    renderApp('/publish', { realPages: true });
    await chooseFiat();
    const notice = await screen.findByTestId('publish-fiat-closed');
    expect(notice.getAttribute('data-code')).toBe('5042');
    expect((screen.getByTestId('publish-next') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('publish-quote-USDT'));
    await waitFor(() =>
      expect((screen.getByTestId('publish-next') as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('/publish offers an automatic ad only where a USDT pair is open (5043): USDT/MEC for an ordinary trader', async () => {
    signIn();
    stubAdsApi({ fiatClosed: '5044' });
    const { unmount } = renderApp('/publish', { realPages: true });
    fireEvent.click(await screen.findByTestId('publish-mode-AUTO'));
    expect(await screen.findByTestId('publish-auto-closed')).toBeTruthy();
    expect((screen.getByTestId('publish-next') as HTMLButtonElement).disabled).toBe(true);
    unmount();

    stubAdsApi({ fiatClosed: '5044', pairs: [...PAIRS, USDT_MEC] });
    const { router } = renderApp('/publish', { realPages: true });
    fireEvent.click(await screen.findByTestId('publish-mode-AUTO'));
    await waitFor(() =>
      expect((screen.getByTestId('publish-next') as HTMLButtonElement).disabled).toBe(false),
    );
    expect(screen.queryByTestId('publish-auto-closed')).toBeNull();
    fireEvent.click(screen.getByTestId('publish-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/creating'));
    expect(router.state.location.search).toContain('mode=AUTO');
  });
});
