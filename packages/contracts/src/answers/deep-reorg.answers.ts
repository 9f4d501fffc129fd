// The answer of an administrator's decision on a deposit removed by a deep reorganisation (issue 29,
// `adminDeepReorgs.*`).
import { CHAIN_TYPES } from '../enums.js';
import { CHAIN_TRANSFER_STATUSES } from '../record-enums.js';
import type { DeepReorgOutcomeDto } from '../dto/deep-reorg.dto.js';
import { defineAnswer, shapes as s } from './shape.js';

const decimal = s.string('decimal');

export const DeepReorgOutcomeAnswer = defineAnswer<DeepReorgOutcomeDto>(
  'DeepReorgOutcome',
  s.object({
    transferId: s.string(),
    chain: s.oneOf(CHAIN_TYPES),
    txHash: s.string(),
    decision: s.oneOf(['REVERSE', 'RELEASE'] as const),
    status: s.oneOf(CHAIN_TRANSFER_STATUSES),
    held: decimal,
    reversed: decimal,
    shortfall: decimal,
    balanceAfter: decimal,
  }),
);
