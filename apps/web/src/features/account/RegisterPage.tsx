// /register (public): by email, or with the identity wallet app (QR scan or wallet authorization on this
// phone, `?tab=wallet`); identity verification in the wallet is required for the latter.
import { WebRoutes, type IssuedSession } from '@p2p/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthLayout, AuthTabs } from './AuthLayout';
import { QrPanel } from './qr/QrPanel';
import { RegisterEmailForm } from './RegisterEmailForm';
import { useCompleteSignIn } from './useCompleteSignIn';

type RegisterTab = 'email' | 'wallet';

export default function RegisterPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab: RegisterTab = search.get('tab') === 'wallet' ? 'wallet' : 'email';
  const completeSignIn = useCompleteSignIn();

  const onQrSuccess = (session: IssuedSession | null): void => {
    if (session) void completeSignIn(session);
  };

  return (
    <AuthLayout
      testId="register-page"
      title={t('web.account.register.title')}
      subtitle={t('web.account.register.subtitle')}
      footer={
        <p className="auth__switch">
          <span>{t('web.account.register.haveAccount')}</span>
          <Link to={WebRoutes.login} className="text-button" data-testid="register-login">
            {t('web.account.register.login')}
          </Link>
        </p>
      }
    >
      <AuthTabs
        testIdPrefix="register"
        active={tab}
        onChange={(next) => setSearch(next === 'wallet' ? { tab: 'wallet' } : {}, { replace: true })}
        tabs={[
          { key: 'email', label: t('web.account.tabs.email') },
          { key: 'wallet', label: t('web.account.tabs.wallet') },
        ]}
      />
      {tab === 'email' ? (
        <RegisterEmailForm />
      ) : (
        <>
          <p className="auth-form__intro">{t('web.account.register.walletIntro')}</p>
          <QrPanel purpose="REGISTER" onSuccess={onQrSuccess} />
        </>
      )}
    </AuthLayout>
  );
}
