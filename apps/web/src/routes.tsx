// Every route of spec section 2 as a route object whose `handle` carries its metadata (dark theme,
// hiddenBack, backPath, keepAlive, public, name). Pages are loaded lazily; routes whose screens come with
// later work share one page (LaterPage: the frame and a translated empty state).
import { WEB_ROUTES, WebRoutes, type WebRouteName } from '@p2p/contracts/routes';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout } from './shell/AppLayout';
import { BootScreen } from './shell/BootScreen';
import { guardLoader } from './shell/guard';
import { RouteError } from './shell/RouteError';
import { routeHandle } from './shell/routeMeta';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

const laterPage: PageLoader = () => import('./shell/LaterPage');

/** The screens built so far; every other route shows LaterPage. */
export const PAGES: Partial<Record<WebRouteName, PageLoader>> = {
  home: () => import('./features/home/HomePage'),
  login: () => import('./features/account/LoginPage'),
  register: () => import('./features/account/RegisterPage'),
  forgotPassword: () => import('./features/account/ForgotPasswordPage'),
  resetPassword: () => import('./features/account/ForgotPasswordPage'),
  personalCenter: () => import('./features/account/profile/PersonalCenterPage'),
  updateRemark: () => import('./features/account/profile/UpdateRemarkPage'),
  updateEmail: () => import('./features/account/profile/UpdateEmailPage'),
  updatePassword: () => import('./features/account/profile/UpdatePasswordPage'),
  updateSecurityPassword: () => import('./features/account/profile/UpdateSecurityPasswordPage'),
  updateReceivingAddress: () => import('./features/account/profile/UpdateReceivingAddressPage'),
  helpList: () => import('./features/help/HelpListPage'),
  helpDetail: () => import('./features/help/HelpDetailPage'),
  transactionNotice: () => import('./features/help/TransactionNoticePage'),
  systemMaintenance: () => import('./features/maintenance/SystemMaintenancePage'),
  emailUndo: () => import('./features/account/EmailUndoPage'),
  fundRecord: () => import('./features/funds/FundRecordPage'),
  fundRecordDetails: () => import('./features/funds/FundRecordDetailsPage'),
  paymentMethods: () => import('./features/payment-methods/PaymentMethodsPage'),
  buySell: () => import('./features/ads/BuySellPage'),
  publish: () => import('./features/ads/PublishPage'),
  creating: () => import('./features/ads/CreatingPage'),
  creatingOther: () => import('./features/ads/CreatingOtherPage'),
  myAdvert: () => import('./features/ads/MyAdvertPage'),
  order: () => import('./features/orders/OrderListPage'),
  orderDetail: () => import('./features/orders/OrderDetailPage'),
  chat: () => import('./features/chat/ChatPage'),
  chatList: () => import('./features/chat/ChatListPage'),
  appeal: () => import('./features/appeals/AppealPage'),
  priceRecord: () => import('./features/prices/PriceRecordPage'),
  reputationScore: () => import('./features/credit/ReputationScorePage'),
  nftAlbums: () => import('./features/nfts/NftAlbumsPage'),
  nftAlbum: () => import('./features/nfts/NftAlbumPage'),
  nftDetail: () => import('./features/nfts/NftDetailPage'),
  nftRecords: () => import('./features/nfts/NftRecordsPage'),
  nftHolder: () => import('./features/nfts/NftHolderPage'),
  nftCreator: () => import('./features/nfts/NftCreatorPage'),
};

export function buildRoutes(
  pages: Partial<Record<WebRouteName, PageLoader>> = PAGES,
  fallback: PageLoader = laterPage,
): RouteObject[] {
  const children: RouteObject[] = WEB_ROUTES.map((meta) => {
    const load = pages[meta.name] ?? fallback;
    return {
      id: meta.name,
      path: meta.path,
      handle: routeHandle(meta),
      loader: guardLoader(meta),
      errorElement: <RouteError />,
      lazy: async () => ({ Component: (await load()).default }),
    };
  });
  return [
    {
      id: 'root',
      element: <AppLayout />,
      hydrateFallbackElement: <BootScreen />,
      children: [...children, { path: '*', element: <Navigate to={WebRoutes.home} replace /> }],
    },
  ];
}
