import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { antdLocale } from './i18n/antdLocale';

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  i18n: I18n;
  queryClient: QueryClient;
}

export function App({ router, i18n, queryClient }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={antdLocale()}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ConfigProvider>
    </I18nextProvider>
  );
}
