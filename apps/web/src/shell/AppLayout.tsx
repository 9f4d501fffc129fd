// The frame every route lives in: header, the page (kept alive where flagged), bottom navigation,
// floating order button, language picker, new-order banner and the global loading indicator.
import { showsBottomNav } from '@p2p/contracts/routes';
import { lazy, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { loadingCounter } from '../api/client';
import { useSessionBootstrap } from '../hooks/useSessionBootstrap';
import { applyAntdLocale } from '../i18n/antdLocale';
import { languageFromSearch, saveLanguage, searchWithoutLanguage } from '../i18n/language';
import { changeAppLanguage } from '../i18n/runtime';
import { BottomNav } from './BottomNav';
import { GlobalLoading } from './GlobalLoading';
import { Header } from './Header';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { LazyOverlay } from './lazyOverlay';
import { LanguagePickerContext } from './languagePickerContext';
import { registerNavigate } from './navigation';
import { OrderButton } from './OrderButton';
import { useRouteHandle } from './routeMeta';
import { useLiveUpdates } from './useLiveUpdates';

const LanguagePicker = lazy(() => import('./LanguagePicker').then((m) => ({ default: m.LanguagePicker })));
const NewOrderBanner = lazy(() => import('./NewOrderBanner').then((m) => ({ default: m.NewOrderBanner })));

/** `?lang=` on a route reached inside the app: stored, applied, taken out of the address. */
function useLanguageParam(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  useEffect(() => {
    const lang = languageFromSearch(location.search);
    if (!lang) return;
    saveLanguage(lang);
    if (i18n.language !== lang) void changeAppLanguage(i18n, lang);
    void applyAntdLocale(lang);
    navigate(`${location.pathname}${searchWithoutLanguage(location.search)}${location.hash}`, {
      replace: true,
    });
  }, [location, navigate, i18n]);
}

export function AppLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const handle = useRouteHandle();
  const [pickerOpen, setPickerOpen] = useState(false);
  const picker = useMemo(() => ({ open: () => setPickerOpen(true) }), []);
  const bootstrap = useSessionBootstrap();
  const live = useLiveUpdates(bootstrap.userSettled);
  useLanguageParam();

  useEffect(() => {
    registerNavigate((path) => navigate(path));
    return () => registerNavigate(null);
  }, [navigate]);

  const dark = handle?.darkTheme ?? false;
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = dark ? 'dark' : 'light';
    root.dataset.prefersColorScheme = dark ? 'dark' : 'light';
  }, [dark]);

  const title = handle ? t(handle.titleKey) : '';
  useEffect(() => {
    document.title = title ? `${title} · ${t('common.appName')}` : t('common.appName');
  }, [title, t]);

  const withNav = showsBottomNav(location.pathname);
  return (
    <LanguagePickerContext.Provider value={picker}>
      <div
        className={`app${dark ? ' app--dark' : ''}${withNav ? ' app--with-nav' : ''}`}
        data-route={handle?.name}
      >
        <Header handle={handle} />
        <main className="app__main">
          <KeepAliveOutlet />
        </main>
        {withNav ? <BottomNav /> : null}
        <OrderButton />
        <GlobalLoading counter={loadingCounter} />
        <LazyOverlay wanted={live.newOrderId !== null}>
          <NewOrderBanner orderId={live.newOrderId} onDismiss={live.dismiss} />
        </LazyOverlay>
        <LazyOverlay wanted={pickerOpen}>
          <LanguagePicker visible={pickerOpen} onClose={() => setPickerOpen(false)} />
        </LazyOverlay>
      </div>
    </LanguagePickerContext.Provider>
  );
}
