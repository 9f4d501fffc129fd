// The page's entry: the global styles (linked from the HTML, so that the prerendered first screen of
// scripts/prerender.mjs and the boot screen paint from HTML and CSS alone), then the app's code, fetched
// once the first frame is painted. Fetching it after that paint keeps the first paint free of the app's
// 180 KB of script (the trader app's budgets: Lighthouse performance, issue 9).
import 'antd-mobile/es/global';
import './styles/app.css';
import './styles/overlays.css';

let started = false;
function start(): void {
  if (started) return;
  started = true;
  void load();
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The app's code in parts that run one by one, each in a task of its own (a module graph runs in one
 * task; a single one for all of it would block the page for long): React's DOM renderer, the texts
 * (i18next and English) and the API client with the query cache, fetched together; then the routes and
 * shell; then the app.
 */
async function load(): Promise<void> {
  await Promise.all([import('react-dom/client'), import('./i18n/runtime'), import('./queryClient')]);
  await nextTask();
  await import('./routes');
  await nextTask();
  await import('./main');
}

// Once the first contentful paint is there (from the HTML and CSS alone). A hidden tab paints nothing:
// it loads the app at once; the timer is a last resort should no paint be reported.
if (
  document.visibilityState === 'hidden' ||
  typeof PerformanceObserver === 'undefined' ||
  !PerformanceObserver.supportedEntryTypes.includes('paint')
) {
  start();
} else {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
}
