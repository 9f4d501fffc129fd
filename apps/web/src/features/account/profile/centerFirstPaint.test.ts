// The prerendered personal center filled from the early user info before the app's code is there.
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../../../api/account';
import { cardText, fillCenterCard } from './centerFirstPaint';

const SKELETON = `
  <section class="center-card">
    <span class="center-card__avatar" data-early="initial"><svg></svg></span>
    <span class="center-card__name"><span data-early="name" data-empty="No nickname yet"><span class="center-bar"></span></span></span>
    <span class="center-card__email" data-early="subtitle"><span class="center-bar"></span></span>
    <dd data-early="creditScore"></dd><dd data-early="orders"></dd><dd data-early="completion"></dd>
  </section>`;

function slot(root: ParentNode, name: string): string {
  return root.querySelector(`[data-early="${name}"]`)?.textContent ?? '';
}

const WALLET_USER = {
  id: '7',
  nickname: null,
  email: null,
  walletAddress: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
  creditScore: 100,
  orderCount: 3,
  completionRate: '0.9750',
} as unknown as UserInfo;

describe('the personal center before the app starts (issue 9, budgets)', () => {
  it('fills the prerendered card with the name, wallet, initial and figures', () => {
    const root = document.createElement('div');
    root.innerHTML = SKELETON;
    expect(fillCenterCard(root, { ...WALLET_USER, nickname: ' Alice ', email: 'a@x.io' })).toBe(true);
    expect(slot(root, 'name')).toBe('Alice');
    expect(slot(root, 'subtitle')).toBe('a@x.io');
    expect(slot(root, 'initial')).toBe('A');
    expect(slot(root, 'creditScore')).toBe('100');
    expect(slot(root, 'orders')).toBe('3');
    expect(slot(root, 'completion')).toBe('97.5%');
  });

  it('says "no nickname" in the markup\'s language and shows the wallet shortened, keeping the icon', () => {
    const root = document.createElement('div');
    root.innerHTML = SKELETON;
    fillCenterCard(root, WALLET_USER);
    expect(slot(root, 'name')).toBe('No nickname yet');
    expect(slot(root, 'subtitle')).toBe('0xa0Ee7A…a79720');
    expect(root.querySelector('[data-early="initial"] svg')).not.toBeNull();
  });

  it('fills nothing on a page without the card', () => {
    const root = document.createElement('div');
    root.innerHTML = '<main></main>';
    expect(fillCenterCard(root, WALLET_USER)).toBe(false);
  });

  it('gives the page the same texts (cardText)', () => {
    expect(cardText(WALLET_USER)).toEqual({ nickname: null, initial: '', subtitle: '0xa0Ee7A…a79720' });
    expect(cardText({ nickname: '', email: 'bob@x.io', walletAddress: null } as unknown as UserInfo)).toEqual(
      {
        nickname: null,
        initial: 'B',
        subtitle: 'bob@x.io',
      },
    );
  });
});
