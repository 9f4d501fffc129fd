// Logout (spec section 4): a message, the server told, every store reset, cookies and local data removed,
// then /login with a full reload.
import { WebRoutes } from '@p2p/contracts/routes';
import { Toast } from 'antd-mobile';
import { postLogout } from '../api/account';
import { appI18n } from '../i18n/runtime';
import { queryClient } from '../queryClient';
import { clearLocalData, clearSessionCookies } from '../session/session';
import { closeLiveSocket } from './liveSocketStore';
import { hardNavigate } from './navigation';

export async function logout(): Promise<void> {
  Toast.show({ content: appI18n().t('common.logout.success'), duration: 1000 });
  closeLiveSocket();
  try {
    await postLogout();
  } catch {
    // The local session ends whatever the server answers (offline, or a session it no longer knows).
  }
  await queryClient.cancelQueries();
  queryClient.clear();
  clearSessionCookies();
  clearLocalData();
  hardNavigate(WebRoutes.login);
}
