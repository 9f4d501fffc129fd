// The providers around the router: i18next, antd (theme, locale, `App` for message/modal), TanStack Query.
import type { Language } from '@p2p/i18n';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { antdLocale } from './i18n/antdLocale';
import { readToken, subscribeToken } from './session/token';
import { theme } from './shell/theme';
import { ToastBridge } from './shell/ToastBridge';

/** The language in force, following i18next's changes. */
function useLanguage(i18n: I18n): Language {
  const [lang, setLang] = useState(i18n.language as Language);
  useEffect(() => {
    const onChange = (next: string) => setLang(next as Language);
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);
  return lang;
}

export interface ProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ i18n, queryClient, children }: ProvidersProps) {
  const lang = useLanguage(i18n);

  // A session that ends (sign-out, a 401) takes its cached data with it.
  useEffect(
    () =>
      subscribeToken(() => {
        if (!readToken()) queryClient.clear();
      }),
    [queryClient],
  );

  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={antdLocale(lang)} theme={theme}>
        <AntApp>
          <ToastBridge />
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </AntApp>
      </ConfigProvider>
    </I18nextProvider>
  );
}

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  i18n: I18n;
  queryClient: QueryClient;
}

export function App({ router, i18n, queryClient }: AppProps) {
  return (
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
