// The one global loading indicator: on while any request is open (shown after a short delay, so quick
// answers do not flash it).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadingCounter } from '../api/loading';

export const LOADING_SHOW_DELAY_MS = 300;

export function GlobalLoading({ counter }: { counter: LoadingCounter }) {
  const { t } = useTranslation();
  const pending = useSyncExternalStore(counter.subscribe, counter.getSnapshot);
  const [shown, setShown] = useState(false);
  const busy = pending > 0;

  useEffect(() => {
    if (!busy) {
      setShown(false);
      return undefined;
    }
    const timer = setTimeout(() => setShown(true), LOADING_SHOW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  if (!shown) return null;
  return (
    <div className="global-loading" role="status" data-testid="global-loading" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{t('web.loading')}</span>
    </div>
  );
}
