// The bottom navigation (spec section 2): home, /publish, /myAdvert, /order; shown only on the routes
// the spec lists (`showsBottomNav`).
import { BOTTOM_NAV_TABS, WEB_ROUTE_META, type WebPath } from '@p2p/contracts/routes';
import { TabBar } from 'antd-mobile';
import { AppOutline, BillOutline, ContentOutline, EditSOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

const TAB_TEXT: Record<string, string> = {
  '/': 'common.nav.home',
  '/publish': 'common.nav.publish',
  '/myAdvert': 'common.nav.myAds',
  '/order': 'common.nav.orders',
};

const TAB_ICON: Record<string, ReactNode> = {
  '/': <AppOutline />,
  '/publish': <EditSOutline />,
  '/myAdvert': <ContentOutline />,
  '/order': <BillOutline />,
};

export function BottomNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = (BOTTOM_NAV_TABS as readonly string[]).includes(pathname) ? pathname : '';

  return (
    <footer className="bottom-nav" data-testid="bottom-nav">
      <TabBar activeKey={active} onChange={(key) => navigate(key as WebPath)} safeArea>
        {BOTTOM_NAV_TABS.map((path) => (
          <TabBar.Item
            key={path}
            icon={TAB_ICON[path]}
            title={
              <span data-testid={`bottom-nav-${WEB_ROUTE_META[path].name}`}>{t(TAB_TEXT[path] ?? '')}</span>
            }
          />
        ))}
      </TabBar>
    </footer>
  );
}
