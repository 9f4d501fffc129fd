// /personalCenter (dark theme): the account at a glance, each row leading to its edit page: nickname,
// email, country or region, login and security passwords, identity wallet (bound address or "Bind"),
// USDT receiving address, credit score, payment methods, the appeal records, merchant certification
// (issue 24) and the temporary balance. `?bind=wallet` opens the wallet binding at once (the identity
// step of the setup checklist, issue 26), and `?back=` is where a bound wallet returns to.
import { WebRoutes } from '@p2p/contracts';
import type { Language } from '@p2p/i18n';
import {
  BankcardOutline,
  CheckShieldOutline,
  EditSOutline,
  EnvironmentOutline,
  ExclamationShieldOutline,
  KeyOutline,
  LockOutline,
  MailOutline,
  PayCircleOutline,
  ReceivePaymentOutline,
  ScanCodeOutline,
  StarOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useUserInfo } from '../../../hooks/useAccount';
import { useCountries } from '../../../hooks/useCatalog';
import { TempBalanceSection } from '../../funds/TempBalanceSection';
import { useReturnPath } from '../../setup/returnPath';
import { cardText } from './centerFirstPaint';
import { CenterRow } from './CenterRow';
import { CenterSkeleton } from './CenterSkeleton';
import { flagOf, percent, regionName, shortAddress } from './format';
import './edit.css';
import './profile.css';

// The sheets' code (the QR panel, the popup and its animation) is fetched when one is first opened: the
// page's first load stays small (the trader app's budgets, issue 9).
const BindWalletSheet = lazy(() => import('./BindWalletSheet').then((m) => ({ default: m.BindWalletSheet })));
const RegionSheet = lazy(() => import('./RegionSheet').then((m) => ({ default: m.RegionSheet })));
// Merchant certification (issue 24) with its deposit step: fetched after the page's first paint too.
const MerchantSection = lazy(() => import('./MerchantSection').then((m) => ({ default: m.MerchantSection })));

