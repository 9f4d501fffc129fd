// Page visibility (spec section 4): when the page is visible again the unread check restarts; a page
// hidden longer than 5 minutes (or the `indexRefreshSecond` override, in seconds) reloads instead.
import { HIDDEN_RELOAD_MS } from '@p2p/contracts/socket';
import { STORAGE } from '../session/keys';

export function hiddenReloadMs(storage: Pick<Storage, 'getItem'> = localStorage): number {
  const seconds = Number(storage.getItem(STORAGE.indexRefreshSecond));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : HIDDEN_RELOAD_MS;
}

export interface VisibilityWatch {
  /** The page is visible again after a short absence. */
  onVisible(): void;
  reload(): void;
  now?: () => number;
  storage?: Pick<Storage, 'getItem'>;
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

/** Watches the page's visibility; answers the function that stops watching. */
export function watchVisibility(watch: VisibilityWatch): () => void {
  const doc = watch.doc ?? document;
  const now = watch.now ?? Date.now;
  let hiddenAt: number | null = doc.visibilityState === 'hidden' ? now() : null;
  const listener = (): void => {
    if (doc.visibilityState === 'hidden') {
      hiddenAt = now();
      return;
    }
    const away = hiddenAt === null ? 0 : now() - hiddenAt;
    hiddenAt = null;
    if (away > hiddenReloadMs(watch.storage ?? localStorage)) watch.reload();
    else watch.onVisible();
  };
  doc.addEventListener('visibilitychange', listener);
  return () => doc.removeEventListener('visibilitychange', listener);
}
