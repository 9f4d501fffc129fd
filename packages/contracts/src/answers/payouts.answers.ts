// The answers of an order's payouts on the console (issue 20, `adminPayouts.*`).
import { CHAIN_TYPES } from '../enums.js';
import { PAYOUT_KINDS, PAYOUT_STATUSES } from '../record-enums.js';
import type { AdminPayoutDto } from '../dto/payouts.dto.js';
import { defineAnswer, shapes as s } from './shape.js';

const str = s.string();
const nullableStr = s.nullable(str);
const nullableTime = s.nullable(s.string('date-time'));

export const AdminPayoutAnswer = defineAnswer<AdminPayoutDto>(
  'AdminPayout',
  s.object({
    id: str,
    ref: str,
    kind: s.oneOf(PAYOUT_KINDS),
    status: s.oneOf(PAYOUT_STATUSES),
    chain: s.oneOf(CHAIN_TYPES),
    toAddress: str,
    tokenAddress: nullableStr,
    amount: s.nullable(s.string('decimal')),
    tokenId: nullableStr,
    txHash: nullableStr,
    txHashes: s.array(str),
    lastError: nullableStr,
    attempts: s.integer(),
    confirmations: s.integer(),
    createdAt: s.string('date-time'),
    sentAt: nullableTime,
    confirmedAt: nullableTime,
    updatedAt: s.string('date-time'),
  }),
);

export const AdminPayoutListAnswer = defineAnswer<AdminPayoutDto[]>(
  'AdminPayoutList',
  s.array(AdminPayoutAnswer),
);