export default function PersonalCenterPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const user = useUserInfo();
  const countries = useCountries();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = useReturnPath();
  const bindAsked = params.get('bind') === 'wallet';
  const [bindOpen, setBindOpen] = useState(bindAsked);
  const [regionOpen, setRegionOpen] = useState(false);
  // A sheet stays mounted once opened, so that it closes with its animation.
  const [bindUsed, setBindUsed] = useState(bindAsked);
  const [regionUsed, setRegionUsed] = useState(false);
  const info = user.data;
  const bound = Boolean(info?.walletAddress);

  // Asked from a setup step: once the wallet is bound, back there, whichever shows it first (the user
  // info's poll can close the sheet before its QR status reports success).
  useEffect(() => {
    if (bindAsked && back && bound) navigate(back, { replace: true });
  }, [bindAsked, back, bound, navigate]);

  // While the user info loads: the page's layout with its labels, the values still to come.
  // The temporary balance (its own data) is the same element in both, kept by its key.
  if (!info) {
    return (
      <div className="page center" data-testid="personal-center" aria-busy="true">
        <CenterSkeleton />
        <TempBalanceSection key="balance" />
      </div>
    );
  }

  const notSet = t('web.account.center.notSet');
  const country = countries.data?.find((c) => c.code === info.regionId);
  const regionLabel = country
    ? `${flagOf(country.abb2)} ${regionName(lang, country.abb2, country.name)}`
    : (info.regionId ?? notSet);
  // The same texts as the prerendered card filled before the app started (centerFirstPaint.ts).
  const card = cardText(info);
  const displayName = card.nickname ?? t('web.account.center.noNickname');
  const kycVerified = info.kycLevel === 'ADVANCED' || info.kycLevel === 'BASIC';

  return (
    <div className="page center" data-testid="personal-center">
      <section className="center-card" data-testid="center-profile">
        <div className="center-card__top">
          <span className="center-card__avatar" aria-hidden="true">
            {card.initial || <UserOutline />}
          </span>
          <div className="center-card__who">
            <Link to={WebRoutes.updateRemark} className="center-card__name" data-testid="center-name">
              <span>{displayName}</span>
              <EditSOutline />
            </Link>
            <span className="center-card__email">{card.subtitle}</span>
            <div className="center-card__badges">
              {info.certified ? (
                <span className="badge badge--gold">{t('web.account.center.certified')}</span>
              ) : null}
              {info.fastTrader ? (
                <span className="badge badge--green">{t('web.account.center.fast')}</span>
              ) : null}
              <span className={`badge${kycVerified ? ' badge--blue' : ''}`} data-testid="center-kyc">
                {t(`web.account.center.kyc.${kycVerified ? info.kycLevel : 'NONE'}`)}
              </span>
            </div>
          </div>
        </div>
        <dl className="center-card__stats">
          <div>
            <dt>{t('web.account.center.creditScore')}</dt>
            <dd data-testid="center-credit-score">{info.creditScore}</dd>
          </div>
          <div>
            <dt>{t('web.account.center.orders')}</dt>
            <dd>{info.orderCount}</dd>
          </div>
          <div>
            <dt>{t('web.account.center.completion')}</dt>
            <dd>{percent(info.completionRate)}</dd>
          </div>
        </dl>
      </section>

      <h2 className="center__group">{t('web.account.center.groups.account')}</h2>
      <ul className="center-list">
        <CenterRow
          testId="center-row-nickname"
          icon={<UserOutline />}
          label={t('web.account.center.nickname')}
          value={info.nickname || notSet}
          attention={!info.nickname}
          to={WebRoutes.updateRemark}
        />
        <CenterRow
          testId="center-row-email"
          icon={<MailOutline />}
          label={t('web.account.center.email')}
          value={info.email || notSet}
          attention={!info.email}
          to={WebRoutes.updateEmail}
        />
        <CenterRow
          testId="center-row-region"
          icon={<EnvironmentOutline />}
          label={t('web.account.center.region')}
          value={regionLabel}
          attention={!info.regionId}
          onClick={() => {
            setRegionUsed(true);
            setRegionOpen(true);
          }}
        />
      </ul>

      <h2 className="center__group">{t('web.account.center.groups.security')}</h2>
      <ul className="center-list">
        <CenterRow
          testId="center-row-password"
          icon={<LockOutline />}
          label={t('web.account.center.password')}
          value={info.hasPassword === false ? notSet : t('web.account.center.change')}
          attention={info.hasPassword === false}
          to={WebRoutes.updatePassword}
        />
        <CenterRow
          testId="center-row-security"
          icon={<KeyOutline />}
          label={t('web.account.center.securityPassword')}
          value={info.hasSecurityPassword ? t('web.account.center.set') : notSet}
          attention={!info.hasSecurityPassword}
          to={WebRoutes.updateSecurityPassword}
        />
        {info.walletAddress ? (
          <CenterRow
            testId="center-row-wallet"
            icon={<CheckShieldOutline />}
            label={t('web.account.center.wallet')}
            value={shortAddress(info.walletAddress)}
          />
        ) : (
          <CenterRow
            testId="center-row-wallet"
            icon={<ScanCodeOutline />}
            label={t('web.account.center.wallet')}
            value={t('web.account.center.bindWallet')}
            attention
            onClick={() => {
              setBindUsed(true);
              setBindOpen(true);
            }}
          />
        )}
      </ul>

      <h2 className="center__group">{t('web.account.center.groups.trading')}</h2>
      <ul className="center-list">
        <CenterRow
          testId="center-row-usdt"
          icon={<BankcardOutline />}
          label={t('web.account.fields.address')}
          value={
            info.usdtAddress ? (
              <>
                <span className="chain-tag">{info.chainType}</span>
                <span className="center-row__text">{shortAddress(info.usdtAddress)}</span>
              </>
            ) : (
              notSet
            )
          }
          attention={!info.usdtAddress}
          to={WebRoutes.updateReceivingAddress}
        />
        <CenterRow
          testId="center-row-credit"
          icon={<StarOutline />}
          label={t('web.account.center.creditScore')}
          value={String(info.creditScore)}
          to={WebRoutes.reputationScore}
        />
        <CenterRow
          testId="center-row-balance"
          icon={<PayCircleOutline />}
          label={t('web.account.center.balance')}
          value={t('web.account.center.balanceHint')}
          to={WebRoutes.fundRecord}
        />
        <CenterRow
          testId="center-row-payment-methods"
          icon={<ReceivePaymentOutline />}
          label={t('common.paymentMethods.title')}
          value=""
          to={WebRoutes.paymentMethods}
        />
        <CenterRow
          testId="center-row-appeals"
          icon={<ExclamationShieldOutline />}
          label={t('web.routes.appeal')}
          value=""
          to={WebRoutes.appeal}
        />
      </ul>

      <Suspense fallback={null}>
        <MerchantSection />
      </Suspense>

      <TempBalanceSection key="balance" />

      {bindUsed ? (
        <Suspense fallback={null}>
          <BindWalletSheet
            visible={bindOpen && !info.walletAddress}
            onClose={() => setBindOpen(false)}
            onBound={back ? () => navigate(back, { replace: true }) : undefined}
          />
        </Suspense>
      ) : null}
      {regionUsed ? (
        <Suspense fallback={null}>
          <RegionSheet visible={regionOpen} current={info.regionId} onClose={() => setRegionOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
