// What `GET /user/info/{userId}` and `POST /user/updateInfo` answer (spec section 3, User).
import type { ChainType } from '../enums.js';

/** What anyone signed in may see of a trader. */
export interface PublicUserDto {
  id: string;
  nickname: string | null;
  creditScore: number;
  orderCount: number;
  /** A fraction as a decimal string, e.g. "0.9750". */
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
