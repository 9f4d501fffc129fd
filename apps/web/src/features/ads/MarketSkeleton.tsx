// The market while its pairs or its first page of ads load (issue 26): three cards the size and shape of
// an ad card (advertiser, figures, payment kinds and the action), placeholder bars where the values will
// be, the list marked busy. Rendered from the first render on (and so in the prerendered page), in the
// place of the list: nothing moves when the cards come, and no spinner or toast covers the controls.
import { useTranslation } from 'react-i18next';

const CARDS = 3;

function Bar({ kind }: { kind: string }) {
  return <span className={`ads-bar ads-bar--${kind}`} />;
}

export function MarketSkeleton({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <ul
      className="ads-list ads-skeleton"
      aria-busy="true"
      aria-label={t('common.ads.market.loading')}
      data-testid={testId}
    >
      {Array.from({ length: CARDS }, (_, i) => (
        <li key={i} className="ad-card ad-card--skeleton" aria-hidden="true" data-testid="ad-card-skeleton">
          <div className="ad-card__who">
            <Bar kind="name" />
            <Bar kind="stats" />
            <Bar kind="note" />
          </div>
          <div className="ad-card__body">
            <div className="ad-card__price">
              <Bar kind="label" />
              <Bar kind="price" />
            </div>
            <div className="ads-skeleton__figures">
              <Bar kind="figure" />
              <Bar kind="figure" />
            </div>
          </div>
          <div className="ad-card__foot">
            <Bar kind="kinds" />
            <Bar kind="action" />
          </div>
        </li>
      ))}
    </ul>
  );
}
