// Start: language (cookie, `?lang=`), i18next and antd-mobile's locale (fetched: only the chosen
// language's texts and English load), then the router. The root font size is the style sheet's (app.css,
// `html { font-size }`, following the width by itself); the device uuid is made where it is first used.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './App';
import { markAppRendering } from './earlyUserInfo';
import { userInfoQuery } from './hooks/useAccount';
import { wireAntdMobileToReact19 } from './shell/antdRender';
import { applyAntdLocale } from './i18n/antdLocale';
import { applyLanguageFromLocation, htmlLang } from './i18n/language';
import { startI18n } from './i18n/runtime';
import { queryClient } from './queryClient';
import { buildRoutes } from './routes';
import { readSession } from './session/session';
import { registerNavigate } from './shell/navigation';
// After antd-mobile, so that the app's theme variables win.
import './styles/app.css';
import './styles/overlays.css';

wireAntdMobileToReact19();

const lang = applyLanguageFromLocation();
document.documentElement.lang = htmlLang(lang);

/** Resolves once the router has loaded the first route (its page's code and its guard). */
function routerReady(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

async function start(): Promise<void> {
  // The router starts fetching the first page's code at once, while the texts load.
  const router = createBrowserRouter(buildRoutes());
  // A signed-in page shows the user: their info is asked for now, not once the page's code is there.
  const session = readSession();
  if (session) void queryClient.prefetchQuery(userInfoQuery(session.userId));
  registerNavigate((path) => void router.navigate(path));
  // The texts start in a task of their own (the router's start is one already).
  await new Promise((resolve) => setTimeout(resolve, 0));
  // The first render waits for the first page's code as well: until then the page's prerendered markup
  // (or the boot screen) stays, instead of being replaced by the boot screen for a moment.
  const [i18n] = await Promise.all([startI18n(lang), applyAntdLocale(lang), routerReady(router)]);
  // From now on the page's markup is React's: boot.ts no longer fills the prerendered page.
  markAppRendering();
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders in slices that leave the main thread free between them (the page's
  // prerendered markup or the boot screen stays painted meanwhile), instead of one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} i18n={i18n} queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

// In a task of its own, after this module's evaluation (the router's start and the first page's code).
setTimeout(() => void start(), 0);
