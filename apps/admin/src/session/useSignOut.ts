// Sign-out with a confirmation: revokes the token server side, then ends the session locally whatever the
// answer (a failure has already shown its toast), which sends the guards to /login.
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { logout } from '../api/staff';
import { clearToken } from './token';

export function useSignOut(): () => void {
  const { modal, message } = App.useApp();
  const { t } = useTranslation();

  async function signOut(): Promise<void> {
    try {
      await logout();
    } catch {
      // Shown by the API wrapper's toast; the local session ends all the same.
    } finally {
      clearToken();
      void message.success(t('admin.header.signedOut'));
    }
  }

  return () => {
    modal.confirm({
      title: t('admin.header.signOutTitle'),
      content: t('admin.header.signOutMessage'),
      okText: t('admin.header.signOut'),
      cancelText: t('admin.header.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'sign-out-confirm' },
      cancelButtonProps: { 'data-testid': 'sign-out-cancel' },
      onOk: signOut,
    });
  };
}
