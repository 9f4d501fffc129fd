// Start: the language (saved choice, else the browser's), i18next and antd's locale, then the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './App';
import { setupI18n } from './i18n';
import { loadAntdLocale } from './i18n/antdLocale';
import { htmlLang, readLanguage } from './i18n/language';
import { createQueryClient } from './queryClient';
import { buildRoutes } from './routes';
import './styles/app.css';

const lang = readLanguage();
const i18n = setupI18n(lang);
document.documentElement.lang = htmlLang(lang);
const antdLocale = await loadAntdLocale(lang);

const router = createBrowserRouter(buildRoutes());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} i18n={i18n} queryClient={createQueryClient()} antdLocale={antdLocale} />
  </StrictMode>,
);
