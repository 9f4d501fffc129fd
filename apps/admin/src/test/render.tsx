// Renders the real route tree (guards, layout, pages) in a memory router with the app's providers.
import type { Language } from '@p2p/i18n';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../App';
import { setupI18n } from '../i18n';
import { createQueryClient } from '../queryClient';
import { buildRoutes } from '../routes';
import { TOKEN_KEY } from '../session/token';

export function signIn(token = 'staff-token'): void {
  sessionStorage.setItem(TOKEN_KEY, token);
}

export function renderApp(path: string, options: { lang?: Language } = {}) {
  const i18n = setupI18n(options.lang ?? 'en');
  const queryClient = createQueryClient();
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const view = render(
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, i18n };
}
