// /publish: what the ad trades (a coin, or an NFT: a sale of one item, spec §6, on /creating?asset=NFT),
// how orders are accepted (manual, or automatic: USDT only), buy or sell, and the quote (a coin: /creating,
// a fiat currency: /creatingOther). It offers only what the trader can post (issue 24, their pairs by
// their country's rules): a closed fiat side says why (5042 with a link to set the region, or 5044), and
// the automatic mode is offered only for a quote with a USDT pair open to it. A setup step the trader still
// lacks (issue 26) is named first, every missing one with a link to it, and the way on waits for them.
import { AdMode, AdType, WebRoutes, webPath } from '@p2p/contracts';
import { InformationCircleOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useTraderPairs } from '../../hooks/useCatalog';
import { ChoiceGroup } from './ChoiceGroup';
import { FiatClosedNotice } from './FiatClosedNotice';
import { isFiatPair } from './format';
import { useCurrentPath } from '../setup/returnPath';
import { SetupNotice } from '../setup/SetupChecklist';
import { useSetupSteps } from '../setup/useSetupSteps';
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
  const mine = useTraderPairs().data;
  const fiatClosed = mine?.fiatClosedCode ?? null;
  const open = (mine?.pairs ?? []).filter((p) => p.postable && isFiatPair(p) === (quote === 'FIAT'));
  const autoOpen = open.some((p) => p.autoAllowed);
  const here = useCurrentPath();
  const missing = useSetupSteps().missingFor('publish');
  const blocked =
    missing.length > 0 ||
    (asset === 'COIN' && ((quote === 'FIAT' && fiatClosed !== null) || (mode === AdMode.AUTO && !autoOpen)));

  const next = () => {
    if (asset === 'NFT') {
      navigate(webPath(WebRoutes.creating, { asset: 'NFT' }));
      return;
    }
    const path = quote === 'USDT' ? WebRoutes.creating : WebRoutes.creatingOther;
    navigate(webPath(path, { type, mode }));
  };

  return (
    <div className="page ads ads-publish" data-testid="publish-page">
      <SetupNotice action="publish" missing={missing} back={here} />
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
        <p className="ads-notice" role="status" data-testid="publish-nft-sell-only">
          <InformationCircleOutline aria-hidden="true" />
          <span>{t(`${P}.nftSellOnly`)}</span>
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
              { value: 'USDT', label: t(`${P}.coinQuote`) },
              { value: 'FIAT', label: t(`${P}.fiat`), hint: t('common.ads.form.fiatRule') },
            ]}
          />
          {quote === 'FIAT' && fiatClosed ? (
            <FiatClosedNotice code={fiatClosed} testId="publish-fiat-closed" />
          ) : null}
          {mode === AdMode.AUTO && mine && !autoOpen && !(quote === 'FIAT' && fiatClosed) ? (
            <p className="ads-notice" role="status" data-testid="publish-auto-closed">
              <InformationCircleOutline aria-hidden="true" />
              <span>{t(`${P}.autoClosed`)}</span>
            </p>
          ) : null}
        </>
      )}
      <button
        type="button"
        className="button button--primary button--block"
        disabled={blocked}
        onClick={next}
        data-testid="publish-next"
      >
        {t(`${P}.next`)}
      </button>
    </div>
  );
}
