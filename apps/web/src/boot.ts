// The page's entry: the global styles (linked from the HTML, so that the prerendered first screen of
// scripts/prerender.mjs and the boot screen paint from HTML and CSS alone), then the app's code, fetched
// once the first frame is painted. Fetching it after that paint keeps the first paint free of the app's
// 180 KB of script (the trader app's budgets: Lighthouse performance, issue 9).
import 'antd-mobile/es/global';
import type { UserInfo } from './api/account';
import { isAppRendering, startEarlyUserInfo } from './earlyUserInfo';
import { fillCenterCard } from './features/account/profile/centerFirstPaint';
import './styles/app.css';
import './styles/overlays.css';

/** How long the app's code waits for the early user info to be shown (a slow API does not hold it). */
const SHOWN_WAIT_MS = 1000;

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A signed-in page shows the user: their info is asked for now, while the app's code waits for the first
 * paint, and a prerendered personal center shows it as soon as it is there (its largest paint) unless the
 * app has taken the page over by then. The app's query cache takes the same answer (useAccount.ts).
 * Resolves once the info is painted, or at once when there is nothing to show.
 */
function showEarlyUserInfo(): Promise<void> {
  const answer = startEarlyUserInfo();
  if (!answer || !document.querySelector('[data-early="name"]')) return Promise.resolve();
  return answer.then((early) => {
    if (early && !isAppRendering() && fillCenterCard(document, early.data as UserInfo)) return nextPaint();
    return undefined;
  });
}

/** Resolves once the next frame is painted (a task after the frame's animation callbacks). */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Resolves at the first contentful paint (from the HTML and CSS alone), or at once in a hidden tab. */
function firstPaint(): Promise<void> {
  if (
    document.visibilityState === 'hidden' ||
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes.includes('paint')
  ) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
    // A last resort should no paint be reported.
    setTimeout(resolve, 3000);
  });
}

/**
 * The app's code in parts that run one by one, each in a task of its own (a module graph runs in one
 * task; a single one for all of it would block the page for long): React's DOM renderer, the texts
 * (i18next and English) and the API client with the query cache, fetched together; then the routes and
 * shell; then the app's frame (providers, antd-mobile's renderer); then the app, which starts in a task
 * of its own again (main.tsx).
 */
async function load(): Promise<void> {
  await Promise.all([import('react-dom/client'), import('./i18n/runtime'), import('./queryClient')]);
  await nextTask();
  await import('./routes');
  await nextTask();
  await Promise.all([import('./App'), import('./shell/antdRender')]);
  await nextTask();
  await import('./main');
}

// The app's code comes after the first paint and after the early user info is painted (the page's own
// content first; its code does not compete with it for the network and the main thread). A hidden tab
// paints no frame: the wait for the info ends after SHOWN_WAIT_MS.
const shown = showEarlyUserInfo();
void Promise.all([firstPaint(), Promise.race([shown, delay(SHOWN_WAIT_MS)])]).then(load);
