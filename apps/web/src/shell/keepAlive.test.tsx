import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../test/fetchStub';
import { renderApp, signIn } from '../test/renderApp';

function pane(path: string): HTMLElement {
  return document.querySelector(`[data-page="${path}"]`) as HTMLElement;
}

describe('keep-alive pages', () => {
  beforeEach(() => {
    stubFetch();
    signIn();
  });

  it.each(['/', '/myAdvert', '/order'])('keeps the state of %s when you come back', async (path) => {
    const name = path === '/' ? 'home' : path.slice(1);
    const { router } = renderApp(path);
    fireEvent.click(await screen.findByTestId(`inc-${name}`));
    fireEvent.click(screen.getByTestId(`inc-${name}`));
    expect(screen.getByTestId(`count-${name}`).textContent).toBe('2');

    await act(() => router.navigate('/buySell'));
    await screen.findByTestId('page-buySell');
    // Still mounted, only hidden.
    expect(pane(path).hidden).toBe(true);
    expect(screen.getByTestId(`count-${name}`).textContent).toBe('2');

    await act(() => router.navigate(path));
    await waitFor(() => expect(pane(path).hidden).toBe(false));
    expect(screen.getByTestId(`count-${name}`).textContent).toBe('2');
  });

  it('does not keep other pages: their state starts over', async () => {
    const { router } = renderApp('/buySell');
    fireEvent.click(await screen.findByTestId('inc-buySell'));
    expect(screen.getByTestId('count-buySell').textContent).toBe('1');
    await act(() => router.navigate('/publish'));
    await screen.findByTestId('page-publish');
    expect(screen.queryByTestId('page-buySell')).toBeNull();
    await act(() => router.navigate('/buySell'));
    expect((await screen.findByTestId('count-buySell')).textContent).toBe('0');
  });

  it('puts the scroll position of a kept page back', async () => {
    const { router } = renderApp('/order');
    await screen.findByTestId('page-order');
    const orderPane = pane('/order');
    orderPane.scrollTop = 640;
    fireEvent.scroll(orderPane);
    await act(() => router.navigate('/buySell'));
    await screen.findByTestId('page-buySell');
    orderPane.scrollTop = 0; // what a browser does to a hidden box
    await act(() => router.navigate('/order'));
    await waitFor(() => expect(pane('/order').hidden).toBe(false));
    expect(pane('/order').scrollTop).toBe(640);
  });
});
