// The personal center's card filled in from the early user info (src/earlyUserInfo.ts) while the page is
// still its prerendered markup (CenterSkeleton, marked `data-early`): the name, the email or wallet, the
// avatar's initial and the three figures paint before the app's code is there (the name is the page's
// largest paint). The app's first render then draws the same texts (PersonalCenterPage, cardText).
import type { UserInfo } from '../../../api/account';
import { percent, shortAddress } from './plainFormat';

type CardInfo = Pick<UserInfo, 'nickname' | 'email' | 'walletAddress'>;

export interface CardText {
  /** The nickname, or null when there is none (the page says so in its language). */
  nickname: string | null;
  /** The avatar's letter ('' when there is nothing to take it from). */
  initial: string;
  /** Under the name: the email, else the wallet address shortened, else ''. */
  subtitle: string;
}

export function cardText(info: CardInfo): CardText {
  const nickname = info.nickname?.trim() || null;
  return {
    nickname,
    initial: (nickname || info.email || '').charAt(0).toUpperCase(),
    subtitle: info.email || (info.walletAddress ? shortAddress(info.walletAddress, 8, 6) : ''),
  };
}

/**
 * Fills the prerendered card under `root` with `info`; answers whether there was a card to fill. The
 * name without a nickname is the text the markup carries in `data-empty` (the page's language).
 */
export function fillCenterCard(root: ParentNode, info: UserInfo): boolean {
  const name = root.querySelector<HTMLElement>('[data-early="name"]');
  if (!name) return false;
  const text = cardText(info);
  const set = (slot: string, value: string): void => {
    const node = root.querySelector(`[data-early="${slot}"]`);
    if (node) node.textContent = value;
  };
  name.textContent = text.nickname ?? name.dataset.empty ?? '';
  set('subtitle', text.subtitle);
  if (text.initial) set('initial', text.initial);
  set('creditScore', String(info.creditScore ?? ''));
  set('orders', String(info.orderCount ?? ''));
  set('completion', percent(info.completionRate));
  return true;
}
