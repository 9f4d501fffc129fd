// What the setup checklist's tests share (issue 26): the trader's own account ready to trade, and one
// fresh from sign-up.
export const READY_TRADER = {
  id: '7',
  email: 'me@example.com',
  nickname: 'alice',
  creditScore: 100,
  numerical: 100,
  orderCount: 0,
  completionRate: '0',
  certified: false,
  fastTrader: false,
  regionId: null,
  online: false,
  chainType: 'ERC20',
  usdtAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
  walletAddress: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
  kycLevel: 'ADVANCED',
  hasPassword: true,
  hasSecurityPassword: true,
  language: 'en',
  nicknameChangedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};

/** Just signed up by email: nothing set, no wallet bound, no KYC. */
export const NEW_TRADER = {
  ...READY_TRADER,
  nickname: null,
  chainType: null,
  usdtAddress: null,
  walletAddress: null,
  kycLevel: 'NONE',
  hasSecurityPassword: false,
};
