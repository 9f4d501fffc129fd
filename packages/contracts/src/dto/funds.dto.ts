// Escrow, temporary balance, fund records and withdrawals (spec sections 3, 4, 5 and 7; issue 10).
// Amounts are decimal strings in coin units; on-chain base units never reach the client.
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  CHAIN_TYPES,
  FUND_RECORD_TYPES,
  type ChainType,
  type FundRecordStatus,
  type FundRecordType,
} from '../enums.js';
import type { DepositIntentStatus, DepositPurpose } from '../record-enums.js';
import { PageQueryDto } from './common.dto.js';
import type { ReserveUnreadableReason } from './funds.values.js';
import { ValidationMessage as M } from './messages.js';
import {
  COIN_SYMBOL_PATTERN,
  DECIMAL_INPUT_PATTERN,
  SECURITY_PASSWORD_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from './rules.js';

/** A payout's id (a UUID). */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
import { trimString } from './validators.js';

export * from './funds.values.js';

/** One coin on one chain of the temporary balance. */
export interface TempBalanceDto {
  coin: string;
  chain: ChainType;
  amount: string;
  /** The bound address a withdrawal of this line goes to (null: none bound for the chain). */
  withdrawTo: string | null;
  /** The coin chain's withdrawal bounds and fee, when set. */
  minWithdrawal: string | null;
  maxWithdrawal: string | null;
  fee: string;
}

/** `GET /balance`: every non-empty line, and whether open ads or orders block withdrawing. */
export interface BalanceDto {
  balances: TempBalanceDto[];
  /** Ongoing ads or orders must be cancelled before withdrawing (3021). */
  withdrawBlocked: boolean;
}

/** A deposit or withdrawal (`/fundRecord`, `/fundRecordDetails`). */
export interface FundRecordDto {
  id: string;
  type: FundRecordType;
  status: FundRecordStatus;
  chain: ChainType;
  coin: string | null;
  /** NFT token id (an NFT deposit), else null. */
  nftTokenId: string | null;
  amount: string;
  fee: string;
  txHash: string | null;
  fromAddress: string | null;
  toAddress: string | null;
  confirmations: number;
  /** Confirmations after which it is final. */
  requiredConfirmations: number;
  createdAt: string;
  completedAt: string | null;
}

/** What a deposit step shows: where to send what, until when, and how far it got. */
export interface DepositDto {
  id: string;
  purpose: DepositPurpose;
  refId: string;
  chain: ChainType;
  coin: string | null;
  nftTokenId: string | null;
  amount: string;
  receivedAmount: string;
  /** What is still missing ("recharge amount insufficient"), "0" once complete. */
  shortfall: string;
  escrowAddress: string;
  /** The bound address it must come from. */
  fromAddress: string;
  /** EIP-681 (`ethereum:`) or TRON payment link, shown as a QR code. */
  paymentLink: string;
  status: DepositIntentStatus;
  expiresAt: string;
  /** Confirmations of the latest transfer seen for it and how many are needed (0/N when none). */
  confirmations: number;
  requiredConfirmations: number;
}

/** One chain and token of the proof of reserves. */
export interface ReserveLineDto {
  chain: ChainType;
  token: string;
  tokenAddress: string;
  /** The escrow wallet's on-chain balance (coin units; NFTs: a count). */
  onChain: string;
  /** What the platform owes: deposits held, temporary balances, payouts not yet confirmed, unattributed. */
  owed: string;
  heldForDeposits: string;
  tempBalances: string;
  pendingPayouts: string;
  /** Transfers from unknown senders: on chain, owed to nobody until an operator resolves them. */
  unattributed: string;
  /** Deposits seen on chain but not final yet (credited after N confirmations). */
  unconfirmedDeposits: string;
  /** Withdrawal fees kept in escrow: the platform's. */
  platformFees: string;
  /** onChain - owed: zero when the books match the chain. */
  difference: string;
  blockNumber: string;
  /**
   * What each escrow address holds (their sum is `onChain`): the current one first, then any a key
   * rotation retired while they drain into it (issue 27).
   */
  holders: ReserveHolderDto[];
}

/** One escrow address of a reserves line and its balance of the token. */
export interface ReserveHolderDto {
  address: string;
  /** Coin units; NFTs: a count. */
  onChain: string;
  /** A retired address (a key rotation's earlier escrow), drained into the current one. */
  retired: boolean;
}

/** A chain and token of the proof of reserves whose on-chain balance could not be read: reported, not dropped. */
export interface UnreadableReserveDto {
  chain: ChainType;
  token: string;
  tokenAddress: string;
  reason: ReserveUnreadableReason;
}

/** `GET /reserves`: public. */
export interface ReservesDto {
  readAt: string;
  /** The tokens whose balance on chain was read. */
  lines: ReserveLineDto[];
  /** The tokens whose balance on chain could not be read (no line for them in `lines`). */
  unreadable: UnreadableReserveDto[];
  /** Whether every line's difference is zero and no token is unreadable. */
  balanced: boolean;
}

/** `GET /balance/detail`: fund records, newest first, optionally of one type. */
export class FundRecordQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(FUND_RECORD_TYPES, { message: M.fundRecordTypeInvalid })
  type?: FundRecordType;
}

