// The personal center while the user info loads: the same card, groups and rows (icons and labels) as
// the loaded page, each value a placeholder bar of the value's line height, so that the page's layout is
// there at once (prerendered, scripts/prerender.mjs) and the values fill in without moving anything.
// The card's slots marked `data-early` are filled from the early user info before the app's code is
// there (centerFirstPaint.ts).
import {
  BankcardOutline,
  EnvironmentOutline,
  KeyOutline,
  LockOutline,
  MailOutline,
  ScanCodeOutline,
  StarOutline,
  PayCircleOutline,
  ReceivePaymentOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Bar({ size }: { size: 'short' | 'medium' | 'long' }) {
  return <span className={`center-bar center-bar--${size}`} aria-hidden="true" />;
}

function Row({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <li>
      <div className="center-row center-row--static">
        <span className="center-row__icon" aria-hidden="true">
          {icon}
        </span>
        <span className="center-row__label">{label}</span>
        <span className="center-row__value">
          <Bar size="short" />
        </span>
      </div>
    </li>
  );
}

export function CenterSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <section className="center-card">
        <div className="center-card__top">
          <span className="center-card__avatar" aria-hidden="true" data-early="initial">
            <UserOutline />
          </span>
          <div className="center-card__who">
            <span className="center-card__name">
              <span data-early="name" data-empty={t('web.account.center.noNickname')}>
                <Bar size="medium" />
              </span>
            </span>
            <span className="center-card__email" data-early="subtitle">
              <Bar size="long" />
            </span>
            <div className="center-card__badges">
              <span className="badge">
                <Bar size="short" />
              </span>
            </div>
          </div>
        </div>
        <dl className="center-card__stats">
          {(['creditScore', 'orders', 'completion'] as const).map((key) => (
            <div key={key}>
              <dt>{t(`web.account.center.${key}`)}</dt>
              <dd data-early={key}>
                <Bar size="short" />
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <h2 className="center__group">{t('web.account.center.groups.account')}</h2>
      <ul className="center-list">
        <Row icon={<UserOutline />} label={t('web.account.center.nickname')} />
        <Row icon={<MailOutline />} label={t('web.account.center.email')} />
        <Row icon={<EnvironmentOutline />} label={t('web.account.center.region')} />
      </ul>

      <h2 className="center__group">{t('web.account.center.groups.security')}</h2>
      <ul className="center-list">
        <Row icon={<LockOutline />} label={t('web.account.center.password')} />
        <Row icon={<KeyOutline />} label={t('web.account.center.securityPassword')} />
        <Row icon={<ScanCodeOutline />} label={t('web.account.center.wallet')} />
      </ul>

      <h2 className="center__group">{t('web.account.center.groups.trading')}</h2>
      <ul className="center-list">
        <Row icon={<BankcardOutline />} label={t('web.account.fields.address')} />
        <Row icon={<StarOutline />} label={t('web.account.center.creditScore')} />
        <Row icon={<PayCircleOutline />} label={t('web.account.center.balance')} />
        <Row icon={<ReceivePaymentOutline />} label={t('common.paymentMethods.title')} />
      </ul>
    </>
  );
}
