// The NFTs of the temporary balance on /personalCenter (issue 23): an item escrow could not return at
// once waits here with its Withdraw action. Shown only when there is one; its texts and its sheet are
// fetched then, so the personal center's first load stays small.
import type { HeldNftDto } from '@p2p/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { N, WithNftTexts } from '../nfts/texts';
import { useHeldNfts } from './useFunds';

const NftWithdrawSheet = lazy(() =>
  import('./NftWithdrawSheet').then((m) => ({ default: m.NftWithdrawSheet })),
);

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

function HeldNftList({ items, blocked }: { items: HeldNftDto[]; blocked: boolean }) {
  const { t } = useTranslation();
  const [held, setHeld] = useState<HeldNftDto | null>(null);
  const [sheetUsed, setSheetUsed] = useState(false);
  return (
    <div className="held-nfts" data-testid="held-nfts">
      <h3 className="held-nfts__title">{t(`${N}.held.title`)}</h3>
      <p className="temp-balance__hint">{t(`${N}.held.hint`)}</p>
      <ul className="temp-balance__list">
        {items.map((item) => (
          <li key={item.id} className="temp-balance__line" data-testid={`held-nft-${item.id}`}>
            <span className="temp-balance__coin">
              <strong>{t(`${N}.held.token`, { id: item.tokenId })}</strong>
              <span className="chain-tag">{item.chain}</span>
              <span className="funds-mono funds-muted" title={item.contract}>
                {short(item.contract)}
              </span>
            </span>
            <button
              type="button"
              className="funds-button funds-button--small"
              data-testid="held-nft-withdraw"
              onClick={() => {
                setSheetUsed(true);
                setHeld(item);
              }}
            >
              {t(`${N}.held.withdraw`)}
            </button>
          </li>
        ))}
      </ul>
      {sheetUsed ? (
        <Suspense fallback={null}>
          <NftWithdrawSheet held={held} blocked={blocked} onClose={() => setHeld(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

export function HeldNfts({ blocked }: { blocked: boolean }) {
  const items = useHeldNfts().data ?? [];
  if (items.length === 0) return null;
  return (
    <WithNftTexts quiet>
      <HeldNftList items={items} blocked={blocked} />
    </WithNftTexts>
  );
}
