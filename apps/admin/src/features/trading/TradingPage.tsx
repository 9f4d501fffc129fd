// `/trading` (issue 25, customer service and admins): the market's ads, orders, and deposits and payouts,
// each tab's filters and page kept in the address (`?tab=orders&status=COMPLETED&page=2`).
import { Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AreaHeading } from '../../shell/PageHeading';
import { AdsTab } from './AdsTab';
import {
  apiQuery,
  filtersOf,
  isTradingTab,
  type ListState,
  pageOf,
  searchFor,
  TABS,
  type TradingTab,
} from './filters';
import { FundsTab } from './FundsTab';
import { OrdersTab } from './OrdersTab';

export function TradingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TradingTab = isTradingTab(tabParam) ? tabParam : 'ads';
  const page = pageOf(params);
  const list: ListState = {
    filters: filtersOf(tab, params),
    page,
    query: apiQuery(tab, params),
    href: `/trading?${params.toString()}`,
    search: (values) => setParams(searchFor(tab, values, page.pageSize)),
    turn: (pageNo, pageSize) => {
      const next = new URLSearchParams(params);
      next.set('tab', tab);
      next.set('page', String(pageSize === page.pageSize ? pageNo : 1));
      next.set('size', String(pageSize));
      setParams(next);
    },
  };
  const body = { ads: AdsTab, orders: OrdersTab, funds: FundsTab }[tab];
  const Body = body;
  return (
    <Flex vertical gap={24} data-testid="area-trading">
      <AreaHeading area="trading" />
      <Tabs
        activeKey={tab}
        onChange={(next) => setParams({ tab: next })}
        items={TABS.map((key) => ({
          key,
          label: <span data-testid={`trading-tab-${key}`}>{t(`admin.trading.tabs.${key}`)}</span>,
        }))}
      />
      <Body key={`${tab}-${JSON.stringify(list.filters)}`} list={list} />
    </Flex>
  );
}
