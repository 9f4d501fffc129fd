// /myAdvert (kept alive): the advertiser's own online state (GET/POST /c2c/advert/online: while off, every
// ad is hidden from the market, and the page says so beside the switch: issue 22), the in-progress-only filter, and the trader's ads (infinite) with their
// actions (./MyAdCard).
import { WebRoutes } from '@p2p/contracts';
import { SpinLoading, Switch } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useOnlineState } from '../../hooks/useAccount';
import { EmptyState } from '../../shell/EmptyState';
import { LoadFailed } from '../../shell/LoadFailed';
import { LoadMore } from './LoadMore';
import { MyAdCard } from './MyAdCard';
import { useMyAds, useSetAdvertiserOnline } from './useAds';
import '../account/account.css';
import './ads.css';
import './adForms.css';

const M = 'common.ads.mine';

export default function MyAdvertPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const inProgressOnly = params.get('inProgress') === '1';
  const onlineState = useOnlineState();
  const setOnline = useSetAdvertiserOnline();
  const mine = useMyAds(inProgressOnly);
  const ads = mine.data?.pages.flatMap((p) => p.list) ?? [];

  return (
    <div className="page ads" data-testid="my-advert-page">
      <section className="my-ads__bar">
        <div className="my-ads__online">
          <div>
            <span className="my-ads__label" aria-hidden="true">
              {t(`${M}.online`)}
            </span>
            {onlineState.data === false ? (
              <p className="my-ads__hidden" role="alert" data-testid="my-ads-hidden">
                {t(`${M}.hidden`)}
              </p>
            ) : (
              <p className="ads-muted">{t(`${M}.onlineHint`)}</p>
            )}
          </div>
          <Switch
            checked={onlineState.data === true}
            loading={setOnline.isPending || onlineState.isPending}
            onChange={(value) => setOnline.mutate(value)}
            aria-label={t(`${M}.online`)}
            data-testid="advertiser-online"
          />
        </div>
        <label className="check my-ads__filter">
          <input
            type="checkbox"
            className="check__box"
            checked={inProgressOnly}
            onChange={(e) => setParams(e.target.checked ? { inProgress: '1' } : {}, { replace: true })}
            data-testid="my-ads-in-progress"
          />
          <span className="check__label">{t(`${M}.inProgressOnly`)}</span>
        </label>
      </section>
      {mine.isPending ? (
        <div className="ads-loading">
          <SpinLoading />
        </div>
      ) : mine.isError ? (
        <LoadFailed onRetry={() => void mine.refetch()} testId="my-ads-failed" />
      ) : ads.length === 0 ? (
        <EmptyState
          icon={<FileOutline />}
          title={t(inProgressOnly ? `${M}.emptyInProgress` : `${M}.empty`)}
          action={{ label: t(`${M}.post`), to: WebRoutes.publish }}
          testId="my-ads-empty"
        />
      ) : (
        <>
          <ul className="ads-list" data-testid="my-ads-list">
            {ads.map((ad) => (
              <MyAdCard key={ad.id} ad={ad} />
            ))}
          </ul>
          <LoadMore
            hasMore={Boolean(mine.hasNextPage)}
            loading={mine.isFetchingNextPage}
            onMore={() => void mine.fetchNextPage()}
            testId="my-ads-more"
          />
        </>
      )}
    </div>
  );
}
