// Shared by the payment-method page tests.
import type { PaymentMethodDto } from '@p2p/contracts';

/** A payment method as the API answers it (a bank card), overridable field by field. */
export function paymentMethod(over: Partial<PaymentMethodDto> = {}): PaymentMethodDto {
  return {
    id: 'p1',
    kind: 'BANK_CARD',
    name: 'Li Lei',
    account: '6222020200112233',
    bankName: 'ICBC',
    branch: null,
    iban: null,
    exchangeName: null,
    accountInfo: null,
    qrFileId: null,
    currency: 'CNY',
    notes: null,
    inUse: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}
