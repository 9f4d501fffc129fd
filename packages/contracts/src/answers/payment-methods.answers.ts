// The answers of payment-method management (issue 11).
import { PAYMENT_METHOD_KINDS } from '../enums.js';
import type { PaymentMethodDto } from '../dto/payment-methods.dto.js';
import { defineAnswer, shapes as s } from './shape.js';

const str = s.string();
const nullableStr = s.nullable(str);
const time = s.string('date-time');

export const PaymentMethodAnswer = defineAnswer<PaymentMethodDto>(
  'PaymentMethod',
  s.object({
    id: str,
    kind: s.oneOf(PAYMENT_METHOD_KINDS),
    name: str,
    account: str,
    bankName: nullableStr,
    branch: nullableStr,
    iban: nullableStr,
    exchangeName: nullableStr,
    accountInfo: nullableStr,
    qrFileId: nullableStr,
    currency: str,
    notes: nullableStr,
    inUse: s.boolean(),
    createdAt: time,
    updatedAt: time,
  }),
);

export const PaymentMethodListAnswer = defineAnswer<PaymentMethodDto[]>(
  'PaymentMethodList',
  s.array(PaymentMethodAnswer),
);
