// /login (public, no back button): by email and password, or by QR code / wallet authorization with the
// identity wallet app (`?tab=qr`).
import { WebRoutes, type IssuedSession } from '@p2p/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthLayout, AuthTabs } from './AuthLayout';
import { LoginEmailForm } from './LoginEmailForm';
import { QrPanel } from './qr/QrPanel';
import { useCompleteSignIn } from './useCompleteSignIn';

type LoginTab = 'email' | 'qr';

export default function LoginPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab: LoginTab = search.get('tab') === 'qr' ? 'qr' : 'email';
  const completeSignIn = useCompleteSignIn();

  const onQrSuccess = (session: IssuedSession | null): void => {
    if (session) void completeSignIn(session);
  };

  return (
    <AuthLayout
      testId="login-page"
      languageButton
      title={t('web.account.login.title')}
      subtitle={t('web.account.login.subtitle')}
      footer={
        <p className="auth__switch">
          <span>{t('web.account.login.noAccount')}</span>
          <Link to={WebRoutes.register} className="text-button" data-testid="login-register">
            {t('web.account.login.register')}
          </Link>
        </p>
      }
    >
      <AuthTabs
        testIdPrefix="login"
        active={tab}
        onChange={(next) => setSearch(next === 'qr' ? { tab: 'qr' } : {}, { replace: true })}
        tabs={[
          { key: 'email', label: t('web.account.tabs.email') },
          { key: 'qr', label: t('web.account.tabs.qr') },
        ]}
      />
      {tab === 'email' ? <LoginEmailForm /> : <QrPanel purpose="LOGIN" onSuccess={onQrSuccess} />}
    </AuthLayout>
  );
}
