// A trader's own ad in the market (issue 26): no Buy or Sell on it (the server refuses an order on one's
// own ad, 5026), a "Your ad" mark instead.
import type { AdDto } from '@p2p/contracts';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../hooks/useSession';

/** Whether the signed-in trader posted `ad`. */
export function useIsOwnAd(ad: AdDto | null): boolean {
  const session = useSession();
  return session !== null && ad !== null && session.userId === ad.advertiser.userId;
}

export function OwnAdMark() {
  const { t } = useTranslation();
  return (
    <span className="ad-card__own" data-testid="ad-own">
      {t('common.ads.card.yours')}
    </span>
  );
}
