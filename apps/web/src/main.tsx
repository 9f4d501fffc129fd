// Start: language (cookie, `?lang=`), i18next and antd-mobile's locale, root font size, device uuid,
// then the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './App';
import { wireAntdMobileToReact19 } from './shell/antdRender';
import { setupI18n } from './i18n';
import { applyAntdLocale } from './i18n/antdLocale';
import { applyLanguageFromLocation, htmlLang } from './i18n/language';
import { queryClient } from './queryClient';
import { buildRoutes } from './routes';
import { getDeviceUuid } from './session/deviceId';
import { registerNavigate } from './shell/navigation';
import { applyRootFontSize } from './shell/rootFontSize';
// After antd-mobile, so that the app's theme variables win.
import './styles/app.css';
import './styles/overlays.css';

wireAntdMobileToReact19();

const lang = applyLanguageFromLocation();
const i18n = setupI18n(lang);
applyAntdLocale(lang);
document.documentElement.lang = htmlLang(lang);
applyRootFontSize();
getDeviceUuid();

const router = createBrowserRouter(buildRoutes());
registerNavigate((path) => void router.navigate(path));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} i18n={i18n} queryClient={queryClient} />
  </StrictMode>,
);
