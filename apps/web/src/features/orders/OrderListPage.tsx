// /order (kept alive, spec §2): the caller's orders, Buy and Sell tabs (the side the caller plays), in
// progress and finished, each list paged (infinite), each row opening /orderDetail?id=. The tabs are the
// page's own state, not the query string: a kept-alive page stays mounted while another route's query
// string is shown. The Buy, Sell and In progress tabs count the open orders (issue 26), from the shell's
// check of every open order (./openCounts).
import { WebRoutes, type AdType } from '@p2p/contracts';
import { SpinLoading } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useUnfinishedOrders } from '../../hooks/useUnread';
import { EmptyState } from '../../shell/EmptyState';
import { LoadFailed } from '../../shell/LoadFailed';
import { LoadMore } from '../ads/LoadMore';
import { O } from './format';
import { openCountsOf } from './openCounts';
import { OrderRow } from './OrderRow';
import { WithOrderTexts } from './texts';
import { useOrderList } from './useOrders';
import '../ads/ads.css';
import './orders.css';
import './orderHead.css';

const SIDES: readonly AdType[] = ['BUY', 'SELL'];

function OrderList({ side, finish }: { side: AdType; finish: boolean }) {
  const { t } = useTranslation();
  const list = useOrderList({ side, finish });
  const orders = list.data?.pages.flatMap((p) => p.list) ?? [];
  if (list.isPending)
    return (
      <div className="ads-loading">
        <SpinLoading />
      </div>
    );
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} testId="order-list-failed" />;
  if (orders.length === 0)
    return (
      <EmptyState
        icon={<FileOutline />}
        title={t(finish ? `${O}.list.emptyFinished` : `${O}.list.empty`)}
        message={t(`${O}.list.emptyHint`)}
        action={{ label: t(`${O}.list.toMarket`), to: WebRoutes.buySell }}
        testId="orders-empty"
      />
    );
  return (
    <>
      <ul className="orders-list" data-testid="orders-list">
        {orders.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </ul>
      <LoadMore
        hasMore={Boolean(list.hasNextPage)}
        loading={list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
        testId="orders-more"
        endText={t(`${O}.list.end`)}
      />
    </>
  );
}

/** The side a link names (`?side=SELL`: the order button sends a seller to the tab with their orders). */
const sideOf = (search: URLSearchParams): AdType => (search.get('side') === 'SELL' ? 'SELL' : 'BUY');

function OrderListScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const linked = search.get('side');
  const [side, setSide] = useState<AdType>(() => sideOf(search));
  // The page is kept alive: a later link naming a side switches to it.
  useEffect(() => {
    if (linked !== null) setSide(linked === 'SELL' ? 'SELL' : 'BUY');
  }, [linked]);
  const [finish, setFinish] = useState(false);
  const counts = openCountsOf(useUnfinishedOrders().data);
  /** A tab's name with its count of open orders when there are some (and the name the count says). */
  const tab = (label: string, count: number | undefined, testId: string) =>
    count ? (
      <>
        {label}
        <span className="orders-count" data-testid={testId}>
          {count}
        </span>
      </>
    ) : (
      label
    );
  const named = (label: string, count: number | undefined) =>
    count ? `${label} (${t(`${O}.list.openCount`, { count })})` : undefined;
  return (
    <div className="page ads orders" data-testid="order-list-page">
      <div className="ads-tabs" role="tablist" aria-label={t(`${O}.list.sides`)}>
        {SIDES.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={side === s}
            className={`ads-tabs__tab is-${s.toLowerCase()}${side === s ? ' is-active' : ''}`}
            onClick={() => setSide(s)}
            aria-label={named(t(s === 'BUY' ? 'common.ads.tabs.buy' : 'common.ads.tabs.sell'), counts?.[s])}
            data-testid={`orders-tab-${s}`}
          >
            {tab(
              t(s === 'BUY' ? 'common.ads.tabs.buy' : 'common.ads.tabs.sell'),
              counts?.[s],
              `orders-count-${s}`,
            )}
          </button>
        ))}
      </div>
      <div className="orders-filter" role="tablist" aria-label={t(`${O}.list.phases`)}>
        {[false, true].map((f) => (
          <button
            key={String(f)}
            type="button"
            role="tab"
            aria-selected={finish === f}
            className={`orders-filter__tab${finish === f ? ' is-active' : ''}`}
            onClick={() => setFinish(f)}
            aria-label={f ? undefined : named(t(`${O}.list.inProgress`), counts?.[side])}
            data-testid={f ? 'orders-finished' : 'orders-in-progress'}
          >
            {f
              ? t(`${O}.list.finished`)
              : tab(t(`${O}.list.inProgress`), counts?.[side], 'orders-count-in-progress')}
          </button>
        ))}
      </div>
      <OrderList key={`${side}-${String(finish)}`} side={side} finish={finish} />
    </div>
  );
}

export default function OrderListPage() {
  return (
    <WithOrderTexts>
      <OrderListScreen />
    </WithOrderTexts>
  );
}
