// /creating: a coin ad priced in USDT (`?type=` and `?mode=` from /publish), or an NFT sell ad
// (`?asset=NFT`: the item, its price and payment methods, issue 23). After the form: `?ad=<id>`
// shows the ad's deposit step (a SELL ad) or that it is published (a BUY ad); /myAdvert's "continue
// deposit" opens the same. /creatingOther is the same page for fiat pairs (./CreatingOtherPage). Only the
// pairs the trader may post on (issue 24: coin pairs, and their country's fiat pairs when certified);
// a closed fiat side says why before any form (5042 with a link to set the region, 5044).
import { AdMode, AdType, type AdDto } from '@p2p/contracts';
import { SpinLoading } from 'antd-mobile';
import { SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useTraderPairs } from '../../hooks/useCatalog';
import { EmptyState } from '../../shell/EmptyState';
import { AdDepositStage } from './AdDepositStage';
import { AdForm } from './AdForm';
import { FiatClosedNotice } from './FiatClosedNotice';
import { pairsFor } from './format';
import { NftAdForm } from '../nfts/trade/NftAdForm';
import './ads.css';
import './adForms.css';

export function CreateAdScreen({ fiat }: { fiat: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const pairsQuery = useTraderPairs();
  const adId = params.get('ad');
  const type = params.get('type') === AdType.BUY ? AdType.BUY : AdType.SELL;
  const mode = params.get('mode') === AdMode.AUTO ? AdMode.AUTO : AdMode.MANUAL;
  const nft = !fiat && params.get('asset') === 'NFT';
  const closed = fiat ? (pairsQuery.data?.fiatClosedCode ?? null) : null;
  // Postable pairs only (an NFT ad is priced in one of their quotes); an automatic ad on a coin other than
  // USDT is refused by the form (5043).
  const postable = (pairsQuery.data?.pairs ?? []).filter((p) => p.postable);
  const pairs = pairsFor(postable, fiat);
  const testId = fiat ? 'creating-other-page' : 'creating-page';

  const onCreated = (ad: AdDto) => setParams({ ad: ad.id });

  let body;
  if (adId) body = <AdDepositStage adId={adId} />;
  else if (pairsQuery.isPending) body = <SpinLoading />;
  else if (nft && postable.some((p) => p.enabled))
    body = <NftAdForm pairs={postable} onCreated={onCreated} />;
  else if (closed) body = <FiatClosedNotice code={closed} testId="ad-fiat-closed" />;
  else if (pairs.length === 0 || nft)
    body = <EmptyState icon={<SearchOutline />} title={t('common.ads.form.noPairs')} testId="ad-no-pairs" />;
  else body = <AdForm pairs={pairs} fiat={fiat} type={type} mode={mode} onCreated={onCreated} />;
  return (
    <div className="page ads" data-testid={testId}>
      {body}
    </div>
  );
}

export default function CreatingPage() {
  return <CreateAdScreen fiat={false} />;
}
