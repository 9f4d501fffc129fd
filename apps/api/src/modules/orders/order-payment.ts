// The seller's payment method as an order carries it (`orders.payment_method_snapshot`, taken when the
// order was placed) read as the contracts' OrderPaymentDto: the appeal desk shows it to staff (issue 25).
import { type OrderPaymentDto, PAYMENT_METHOD_KINDS, type PaymentMethodKind } from '@p2p/contracts';

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/**
 * The order's payment snapshot, or null when it has none or it is not one (no kind, name or account);
 * a field missing from an older snapshot reads as null.
 */
export function orderPaymentOf(snapshot: unknown): OrderPaymentDto | null {
  if (typeof snapshot !== 'object' || snapshot === null) return null;
  const s = snapshot as Record<string, unknown>;
  const kind = text(s.kind);
  const name = text(s.name);
  const account = text(s.account);
  if (
    !kind ||
    !(PAYMENT_METHOD_KINDS as readonly string[]).includes(kind) ||
    name === null ||
    account === null
  ) {
    return null;
  }
  return {
    kind: kind as PaymentMethodKind,
    name,
    account,
    bankName: text(s.bankName),
    branch: text(s.branch),
    iban: text(s.iban),
    exchangeName: text(s.exchangeName),
    accountInfo: text(s.accountInfo),
    qrFileId: s.qrFileId === null || s.qrFileId === undefined ? null : String(s.qrFileId),
    currency: text(s.currency) ?? '',
    notes: text(s.notes),
  };
}
