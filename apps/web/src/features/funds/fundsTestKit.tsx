// What the escrow screens' tests share: answers shaped like the API's, and a bare render of one component
// (providers and a router, no app shell).
import type { DepositDto, FundRecordDto, TempBalanceDto } from '@p2p/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { setupI18n } from '../../i18n';

export const ESCROW = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const BOUND = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
export const TX = `0x${'ab'.repeat(32)}`;

export function depositAnswer(over: Partial<DepositDto> = {}): DepositDto {
  return {
    id: 'd1',
    purpose: 'AD',
    refId: '11',
    chain: 'ERC20',
    coin: 'MEC',
    nftTokenId: null,
    amount: '12.5',
    receivedAmount: '0',
    shortfall: '12.5',
    escrowAddress: ESCROW,
    fromAddress: BOUND,
    paymentLink: `ethereum:0x5FbDB2315678afecb367f032d93F642f64180aa3@31337/transfer?address=${ESCROW}&uint256=12500000000000000000`,
    status: 'OPEN',
    expiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
    confirmations: 0,
    requiredConfirmations: 3,
    ...over,
  };
}

export function recordAnswer(over: Partial<FundRecordDto> = {}): FundRecordDto {
  return {
    id: 'r1',
    type: 'DEPOSIT',
    status: 'COMPLETED',
    chain: 'ERC20',
    coin: 'MEC',
    nftTokenId: null,
    amount: '5',
    fee: '0',
    txHash: TX,
    fromAddress: BOUND,
    toAddress: ESCROW,
    confirmations: 3,
    requiredConfirmations: 3,
    createdAt: '2026-11-20T10:00:00.000Z',
    completedAt: '2026-11-20T10:01:00.000Z',
    ...over,
  };
}

export function balanceLine(over: Partial<TempBalanceDto> = {}): TempBalanceDto {
  return {
    coin: 'MEC',
    chain: 'ERC20',
    amount: '7.25',
    withdrawTo: BOUND,
    minWithdrawal: '1',
    maxWithdrawal: '1000',
    fee: '0.25',
    ...over,
  };
}

/** The signed-in trader of the personal-center tests (`GET /user/info/7`), ready to withdraw. */
export const ME = {
  id: '7',
  email: 'me@example.com',
  nickname: 'me',
  creditScore: 95,
  numerical: 95,
  orderCount: 0,
  completionRate: '0',
  certified: false,
  fastTrader: false,
  regionId: null,
  online: false,
  chainType: null,
  usdtAddress: null,
  walletAddress: BOUND,
  kycLevel: 'ADVANCED',
  hasSecurityPassword: true,
  language: 'en',
  nicknameChangedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};

export function renderBare(node: ReactNode) {
  const i18n = setupI18n('en');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, i18n, queryClient };
}
