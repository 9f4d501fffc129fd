// /login until the sign-in forms arrive with account support: the brand, the language, a translated
// notice and the way to registration, password recovery and customer service.
import { WebRoutes, webPath } from '@p2p/contracts';
import { LANGUAGE_NAMES, type Language } from '@p2p/i18n';
import { DownOutline, GlobalOutline, InformationCircleOutline, MessageOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Brand } from '../../shell/Brand';
import { helpSiteUrl } from '../../shell/helpSite';
import { useLanguagePicker } from '../../shell/languagePickerContext';
import { HELP_DOCUMENT_IDS } from '../help/helpDocuments';
import './login.css';

/** /helpList needs a session; /helpDetail does not. */
const FIRST_HELP_ARTICLE = webPath(WebRoutes.helpDetail, { id: HELP_DOCUMENT_IDS[0] });

export default function LoginPage() {
  const { t, i18n } = useTranslation();
  const picker = useLanguagePicker();
  const lang = i18n.language as Language;

  return (
    <div className="page login" data-testid="login-page">
      <div className="login__top">
        <button type="button" className="login__language" data-testid="login-language" onClick={picker.open}>
          <GlobalOutline />
          <span>{LANGUAGE_NAMES[lang] ?? lang}</span>
          <DownOutline className="login__language-arrow" />
        </button>
      </div>

      <div className="login__hero">
        <Brand />
        <h2 className="login__welcome">{t('web.login.welcome')}</h2>
        <p className="login__tagline">{t('web.home.heroText')}</p>
      </div>

      <div className="login__notice" role="note" data-testid="login-notice">
        <InformationCircleOutline className="login__notice-icon" />
        <p>{t('web.login.notice')}</p>
      </div>

      <div className="login__actions">
        <Link
          to={WebRoutes.register}
          className="button button--primary button--block"
          data-testid="login-register"
        >
          {t('web.login.register')}
        </Link>
        <div className="login__links">
          <Link to={WebRoutes.forgotPassword} className="text-button" data-testid="login-forgot">
            {t('web.login.forgot')}
          </Link>
          <Link to={FIRST_HELP_ARTICLE} className="text-button" data-testid="login-help">
            {t('web.login.help')}
          </Link>
        </div>
      </div>

      <a
        className="login__service"
        href={helpSiteUrl(lang, null)}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="login-customer-service"
      >
        <MessageOutline />
        <span>{t('common.menu.customerService')}</span>
      </a>
    </div>
  );
}
