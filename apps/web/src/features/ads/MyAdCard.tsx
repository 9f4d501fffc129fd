// One of the trader's ads on /myAdvert: type, pair, status, price, remaining of total, active orders, and
// what may be done now: online/offline (a published ad), continue the deposit (a SELL ad being created),
// cancel (with a confirmation; never while orders are active) and delete (a cancelled ad). An NFT ad
// (issue 23) shows its item (image, name) in place of a coin quantity.
import { WebRoutes, webPath, type AdDto } from '@p2p/contracts';
import { Dialog, Switch, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatTime } from '../funds/format';
import { NftAdItemWithTexts } from '../nfts/trade/NftAdItem';
import { coinOf, decimal } from './format';
import { useCancelAd, useDeleteAd, useSetAdOnline } from './useAds';

const M = 'common.ads.mine';

export function MyAdCard({ ad }: { ad: AdDto }) {
  const { t, i18n } = useTranslation();
  const cancel = useCancelAd();
  const remove = useDeleteAd();
  const online = useSetAdOnline();
  const coin = coinOf(ad);
  const canCancel = (ad.status === 'CREATING' || ad.status === 'PUBLISHED') && ad.activeOrders === 0;

  const confirm = async (
    prefix: 'cancel' | 'delete',
    run: () => Promise<unknown>,
    done: string,
  ): Promise<void> => {
    const ok = await Dialog.confirm({
      title: t(`${M}.${prefix}Title`),
      content: t(`${M}.${prefix}Message`),
      confirmText: t(prefix === 'cancel' ? `${M}.cancel` : `${M}.delete`),
      cancelText: t('common.actions.back'),
    });
    if (!ok) return;
    try {
      await run();
    } catch {
      return; // toasted by the API wrapper
    }
    Toast.show({ icon: 'success', content: t(done) });
  };

  return (
    <li className="my-ad" data-testid={`my-ad-${ad.id}`} data-status={ad.status} data-online={ad.online}>
      <div className="my-ad__head">
        <span className={`my-ad__type is-${ad.type.toLowerCase()}`}>{t(`${M}.types.${ad.type}`)}</span>
        <strong>{ad.nft ? `${t('common.ads.publish.nft')}/${ad.quote}` : `${coin}/${ad.quote}`}</strong>
        <span className={`my-ad__status is-${ad.status.toLowerCase()}`} data-testid="my-ad-status">
          {t(`${M}.status.${ad.status}`)}
        </span>
      </div>
      {ad.nft ? <NftAdItemWithTexts nft={ad.nft} link /> : null}
      <dl className="ad-card__figures my-ad__figures">
        <div>
          <dt>{t('common.ads.card.price')}</dt>
          <dd data-testid="my-ad-price">{`${decimal(ad.unitPrice)} ${ad.quote}`}</dd>
        </div>
        {ad.nft ? null : (
          <div>
            <dt>{t(`${M}.remaining`)}</dt>
            <dd data-testid="my-ad-remaining">{`${decimal(ad.remainingQuantity)} / ${decimal(ad.totalQuantity)} ${coin}`}</dd>
          </div>
        )}
        <div>
          <dt>{t(`${M}.created`)}</dt>
          <dd>{formatTime(i18n.language, ad.createdAt)}</dd>
        </div>
      </dl>
      {ad.activeOrders > 0 ? (
        <p className="ads-muted" data-testid="my-ad-active-orders">
          {t(`${M}.activeOrders`, { count: ad.activeOrders })}
        </p>
      ) : null}
      {ad.status === 'PUBLISHED' ? (
        <div className="my-ad__online">
          <span aria-hidden="true">{t(`${M}.adOnline`)}</span>
          <Switch
            checked={ad.online}
            loading={online.isPending}
            onChange={(value) => online.mutate({ id: ad.id, online: value })}
            aria-label={t(`${M}.adOnline`)}
            data-testid="my-ad-online"
          />
          {!ad.online ? <span className="ads-muted">{t(`${M}.offlineTag`)}</span> : null}
        </div>
      ) : null}
      <div className="my-ad__actions">
        {ad.status === 'CREATING' && ad.type === 'SELL' ? (
          <Link
            className="button button--primary"
            to={webPath(ad.quote === 'USDT' ? WebRoutes.creating : WebRoutes.creatingOther, { ad: ad.id })}
            data-testid="my-ad-continue"
          >
            {t(`${M}.continueDeposit`)}
          </Link>
        ) : null}
        {canCancel ? (
          <button
            type="button"
            className="button button--outline"
            disabled={cancel.isPending}
            onClick={() => void confirm('cancel', () => cancel.mutateAsync(ad.id), `${M}.cancelled`)}
            data-testid="my-ad-cancel"
          >
            {t(`${M}.cancel`)}
          </button>
        ) : null}
        {ad.status === 'CANCELLED' ? (
          <button
            type="button"
            className="button button--outline"
            disabled={remove.isPending}
            onClick={() => void confirm('delete', () => remove.mutateAsync(ad.id), `${M}.deleted`)}
            data-testid="my-ad-delete"
          >
            {t(`${M}.delete`)}
          </button>
        ) : null}
      </div>
    </li>
  );
}
