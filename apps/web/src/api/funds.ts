// Escrow and the temporary balance (spec sections 5 and 7, issue 10): the balance lines, the fund records,
// a withdrawal to the bound address, and one deposit's progress for the deposit step.
import {
  API_ENDPOINTS,
  type BalanceDto,
  type DepositDto,
  type FundRecordDto,
  type FundRecordType,
  type HeldNftDto,
  type Page,
} from '@p2p/contracts';
import { http } from './client';

export const FUND_RECORD_PAGE_SIZE = 20;

export function fetchBalance(signal?: AbortSignal): Promise<BalanceDto> {
  return http.call(API_ENDPOINTS.account.balance, {}, { signal, toast: false });
}

/** One page of fund records, newest first; `type` narrows them to deposits or withdrawals. */
export function fetchFundRecords(
  type: FundRecordType | undefined,
  pageNo: number,
  signal?: AbortSignal,
  pageSize = FUND_RECORD_PAGE_SIZE,
): Promise<Page<FundRecordDto>> {
  const query = type ? { type, pageNo, pageSize } : { pageNo, pageSize };
  return http.call(API_ENDPOINTS.account.balanceDetail, { query }, { signal, toast: false });
}

/** One of the caller's fund records. */
export function fetchFundRecord(id: string, signal?: AbortSignal): Promise<FundRecordDto> {
  return http.call(API_ENDPOINTS.account.balanceRecord, { id }, { signal, toast: false });
}

export interface WithdrawBody {
  coin: string;
  chain: FundRecordDto['chain'];
  amount: string;
  securityPassword: string;
}

/** The error is shown by the caller (inside the withdraw sheet), not as a toast. */
export function postWithdraw(body: WithdrawBody): Promise<FundRecordDto> {
  return http.call(API_ENDPOINTS.account.balanceExtract, { body }, { toast: false });
}

export function fetchDeposit(id: string, signal?: AbortSignal): Promise<DepositDto> {
  return http.call(API_ENDPOINTS.escrow.deposit, { id }, { signal, toast: false });
}

/** The NFTs escrow holds for the caller because a return or a withdrawal of them failed for good. */
export function fetchHeldNfts(signal?: AbortSignal): Promise<HeldNftDto[]> {
  return http.call(API_ENDPOINTS.account.balanceNfts, {}, { signal, toast: false });
}

export interface WithdrawNftBody {
  id: string;
  feeCoin: string;
  gasFee: string;
  securityPassword: string;
}

/** Withdraws a held NFT to the bound address; the error is shown inside the sheet, not as a toast. */
export function postWithdrawNft(body: WithdrawNftBody): Promise<FundRecordDto> {
  return http.call(API_ENDPOINTS.account.balanceExtractNft, { body }, { toast: false });
}