/**
 * An NFT in the temporary balance (issue 23): escrow still holds it for the trader because its return (or
 * an earlier withdrawal) failed for good. `GET /balance/nfts`.
 */
export interface HeldNftDto {
  /** What `POST /balance/extractNft` names: the payout that could not send it. */
  id: string;
  chain: ChainType;
  /** The collection and the token. */
  contract: string;
  tokenId: string;
  /** The bound address a withdrawal sends it to (null: none bound for the chain). */
  withdrawTo: string | null;
  /** The recommended gas fee per NFT (spec §8), in each coin of the chain that can pay it. */
  gasFees: { coin: string; fee: string }[];
}

/**
 * `POST /balance/extractNft`: withdraw an NFT of the temporary balance to the bound address; the gas fee
 * is paid from the temporary balance in `feeCoin` and must be at least the recommended one (5027).
 */
export class WithdrawNftDto {
  @IsString({ message: M.idFormat })
  @Matches(UUID_PATTERN, { message: M.idFormat })
  id!: string;

  @Transform(trimString)
  @IsString({ message: M.coinInvalid })
  @IsNotEmpty({ message: M.coinInvalid })
  @Matches(COIN_SYMBOL_PATTERN, { message: M.coinInvalid })
  feeCoin!: string;

  @Transform(trimString)
  @IsString({ message: M.amountInvalid })
  @IsNotEmpty({ message: M.amountInvalid })
  @MaxLength(TEXT_MAX_LENGTH, { message: M.amountInvalid })
  @Matches(DECIMAL_INPUT_PATTERN, { message: M.amountInvalid })
  gasFee!: string;

  @IsString({ message: M.securityPasswordRequired })
  @IsNotEmpty({ message: M.securityPasswordRequired })
  @MaxLength(SECURITY_PASSWORD_MAX_LENGTH, { message: M.securityPasswordFormat })
  securityPassword!: string;
}

/** `POST /balance/extract`: withdraw a temporary-balance line to the bound address. */
export class WithdrawDto {
  @Transform(trimString)
  @IsString({ message: M.coinInvalid })
  @IsNotEmpty({ message: M.coinInvalid })
  @Matches(COIN_SYMBOL_PATTERN, { message: M.coinInvalid })
  coin!: string;

  @IsIn(CHAIN_TYPES, { message: M.chainTypeRequired })
  chain!: ChainType;

  @Transform(trimString)
  @IsString({ message: M.amountInvalid })
  @IsNotEmpty({ message: M.amountInvalid })
  @MaxLength(TEXT_MAX_LENGTH, { message: M.amountInvalid })
  @Matches(DECIMAL_INPUT_PATTERN, { message: M.amountInvalid })
  amount!: string;

  @IsString({ message: M.securityPasswordRequired })
  @IsNotEmpty({ message: M.securityPasswordRequired })
  @MaxLength(SECURITY_PASSWORD_MAX_LENGTH, { message: M.securityPasswordFormat })
  securityPassword!: string;
}
