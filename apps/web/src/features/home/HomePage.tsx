// The home screen (dark theme): buy and sell entries, the setup checklist while a step a trader needs
// before trading is missing (issue 26), quick trade, publish, orders, the NFT albums, the trading notice
// and the price panel.
import { WebRoutes } from '@p2p/contracts';
import {
  BillOutline,
  EditSOutline,
  FileOutline,
  LoopOutline,
  PictureOutline,
  RightOutline,
  SoundOutline,
} from 'antd-mobile-icons';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSetupSteps } from '../setup/useSetupSteps';
import { PricePanel } from './PricePanel';
import './home.css';

// Fetched only for a trader with a step still to do.
const SetupChecklist = lazy(() => import('../setup/SetupChecklist'));

export default function HomePage() {
  const { t } = useTranslation();
  const setup = useSetupSteps();
  const showSetup = setup.complete && setup.steps.some((s) => !s.done);

  const services = [
    {
      key: 'quickTrade',
      to: `${WebRoutes.buySell}?mode=quick`,
      icon: <LoopOutline />,
      label: t('common.home.quickTrade'),
    },
    {
      key: 'publish',
      to: WebRoutes.publish,
      icon: <EditSOutline />,
      label: t('common.home.publishAd'),
    },
    {
      key: 'orders',
      to: WebRoutes.order,
      icon: <BillOutline />,
      label: t('common.home.myOrders'),
    },
    {
      key: 'nft',
      to: WebRoutes.nftAlbums,
      icon: <PictureOutline />,
      label: t('web.home.nft'),
    },
    {
      key: 'tradingNotice',
      to: WebRoutes.transactionNotice,
      icon: <FileOutline />,
      label: t('common.home.tradingNotice'),
    },
  ];

  return (
    <div className="page home" data-testid="home-page">
      <section className="home-hero">
        <span className="home-hero__kicker">{t('web.home.kicker')}</span>
        <h2 className="home-hero__title">{t('web.home.heroTitle')}</h2>
        <p className="home-hero__text">{t('web.home.heroText')}</p>
        <div className="home-hero__trade">
          <Link
            to={`${WebRoutes.buySell}?type=BUY`}
            className="trade-card trade-card--buy"
            data-testid="home-buy"
          >
            <span className="trade-card__label">{t('common.home.buy')}</span>
            <span className="trade-card__hint">{t('web.home.buyHint')}</span>
            <RightOutline className="trade-card__arrow" />
          </Link>
          <Link
            to={`${WebRoutes.buySell}?type=SELL`}
            className="trade-card trade-card--sell"
            data-testid="home-sell"
          >
            <span className="trade-card__label">{t('common.home.sell')}</span>
            <span className="trade-card__hint">{t('web.home.sellHint')}</span>
            <RightOutline className="trade-card__arrow" />
          </Link>
        </div>
      </section>

      <Link to={WebRoutes.transactionNotice} className="home-notice" data-testid="home-notice">
        <SoundOutline className="home-notice__icon" />
        <span className="home-notice__text">{t('web.home.notice')}</span>
        <RightOutline className="home-notice__arrow" />
      </Link>

      <section className="home-section">
        <h3 className="home-section__title">{t('web.home.services')}</h3>
        <div className="home-services">
          {services.map((s) => (
            <Link key={s.key} to={s.to} className="service-tile" data-testid={`home-${s.key}`}>
              <span className="service-tile__icon">{s.icon}</span>
              <span className="service-tile__label">{s.label}</span>
            </Link>
          ))}
        </div>
      </section>

      {/* Below the services: it comes with the user's data, and inserted higher it would push what the
          first screen already shows (a layout shift of 0.24 in Lighthouse). */}
      {showSetup ? (
        <Suspense fallback={null}>
          <SetupChecklist steps={setup.steps} back={WebRoutes.home} />
        </Suspense>
      ) : null}

      <section className="home-section">
        <div className="home-section__head">
          <h3 className="home-section__title">{t('web.home.latestPrices')}</h3>
          <Link to={WebRoutes.priceRecord} className="home-section__more">
            {t('web.routes.priceRecord')}
            <RightOutline />
          </Link>
        </div>
        <PricePanel />
      </section>
    </div>
  );
}
