// The answers of the credit record (`GET /credit/detail/page`).
import type { Page } from '../envelope.js';
import { CREDIT_REASONS } from '../record-enums.js';
import type { CreditRecordDto } from '../dto/credit.dto.js';
import { pageOf } from './answers.js';
import { defineAnswer, shapes as s } from './shape.js';

const nullableId = s.nullable(s.string());

export const CreditRecordAnswer = defineAnswer<CreditRecordDto>(
  'CreditRecord',
  s.object({
    id: s.string(),
    reason: s.oneOf(CREDIT_REASONS),
    delta: s.integer(),
    scoreAfter: s.integer(),
    orderId: nullableId,
    appealId: nullableId,
    createdAt: s.string('date-time'),
  }),
);

export const CreditRecordPageAnswer = defineAnswer<Page<CreditRecordDto>>(
  'CreditRecordPage',
  pageOf(CreditRecordAnswer),
);
