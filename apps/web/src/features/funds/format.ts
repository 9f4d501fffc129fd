// Display helpers of the escrow screens.
import type { DepositDto, FundRecordDto } from '@p2p/contracts';
import type { Language } from '@p2p/i18n';
import type { TFunction } from 'i18next';
import { htmlLang } from '../../i18n/language';

/** "12.5 MEC", or "NFT #7" for an NFT. */
export function amountLabel(
  t: TFunction,
  item: Pick<FundRecordDto | DepositDto, 'amount' | 'coin' | 'nftTokenId'>,
): string {
  if (item.nftTokenId) return t('common.funds.record.nft', { id: item.nftTokenId });
  return `${item.amount} ${item.coin ?? ''}`.trim();
}

/** `m:ss`, or `h:mm:ss` from an hour up. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

export function formatTime(lang: string, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(htmlLang(lang as Language), {
      dateStyle: 'medium',
      timeStyle: 'medium',
    }).format(date);
  } catch {
    return date.toISOString();
  }
}
