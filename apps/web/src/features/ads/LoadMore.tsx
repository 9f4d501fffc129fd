// The footer of an infinite list: loads the next page when it scrolls into view (IntersectionObserver),
// with a button for the same when the observer is missing or the user prefers to tap.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onMore(): void;
  testId: string;
  /** The end's text (default: the market's "No more ads"). */
  endText?: string;
}

export function LoadMore({ hasMore, loading, onMore, testId, endText }: LoadMoreProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;

  useEffect(() => {
    const node = ref.current;
    if (!node || !hasMore || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) more.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore]);

  return (
    <div className="ads-more" ref={ref}>
      {hasMore ? (
        <button
          type="button"
          className="button button--outline"
          disabled={loading}
          onClick={onMore}
          data-testid={testId}
        >
          {loading ? t('web.loading') : t('common.ads.market.loadMore')}
        </button>
      ) : (
        <span className="ads-muted" data-testid={`${testId}-end`}>
          {endText ?? t('common.ads.market.end')}
        </span>
      )}
    </div>
  );
}
