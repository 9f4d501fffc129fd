// Renders the real route tree (layout, guard, header, bottom bar) in a memory router, with simple
// stand-in pages so that each test reads only the shell.
import { WEB_ROUTES, type WebRouteName } from '@p2p/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { setupI18n } from '../i18n';
import { buildRoutes, PAGES, type PageLoader } from '../routes';
import { setCookie } from '../session/cookies';

/** A page showing its route's name, with a counter to check that state survives. */
function stubPage(name: string): PageLoader {
  function StubPage() {
    const [count, setCount] = useState(0);
    return (
      <div data-testid={`page-${name}`}>
        <span data-testid={`count-${name}`}>{count}</span>
        <button type="button" data-testid={`inc-${name}`} onClick={() => setCount((c) => c + 1)}>
          +
        </button>
      </div>
    );
  }
  return async () => ({ default: StubPage });
}

export function stubPages(): Partial<Record<WebRouteName, PageLoader>> {
  const pages: Partial<Record<WebRouteName, PageLoader>> = {};
  for (const meta of WEB_ROUTES) pages[meta.name] = stubPage(meta.name);
  return pages;
}

export function signIn(token = 'test-token', userId = '7'): void {
  setCookie('token', token, 7);
  setCookie('userId', userId, 7);
}

export function renderApp(path: string, options: { lang?: 'en' | 'zh_TW'; realPages?: boolean } = {}) {
  const i18n = setupI18n(options.lang ?? 'en');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(buildRoutes(options.realPages ? PAGES : stubPages()), {
    initialEntries: [path],
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient, i18n };
}
