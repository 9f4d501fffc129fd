// Merchant certification from the personal center (issue 24): the caller's standing (thresholds, own
// figures, latest application), applying, the guarantee's deposit step and giving certification up.
import { API_ENDPOINTS, type DepositDto, type MerchantStandingDto } from '@p2p/contracts';
import { http } from './client';

const merchant = API_ENDPOINTS.merchant;

export const fetchMerchantStanding = (signal?: AbortSignal): Promise<MerchantStandingDto> =>
  http.call(merchant.standing, {}, { signal, toast: false });

/** A refusal (4001, 5049-5052) is toasted with its text by the client. */
export const applyForMerchant = (): Promise<MerchantStandingDto> => http.call(merchant.apply, {});

export const openMerchantDeposit = (): Promise<DepositDto> => http.call(merchant.deposit, {});

export const giveUpMerchant = (): Promise<MerchantStandingDto> => http.call(merchant.giveUp, {});
