// /creating: a coin ad priced in USDT (`?type=` and `?mode=` from /publish). After the form: `?ad=<id>`
// shows the ad's deposit step (a SELL ad) or that it is published (a BUY ad); /myAdvert's "continue
// deposit" opens the same. /creatingOther is the same page for fiat pairs (./CreatingOtherPage).
import { AdMode, AdType, type AdDto } from '@p2p/contracts';
import { SpinLoading } from 'antd-mobile';
import { SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCoinPairs } from '../../hooks/useCatalog';
import { EmptyState } from '../../shell/EmptyState';
import { AdDepositStage } from './AdDepositStage';
import { AdForm } from './AdForm';
import { pairsFor } from './format';
import './ads.css';
import './adForms.css';

export function CreateAdScreen({ fiat }: { fiat: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const pairsQuery = useCoinPairs();
  const pairs = pairsFor(pairsQuery.data ?? [], fiat);
  const adId = params.get('ad');
  const type = params.get('type') === AdType.BUY ? AdType.BUY : AdType.SELL;
  const mode = params.get('mode') === AdMode.AUTO ? AdMode.AUTO : AdMode.MANUAL;
  const testId = fiat ? 'creating-other-page' : 'creating-page';

  const onCreated = (ad: AdDto) => setParams({ ad: ad.id });

  let body;
  if (adId) body = <AdDepositStage adId={adId} />;
  else if (pairsQuery.isPending) body = <SpinLoading />;
  else if (pairs.length === 0)
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
