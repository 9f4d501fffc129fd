// What `GET /user/info/{userId}` and `POST /user/updateInfo` answer (spec section 3, User).
import type { ChainType } from '../enums.js';

/** What anyone signed in may see of a trader. */
export interface PublicUserDto {
  id: string;
  nickname: string | null;
  creditScore: number;
  /** Orders that completed or failed through this trader (issue 22: others' failures do not count). */
  orderCount: number;
  /** Completed of `orderCount`, a fraction as a decimal string, e.g. "0.9750". */
  completionRate: string;
  certified: boolean;
  fastTrader: boolean;
  regionId: string | null;
  online: boolean;
}

/** What a trader sees of their own account. */
export interface OwnUserDto extends PublicUserDto {
  email: string | null;
  /** The score value the header polls. */
  numerical: number;
  chainType: ChainType | null;
  usdtAddress: string | null;
  /** The bound identity wallet's address. */
  walletAddress: string | null;
  /** NONE, BASIC or ADVANCED (identity verification in the wallet app). */
  kycLevel: string;
  /** False for an account made with the identity wallet until it sets a login password. */
  hasPassword: boolean;
  hasSecurityPassword: boolean;
  language: string;
  /** ISO time of the last nickname change (one change a week). */
  nicknameChangedAt: string | null;
  createdAt: string;
}

/** `GET /user/info/{userId}`: the caller's own account in full, another trader's public fields only. */
export type UserInfoDto = OwnUserDto | PublicUserDto;

/** Answer of `GET /user/isBind/{email}`. */
export interface EmailBinding {
  registered: boolean;
  /** The account has an identity wallet bound: a reset needs that wallet's confirmation. */
  walletBound: boolean;
}

/** Answer of `GET /user/hasSecurityCode`. */
export interface SecurityCodeState {
  hasSecurityCode: boolean;
}

/** Answer of `GET /user/amrExist`: whether advanced identity verification (KYC) is done. */
export interface AdvancedKycState {
  exists: boolean;
}
