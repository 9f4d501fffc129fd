// The NFT buy confirmation (spec §2's NFT page, issue 23): the item (image, name, album, token id, the way
// to its detail), the price, the seller's figures and payment methods, and Buy: an order of quantity 1 at
// the ad's price (`POST /c2c/deal/order`), then /orderDetail as for a coin order. A moved price (5024)
// shows the new one and asks again; other refusals (5004 sold, 5048 NFT not found, ...) in their words.
// Loaded the first time an item is bought (the market's NFT tab, /nftDetail).
import { orderDetailPath, type AdDto } from '@p2p/contracts';
import { errorText, isApiError } from '@p2p/contracts/client';
import { ExclamationCircleFill } from 'antd-mobile-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { WEB_ERROR_TEXT_RULES } from '../../api/errorRules';
import { Sheet } from '../account/Sheet';
import { AdvertiserLine, PaymentKinds } from '../ads/AdCard';
import { decimal } from '../ads/format';
import { useAd } from '../ads/useAds';
import { NftAdItem } from '../nfts/trade/NftAdItem';
import { N, useNftTexts } from '../nfts/texts';
import { O, newPriceOf } from './format';
import { MethodChoices } from './MethodChoices';
import { useOrderTexts } from './texts';
import { usePlaceOrder } from './useOrders';
import '../account/account.css';
import '../account/profile/edit.css';
import './orders.css';

const T = `${N}.trade`;
const PRICE_CHANGED = '5024';

function BuyForm({ ad }: { ad: AdDto }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const place = usePlaceOrder();
  // The market's card names the seller's payment kinds only; the ad itself answers the methods' ids.
  const detail = useAd(ad.id);
  const choices = (detail.data?.paymentMethods ?? []).map((m) => ({ ...m, label: m.name }));
  const [methodId, setMethodId] = useState<string | null>(null);
  const [price, setPrice] = useState(ad.unitPrice);
  const [repriced, setRepriced] = useState(false);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const method = choices.find((c) => c.id === methodId) ?? (choices.length === 1 ? choices[0] : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setError(null);
    if (!method || place.isPending) return;
    try {
      const order = await place.mutateAsync({
        adId: ad.id,
        unitPrice: price,
        paymentMethodId: method.id,
        quantity: '1',
      });
      navigate(orderDetailPath(order.id));
    } catch (e) {
      const fresh = isApiError(e) && e.code === PRICE_CHANGED ? newPriceOf(e.data) : null;
      if (fresh) {
        setPrice(fresh);
        setRepriced(true);
        return;
      }
      const tr = { exists: (k: string) => i18n.exists(k), t: (k: string) => i18n.t(k) };
      setError(isApiError(e) ? errorText(e, tr, WEB_ERROR_TEXT_RULES) : t('common.messages.networkError'));
    }
  };

  return (
    <form className="order-sheet" noValidate onSubmit={(e) => void submit(e)} data-testid="nft-buy-form">
      <p className="order-sheet__figure">
        <span className="ads-muted">{t('common.ads.card.price')}</span>
        <strong data-testid="nft-buy-price">{`${decimal(price)} ${ad.quote}`}</strong>
      </p>
      {repriced ? (
        <p className="order-hint is-warn" role="alert" data-testid="nft-buy-repriced">
          <ExclamationCircleFill aria-hidden="true" />
          <span>
            {t('common.messages.priceChanged')}{' '}
            {t(`${O}.place.newPrice`, { price: `${decimal(price)} ${ad.quote}` })}
          </span>
        </p>
      ) : null}
      <MethodChoices
        buying
        choices={choices}
        loading={detail.isPending}
        selected={method?.id}
        missing={touched && !method}
        onSelect={setMethodId}
      />
      {error ? (
        <p className="order-hint is-error" role="alert" data-testid="nft-buy-error">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary button--block order-submit is-buy"
        disabled={place.isPending}
        data-testid="nft-buy-submit"
      >
        {t(repriced ? `${O}.place.reconfirm` : `${T}.buy`)}
      </button>
    </form>
  );
}

function Content({ ad }: { ad: AdDto }) {
  if (!ad.nft) return null;
  return (
    <div className="order-confirm nft-buy">
      <NftAdItem nft={ad.nft} link large />
      <AdvertiserLine ad={ad} />
      <PaymentKinds ad={ad} />
      {ad.notes ? (
        <p className="ads-muted" data-testid="nft-buy-notes">
          {ad.notes}
        </p>
      ) : null}
      <BuyForm key={ad.id} ad={ad} />
    </div>
  );
}

export interface NftBuySheetProps {
  /** The NFT ad to buy on; null: the sheet is closed. */
  ad: AdDto | null;
  onClose(): void;
}

export default function NftBuySheet({ ad, onClose }: NftBuySheetProps) {
  useOrderTexts();
  useNftTexts();
  const { t } = useTranslation();
  return (
    <Sheet
      visible={ad !== null}
      title={t(`${T}.buyTitle`)}
      testId="nft-buy"
      onClose={onClose}
      tall
      destroyOnClose
    >
      {ad ? <Content ad={ad} /> : null}
    </Sheet>
  );
}
