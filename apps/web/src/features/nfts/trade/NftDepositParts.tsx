// The NFT ad's creation steps (issue 23), beside the shared deposit step: the item being deposited with
// what to send (safeTransferFrom from the bound address to escrow), and the cancelled creation when
// another item arrived for it (spec §4: the creation is cancelled and the NFT returned).
import type { AdNftDto } from '@p2p/contracts';
import { CloseCircleFill } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { N, WithNftTexts } from '../texts';
import { NftAdItem } from './NftAdItem';

const T = `${N}.trade`;

function DepositHead({ nft }: { nft: AdNftDto }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="ads-form__title">{t(`${T}.depositTitle`)}</h2>
      <NftAdItem nft={nft} />
      <p className="ads-muted" data-testid="nft-deposit-hint">
        {t(`${T}.depositHint`)}
      </p>
    </>
  );
}

export function NftDepositHead({ nft }: { nft: AdNftDto }) {
  return (
    <WithNftTexts>
      <DepositHead nft={nft} />
    </WithNftTexts>
  );
}

function Cancelled({ nft, children }: { nft: AdNftDto; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="ads-result is-failed" role="alert" data-testid="nft-ad-returned">
      <CloseCircleFill aria-hidden="true" />
      <h2>{t(`${T}.returnedTitle`)}</h2>
      <NftAdItem nft={nft} />
      <p>{t(`${T}.returned`)}</p>
      {children}
    </section>
  );
}

/** The cancelled creation of an NFT ad; `children`: the way on (to /myAdvert). */
export function NftCreationCancelled({ nft, children }: { nft: AdNftDto; children: ReactNode }) {
  return (
    <WithNftTexts>
      <Cancelled nft={nft}>{children}</Cancelled>
    </WithNftTexts>
  );
}
