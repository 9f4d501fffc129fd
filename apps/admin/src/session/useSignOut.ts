// Sign-out with a confirmation: the revocation is sent with the token, then the local session ends at
// once (the guards go to /login) without waiting for the answer: a slow or unreachable API never keeps a
// staff member signed in on a shared screen. A failed revocation is not shown (the session is already
// gone here); the server's session then ends at its expiry, as it would have before.
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { logout } from '../api/staff';
import { clearToken } from './token';

export function useSignOut(): () => void {
  const { modal, message } = App.useApp();
  const { t } = useTranslation();

  function signOut(): void {
    // The request's headers (and so the token) are taken when it starts, before the token is cleared.
    logout().catch(() => undefined);
    clearToken();
    void message.success(t('admin.header.signedOut'));
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
