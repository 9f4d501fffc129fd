// The providers around the router: i18next, antd (theme, locale, `App` for message/modal), TanStack Query.
import type { Language } from '@p2p/i18n';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { DEFAULT_ANTD_LOCALE, loadAntdLocale } from './i18n/antdLocale';
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

/** antd's locale for `lang` (the previous one stays until the new one has loaded). */
function useAntdLocale(lang: Language, initial: Locale): Locale {
  const [locale, setLocale] = useState(initial);
  useEffect(() => {
    let current = true;
    void loadAntdLocale(lang).then((next) => {
      if (current) setLocale(next);
    });
    return () => {
      current = false;
    };
  }, [lang]);
  return locale;
}

export interface ProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  /** antd's locale for the first render (loaded before it, so the first paint is in the right language). */
  antdLocale?: Locale;
  children: ReactNode;
}

export function AppProviders({ i18n, queryClient, antdLocale, children }: ProvidersProps) {
  const lang = useLanguage(i18n);
  const locale = useAntdLocale(lang, antdLocale ?? DEFAULT_ANTD_LOCALE);

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
      <ConfigProvider locale={locale} theme={theme}>
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
  antdLocale?: Locale;
}

export function App({ router, i18n, queryClient, antdLocale }: AppProps) {
  return (
    <AppProviders i18n={i18n} queryClient={queryClient} antdLocale={antdLocale}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
