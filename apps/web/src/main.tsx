// Start: language (cookie, `?lang=`), i18next and antd-mobile's locale (fetched: only the chosen
// language's texts and English load), root font size, device uuid, then the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './App';
import { wireAntdMobileToReact19 } from './shell/antdRender';
import { applyAntdLocale } from './i18n/antdLocale';
import { applyLanguageFromLocation, htmlLang } from './i18n/language';
import { startI18n } from './i18n/runtime';
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
document.documentElement.lang = htmlLang(lang);
applyRootFontSize();
getDeviceUuid();

async function start(): Promise<void> {
  // The router starts fetching the first page's code at once, while the texts load.
  const router = createBrowserRouter(buildRoutes());
  registerNavigate((path) => void router.navigate(path));
  const [i18n] = await Promise.all([startI18n(lang), applyAntdLocale(lang)]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} i18n={i18n} queryClient={queryClient} />
    </StrictMode>,
  );
}

void start();
