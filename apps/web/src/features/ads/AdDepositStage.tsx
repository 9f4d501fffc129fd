// After a SELL ad is created: its escrow deposit (POST /c2c/advert/deposit/{id} opens it or answers it
// again) shown by the shared deposit step, "cancel creation" (with a confirmation) until it is published,
// and the published message with the way to /myAdvert once the deposit completes. A BUY ad is published at
// once and shows the message directly. An NFT ad (issue 23) shows its item above the deposit, and when
// another item arrived for it, that its creation was cancelled and the NFT returned (spec §4).
import { WebRoutes } from '@p2p/contracts';
import { useQuery } from '@tanstack/react-query';
import { Dialog, SpinLoading, Toast } from 'antd-mobile';
import { CheckCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { openAdDeposit } from '../../api/ads';
import { useOnlineState } from '../../hooks/useAccount';
import { useSession } from '../../hooks/useSession';
import { queryKeys } from '../../queryKeys';
import { DepositStep } from '../funds/DepositStep';
import { NftCreationCancelled, NftDepositHead } from '../nfts/trade/NftDepositParts';
import { AdvertiserHidden } from './AdvertiserHidden';
import { useAd, useCancelAd } from './useAds';

const D = 'common.ads.deposit';

/**
 * The ad is published; buyers find it only while its advertiser accepts orders (issue 22): when they do
 * not, it says the ad is hidden, with the switch beside it. Nothing is promised while the state loads.
 */
function Published() {
  const { t } = useTranslation();
  const online = useOnlineState().data;
  return (
    <section className="ads-result is-ok" role="status" data-testid="ad-published">
      <CheckCircleFill aria-hidden="true" />
      <h2>{t(`${D}.published`)}</h2>
      {online === true ? <p data-testid="ad-published-visible">{t(`${D}.publishedHint`)}</p> : null}
      {online === false ? (
        <AdvertiserHidden text={t(`${D}.publishedHidden`)} hint={t(`${D}.publishedHiddenHint`)} />
      ) : null}
      <Link
        className="button button--primary button--block"
        to={WebRoutes.myAdvert}
        data-testid="ad-to-my-ads"
      >
        {t(`${D}.toMyAds`)}
      </Link>
    </section>
  );
}

function Failed() {
  const { t } = useTranslation();
  return (
    <section className="ads-result is-failed" role="alert" data-testid="ad-creation-failed">
      <CloseCircleFill aria-hidden="true" />
      <p>{t(`${D}.failed`)}</p>
      <Link
        className="button button--outline button--block"
        to={WebRoutes.myAdvert}
        data-testid="ad-to-my-ads"
      >
        {t(`${D}.toMyAds`)}
      </Link>
    </section>
  );
}

export function AdDepositStage({ adId }: { adId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const ad = useAd(adId, true);
  const status = ad.data?.status;
  const creating = status === 'CREATING';
  const deposit = useQuery({
    queryKey: [...queryKeys.session.ad(adId), 'deposit'],
    queryFn: () => openAdDeposit(adId),
    enabled: Boolean(session) && creating && ad.data?.type === 'SELL',
    staleTime: Infinity,
    retry: false,
  });
  const cancel = useCancelAd();

  const confirmCancel = async () => {
    const ok = await Dialog.confirm({
      title: t(`${D}.cancelTitle`),
      content: t(`${D}.cancelMessage`),
      confirmText: t(`${D}.cancel`),
      cancelText: t('common.actions.back'),
    });
    if (!ok) return;
    try {
      await cancel.mutateAsync(adId);
    } catch {
      return; // toasted by the API wrapper
    }
    Toast.show({ icon: 'success', content: t(`${D}.cancelled`) });
    navigate(WebRoutes.myAdvert, { replace: true });
  };

  if (!ad.data) {
    return (
      <div className="ads-loading">{ad.isError ? t('common.messages.loadingFailed') : <SpinLoading />}</div>
    );
  }
  const nft = ad.data.nft;
  if (status === 'PUBLISHED') return <Published />;
  if (!creating && nft)
    return (
      <NftCreationCancelled nft={nft}>
        <Link
          className="button button--outline button--block"
          to={WebRoutes.myAdvert}
          data-testid="ad-to-my-ads"
        >
          {t(`${D}.toMyAds`)}
        </Link>
      </NftCreationCancelled>
    );
  if (!creating) return <Failed />;
  return (
    <section className="ads-deposit" data-testid="ad-deposit-stage">
      {nft ? (
        <NftDepositHead nft={nft} />
      ) : (
        <>
          <h2 className="ads-form__title">{t(`${D}.title`)}</h2>
          <p className="ads-muted">{t(`${D}.hint`)}</p>
        </>
      )}
      {deposit.data ? (
        <DepositStep depositId={deposit.data.id} onCompleted={() => void ad.refetch()} />
      ) : deposit.isError ? (
        <p className="field__error" role="alert">
          {t('common.messages.loadingFailed')}
        </p>
      ) : (
        <SpinLoading />
      )}
      <button
        type="button"
        className="button button--outline button--block"
        disabled={cancel.isPending}
        onClick={() => void confirmCancel()}
        data-testid="ad-cancel-creation"
      >
        {t(`${D}.cancel`)}
      </button>
    </section>
  );
}
