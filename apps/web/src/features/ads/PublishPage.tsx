// /publish: what the ad trades (a coin, or an NFT: that path arrives with the NFT release and says so),
// how orders are accepted (manual, or automatic: USDT only), buy or sell, and the quote (USDT: /creating,
// a fiat currency: /creatingOther, the certified-merchant rule).
import { AdMode, AdType, WebRoutes, webPath } from '@p2p/contracts';
import { InformationCircleOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ChoiceGroup } from './ChoiceGroup';
import './ads.css';
import './adForms.css';

type Asset = 'COIN' | 'NFT';
type Quote = 'USDT' | 'FIAT';

export default function PublishPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [asset, setAsset] = useState<Asset>('COIN');
  const [mode, setMode] = useState<AdMode>(AdMode.MANUAL);
  const [type, setType] = useState<AdType>(AdType.SELL);
  const [quote, setQuote] = useState<Quote>('USDT');
  const P = 'common.ads.publish';

  const next = () => {
    const path = quote === 'USDT' ? WebRoutes.creating : WebRoutes.creatingOther;
    navigate(webPath(path, { type, mode }));
  };

  return (
    <div className="page ads ads-publish" data-testid="publish-page">
      <ChoiceGroup<Asset>
        legend={t(`${P}.asset`)}
        value={asset}
        onChange={setAsset}
        testId="publish-asset"
        choices={[
          { value: 'COIN', label: t(`${P}.coin`) },
          { value: 'NFT', label: t(`${P}.nft`) },
        ]}
      />
      {asset === 'NFT' ? (
        <p className="ads-notice" role="status" data-testid="publish-nft-later">
          <InformationCircleOutline aria-hidden="true" />
          <span>{t(`${P}.nftLater`)}</span>
        </p>
      ) : (
        <>
          <ChoiceGroup<AdType>
            legend={t(`${P}.side`)}
            value={type}
            onChange={setType}
            testId="publish-type"
            choices={[
              { value: AdType.BUY, label: t(`${P}.buy`) },
              { value: AdType.SELL, label: t(`${P}.sell`), hint: t(`${P}.sellHint`) },
            ]}
          />
          <ChoiceGroup<AdMode>
            legend={t(`${P}.mode`)}
            value={mode}
            onChange={setMode}
            testId="publish-mode"
            choices={[
              { value: AdMode.MANUAL, label: t(`${P}.manual`), hint: t(`${P}.manualHint`) },
              { value: AdMode.AUTO, label: t(`${P}.auto`), hint: t(`${P}.autoHint`) },
            ]}
          />
          <ChoiceGroup<Quote>
            legend={t(`${P}.quote`)}
            value={quote}
            onChange={setQuote}
            testId="publish-quote"
            choices={[
              { value: 'USDT', label: t(`${P}.usdt`) },
              { value: 'FIAT', label: t(`${P}.fiat`), hint: t('common.ads.form.fiatRule') },
            ]}
          />
        </>
      )}
      <button
        type="button"
        className="button button--primary button--block"
        disabled={asset === 'NFT'}
        onClick={next}
        data-testid="publish-next"
      >
        {t(`${P}.next`)}
      </button>
    </div>
  );
}
