// The answers of the escrow part: temporary balance, fund records, deposits and the proof of reserves.
import type { Page } from '../envelope.js';
import { CHAIN_TYPES, FUND_RECORD_STATUSES, FUND_RECORD_TYPES } from '../enums.js';
import { DEPOSIT_INTENT_STATUSES, DEPOSIT_PURPOSES } from '../record-enums.js';
import type { BalanceDto, DepositDto, FundRecordDto, HeldNftDto, ReservesDto } from '../dto/funds.dto.js';
import { RESERVE_UNREADABLE_REASONS } from '../dto/funds.values.js';
import { pageOf } from './answers.js';
import { defineAnswer, shapes as s } from './shape.js';

const str = s.string();
const decimal = s.string('decimal');
const time = s.string('date-time');
const nullableStr = s.nullable(str);
const nullableDecimal = s.nullable(decimal);
const chain = s.oneOf(CHAIN_TYPES);

export const BalanceAnswer = defineAnswer<BalanceDto>(
  'Balance',
  s.object({
    balances: s.array(
      s.object({
        coin: str,
        chain,
        amount: decimal,
        withdrawTo: nullableStr,
        minWithdrawal: nullableDecimal,
        maxWithdrawal: nullableDecimal,
        fee: decimal,
      }),
    ),
    withdrawBlocked: s.boolean(),
  }),
);

export const HeldNftListAnswer = defineAnswer<HeldNftDto[]>(
  'HeldNftList',
  s.array(
    s.object({
      id: str,
      chain,
      contract: str,
      tokenId: str,
      withdrawTo: nullableStr,
      gasFees: s.array(s.object({ coin: str, fee: decimal })),
    }),
  ),
);

export const FundRecordAnswer = defineAnswer<FundRecordDto>(
  'FundRecord',
  s.object({
    id: str,
    type: s.oneOf(FUND_RECORD_TYPES),
    status: s.oneOf(FUND_RECORD_STATUSES),
    chain,
    coin: nullableStr,
    nftTokenId: nullableStr,
    amount: decimal,
    fee: decimal,
    txHash: nullableStr,
    fromAddress: nullableStr,
    toAddress: nullableStr,
    confirmations: s.integer(),
    requiredConfirmations: s.integer(),
    createdAt: time,
    completedAt: s.nullable(time),
  }),
);

export const FundRecordPageAnswer = defineAnswer<Page<FundRecordDto>>(
  'FundRecordPage',
  pageOf(FundRecordAnswer),
);

export const DepositAnswer = defineAnswer<DepositDto>(
  'Deposit',
  s.object({
    id: str,
    purpose: s.oneOf(DEPOSIT_PURPOSES),
    refId: str,
    chain,
    coin: nullableStr,
    nftTokenId: nullableStr,
    amount: decimal,
    receivedAmount: decimal,
    shortfall: decimal,
    escrowAddress: str,
    fromAddress: str,
    paymentLink: str,
    status: s.oneOf(DEPOSIT_INTENT_STATUSES),
    expiresAt: time,
    confirmations: s.integer(),
    requiredConfirmations: s.integer(),
  }),
);

export const ReservesAnswer = defineAnswer<ReservesDto>(
  'Reserves',
  s.object({
    readAt: time,
    balanced: s.boolean(),
    lines: s.array(
      s.object({
        chain,
        token: str,
        tokenAddress: str,
        onChain: decimal,
        owed: decimal,
        heldForDeposits: decimal,
        tempBalances: decimal,
        pendingPayouts: decimal,
        unattributed: decimal,
        unconfirmedDeposits: decimal,
        platformFees: decimal,
        difference: decimal,
        blockNumber: str,
        holders: s.array(s.object({ address: str, onChain: decimal, retired: s.boolean() })),
      }),
    ),
    unreadable: s.array(
      s.object({
        chain,
        token: str,
        tokenAddress: str,
        reason: s.oneOf(RESERVE_UNREADABLE_REASONS),
      }),
    ),
  }),
);
