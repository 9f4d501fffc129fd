// The ad's details in a bottom sheet: price, limits, payment kinds and window, acceptance mode, notes and
// the counterparty conditions, and the way to order on it (the order confirmation of features/orders).
// An ad that is offline (or no longer in the market) shows the spec's prompt: trade with an online one?
import type { AdDto } from '@p2p/contracts';
import { useTranslation } from 'react-i18next';
import { Sheet } from '../account/Sheet';
import { AdFigures, AdvertiserLine, PaymentKinds } from './AdCard';
import { coinOf, decimal } from './format';
import { OwnAdMark, useIsOwnAd } from './ownAd';

function Conditions({ ad }: { ad: AdDto }) {
  const { t } = useTranslation();
  const c = ad.conditions;
  const items = [
    c.minCredit > 0 ? t('common.ads.detail.minCredit', { n: c.minCredit }) : null,
    c.minCompletedOrders > 0 ? t('common.ads.detail.minOrders', { count: c.minCompletedOrders }) : null,
    c.minRegisteredDays > 0 ? t('common.ads.detail.minDays', { count: c.minRegisteredDays }) : null,
  ].filter((x): x is string => x !== null);
  return (
    <div className="ad-detail__block">
      <h4>{t('common.ads.detail.conditions')}</h4>
      {items.length === 0 ? (
        <p>{t('common.ads.detail.noConditions')}</p>
      ) : (
        <ul data-testid="ad-conditions">
          {items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function isTradable(ad: AdDto): boolean {
  return ad.online && ad.advertiser.online && ad.status === 'PUBLISHED';
}

export interface AdDetailSheetProps {
  /** The ad to show; null with `unavailable`: the prompt only. */
  ad: AdDto | null;
  visible: boolean;
  /** The ad could not be read (gone from the market). */
  unavailable?: boolean;
  onClose(): void;
  /** "Trade with an online ad": back to the list. */
  onShowOnline(): void;
  /** Buy or Sell on this ad: opens the order confirmation. */
  onOrder(ad: AdDto): void;
}

export function AdDetailSheet({
  ad,
  visible,
  unavailable = false,
  onClose,
  onShowOnline,
  onOrder,
}: AdDetailSheetProps) {
  const { t } = useTranslation();
  const offline = unavailable || (ad !== null && !isTradable(ad));
  const own = useIsOwnAd(ad);
  return (
    <Sheet visible={visible} title={t('common.ads.detail.title')} testId="ad-detail" onClose={onClose} tall>
      <div className="ad-detail">
        {offline ? (
          <div className="ad-offline" role="alert" data-testid="ad-offline">
            <strong>{t('common.ads.market.offlineTitle')}</strong>
            <p>{t('common.messages.adOffline')}</p>
            <button
              type="button"
              className="button button--primary button--block"
              onClick={onShowOnline}
              data-testid="ad-offline-show-online"
            >
              {t('common.ads.market.showOnline')}
            </button>
          </div>
        ) : null}
        {ad ? (
          <>
            <AdvertiserLine ad={ad} />
            <p className="ad-detail__price">
              <span className="ads-muted">{t('common.ads.card.price')}</span>
              <strong data-testid="ad-detail-price">
                {decimal(ad.unitPrice)} {ad.quote}
              </strong>
            </p>
            <AdFigures ad={ad} />
            <PaymentKinds ad={ad} />
            <p className="ad-detail__row">
              <span className="ads-muted">{t('common.ads.detail.mode')}</span>
              <span>{t(`common.ads.detail.modes.${ad.mode}`)}</span>
            </p>
            {ad.notes ? (
              <div className="ad-detail__block">
                <h4>{t('common.ads.detail.notes')}</h4>
                <p data-testid="ad-detail-notes">{ad.notes}</p>
              </div>
            ) : null}
            <Conditions ad={ad} />
            {own ? (
              <OwnAdMark />
            ) : !offline ? (
              <button
                type="button"
                className={`ad-card__action is-${ad.type === 'SELL' ? 'buy' : 'sell'}`}
                onClick={() => onOrder(ad)}
                data-testid="ad-detail-order"
              >
                {t(ad.type === 'SELL' ? 'common.ads.card.buy' : 'common.ads.card.sell', {
                  coin: coinOf(ad),
                })}
              </button>
            ) : null}
          </>
        ) : null}
      </div>
    </Sheet>
  );
}
