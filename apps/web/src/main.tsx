// Start: language (cookie, `?lang=`), i18next and antd-mobile's locale, root font size, device uuid,
// then the router.
import { unstableSetRender } from 'antd-mobile';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './App';
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

// antd-mobile's imperative Toast and Dialog need React 19's createRoot.
unstableSetRender((node, container) => {
  const host = container as (Element | DocumentFragment) & { __admRoot?: Root };
  host.__admRoot ??= createRoot(container);
  host.__admRoot.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    host.__admRoot?.unmount();
    delete host.__admRoot;
  };
});

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
