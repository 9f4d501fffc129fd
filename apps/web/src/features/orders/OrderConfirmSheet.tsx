// The order confirmation sheet of /buySell: the advertiser, the ad's payment window and notes, then the
// order form. Loaded when a trader first taps Buy or Sell on an ad (not with the market's first screen).
import type { AdDto } from '@p2p/contracts';
import { useTranslation } from 'react-i18next';
import { Sheet } from '../account/Sheet';
import { AdvertiserLine } from '../ads/AdCard';
import { coinOf } from '../ads/format';
import { O, takerSideOf } from './format';
import { PlaceOrderForm } from './PlaceOrderForm';
import { useOrderTexts } from './texts';
import '../account/account.css';
import '../account/profile/edit.css';
import './orders.css';

export interface OrderConfirmSheetProps {
  /** The ad to order on; null: the sheet is closed. */
  ad: AdDto | null;
  onClose(): void;
}

export default function OrderConfirmSheet({ ad, onClose }: OrderConfirmSheetProps) {
  useOrderTexts();
  const { t } = useTranslation();
  const coin = ad ? coinOf(ad) : '';
  const side = ad ? takerSideOf(ad) : 'BUY';
  return (
    <Sheet
      visible={ad !== null}
      title={t(side === 'BUY' ? `${O}.place.titleBuy` : `${O}.place.titleSell`, { coin })}
      testId="order-confirm"
      onClose={onClose}
      tall
      destroyOnClose
    >
      {ad ? (
        <div className="order-confirm">
          <AdvertiserLine ad={ad} />
          <p className="ads-muted" data-testid="order-confirm-window">
            {t('common.ads.card.payWithin', { n: ad.payMinutes })}
            {ad.notes ? ` · ${ad.notes}` : ''}
          </p>
          <PlaceOrderForm key={ad.id} ad={ad} side={side} />
        </div>
      ) : null}
    </Sheet>
  );
}
