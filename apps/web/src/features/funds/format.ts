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
