// The frame of the public account pages (login, register, forgot and reset password): the language, the
// brand with a title, the card with the page's forms, and the way to help and customer service.
import { WebRoutes, webPath } from '@p2p/contracts';
import { LANGUAGE_NAMES, type Language } from '@p2p/i18n';
import { DownOutline, GlobalOutline, MessageOutline, QuestionCircleOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Brand } from '../../shell/Brand';
import { helpSiteUrl } from '../../shell/helpSite';
import { useLanguagePicker } from '../../shell/languagePickerContext';
import { HELP_DOCUMENT_IDS } from '../help/helpDocuments';
import './account.css';

/** /helpList needs a session; /helpDetail does not. */
const FIRST_HELP_ARTICLE = webPath(WebRoutes.helpDetail, { id: HELP_DOCUMENT_IDS[0] });

export interface AuthTab<K extends string> {
  key: K;
  label: string;
}

export function AuthTabs<K extends string>({
  tabs,
  active,
  onChange,
  testIdPrefix,
}: {
  tabs: readonly AuthTab<K>[];
  active: K;
  onChange(key: K): void;
  testIdPrefix: string;
}) {
  return (
    <div className="auth-tabs" role="tablist">
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.key === active}
          className={`auth-tabs__tab${tab.key === active ? ' is-active' : ''}`}
          data-testid={`${testIdPrefix}-tab-${tab.key}`}
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export interface AuthLayoutProps {
  testId: string;
  title: string;
  subtitle: string;
  children: ReactNode;
  /** Under the card: e.g. "No account yet? Register". */
  footer?: ReactNode;
  /** The page's own language button (on /login, where the header has none). */
  languageButton?: boolean;
}

export function AuthLayout({ testId, title, subtitle, children, footer, languageButton }: AuthLayoutProps) {
  const { t, i18n } = useTranslation();
  const picker = useLanguagePicker();
  const lang = i18n.language as Language;
  return (
    <div className="page auth" data-testid={testId}>
      {languageButton ? (
        <div className="auth__top">
          <button type="button" className="auth__language" data-testid="login-language" onClick={picker.open}>
            <GlobalOutline />
            <span>{LANGUAGE_NAMES[lang] ?? lang}</span>
            <DownOutline className="auth__language-arrow" />
          </button>
        </div>
      ) : null}
      <div className="auth__hero">
        <Brand compact />
        <h2 className="auth__title">{title}</h2>
        <p className="auth__subtitle">{subtitle}</p>
      </div>
      <div className="auth__card">{children}</div>
      {footer ? <div className="auth__footer">{footer}</div> : null}
      <div className="auth__service">
        <Link to={FIRST_HELP_ARTICLE} data-testid="login-help">
          <QuestionCircleOutline />
          <span>{t('web.login.help')}</span>
        </Link>
        <a
          href={helpSiteUrl(lang, null)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="login-customer-service"
        >
          <MessageOutline />
          <span>{t('common.menu.customerService')}</span>
        </a>
      </div>
    </div>
  );
}
