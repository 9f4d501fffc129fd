// One ad of the market: the advertiser (flag, nickname, certified and fast badges, orders, completion rate,
// average release time, and what those figures count), the price, what is left, the per-order limits, the payment kinds and the payment
// window. The action opens the order confirmation (features/orders); "Details" opens the ad's details.
import type { AdDto } from '@p2p/contracts';
import { InformationCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { flagOf, percent } from '../account/profile/format';
import { coinOf, decimal, range, releaseMinutes, type TakerSide } from './format';
import { OwnAdMark, useIsOwnAd } from './ownAd';

export function AdvertiserLine({ ad }: { ad: AdDto }) {
  const { t } = useTranslation();
  const a = ad.advertiser;
  const minutes = releaseMinutes(a.avgReleaseSeconds);
  return (
    <div className="ad-card__who">
      <div className="ad-card__name">
        {a.flag ? (
          <span className="ad-card__flag" aria-hidden="true">
            {flagOf(a.flag)}
          </span>
        ) : null}
        <strong data-testid="ad-nickname">{a.nickname ?? t('common.ads.card.anonymous')}</strong>
        {a.certified ? (
          <span className="ad-badge ad-badge--certified" data-testid="ad-certified">
            {t('common.ads.card.certified')}
          </span>
        ) : null}
        {a.fastTrader ? (
          <span className="ad-badge ad-badge--fast" data-testid="ad-fast">
            {t('common.ads.card.fast')}
          </span>
        ) : null}
      </div>
      <p className="ad-card__stats" data-testid="ad-stats">
        <span>{t('common.ads.card.orders', { count: a.orderCount })}</span>
        <span>{t('common.ads.card.completion', { rate: percent(a.completionRate) })}</span>
        <span>
          {minutes === null
            ? t('common.ads.card.releaseNone')
            : t('common.ads.card.release', { min: minutes })}
        </span>
      </p>
      {/* What the orders and completion figures count (issue 22: honest reputation). */}
      <details className="ad-card__note" data-testid="ad-figures-note">
        <summary>
          <InformationCircleOutline aria-hidden="true" />
          <span>{t('common.ads.card.figuresInfo')}</span>
        </summary>
        <p>{t('common.ads.card.figuresNote')}</p>
      </details>
    </div>
  );
}

export function AdFigures({ ad }: { ad: AdDto }) {
  const { t } = useTranslation();
  const coin = coinOf(ad);
  const limits =
    range(ad.minAmount, ad.maxAmount, ad.quote) ?? range(ad.minQuantity, ad.maxQuantity, coin) ?? '—';
  return (
    <dl className="ad-card__figures">
      <div>
        <dt>{t('common.ads.card.available')}</dt>
        <dd data-testid="ad-remaining">{`${decimal(ad.remainingQuantity)} ${coin}`}</dd>
      </div>
      <div>
        <dt>{t('common.ads.card.limits')}</dt>
        <dd data-testid="ad-limits">{limits}</dd>
      </div>
    </dl>
  );
}

export function PaymentKinds({ ad }: { ad: AdDto }) {
  const { t } = useTranslation();
  const kinds = [...new Set(ad.paymentMethods.map((m) => m.kind))];
  return (
    <ul className="ad-card__kinds" data-testid="ad-kinds">
      {kinds.map((k) => (
        <li key={k}>{t(`common.paymentMethods.kinds.${k}`)}</li>
      ))}
      <li className="ad-card__window">{t('common.ads.card.payWithin', { n: ad.payMinutes })}</li>
    </ul>
  );
}

export interface AdCardProps {
  ad: AdDto;
  side: TakerSide;
  /** Opens the ad's details. */
  onOpen(ad: AdDto): void;
  /** Buy or Sell: opens the order confirmation. */
  onOrder(ad: AdDto): void;
}

export function AdCard({ ad, side, onOpen, onOrder }: AdCardProps) {
  const { t } = useTranslation();
  const coin = coinOf(ad);
  const own = useIsOwnAd(ad);
  return (
    <li className="ad-card" data-testid={`ad-card-${ad.id}`} data-price={ad.unitPrice}>
      <AdvertiserLine ad={ad} />
      <div className="ad-card__body">
        <div className="ad-card__price">
          <span className="ads-muted">{t('common.ads.card.price')}</span>
          <strong data-testid="ad-price">
            {decimal(ad.unitPrice)} <small>{ad.quote}</small>
          </strong>
        </div>
        <AdFigures ad={ad} />
      </div>
      <div className="ad-card__foot">
        <PaymentKinds ad={ad} />
        <button
          type="button"
          className="ad-card__details text-button"
          onClick={() => onOpen(ad)}
          data-testid="ad-details"
        >
          {t('common.actions.view')}
        </button>
        {own ? (
          <OwnAdMark />
        ) : (
          <button
            type="button"
            className={`ad-card__action is-${side.toLowerCase()}`}
            onClick={() => onOrder(ad)}
            data-testid="ad-open"
          >
            {t(side === 'BUY' ? 'common.ads.card.buy' : 'common.ads.card.sell', { coin })}
          </button>
        )}
      </div>
    </li>
  );
}
