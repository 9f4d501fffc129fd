// Which fields each kind of payment method shows (spec §3), the form's starting values and the body the
// form sends. The rules themselves are the shared DTO's (`PaymentMethodInputDto`).
import { PaymentMethodKind, type PaymentMethodDto } from '@p2p/contracts';
import type { PaymentMethodBody } from '../../api/paymentMethods';

/** The optional texts a kind may have besides name, account, currency and notes. */
export type ExtraField = 'bankName' | 'branch' | 'iban' | 'exchangeName' | 'accountInfo';

const EXTRA: Readonly<Record<PaymentMethodKind, readonly ExtraField[]>> = {
  USDT_ADDRESS: ['exchangeName'],
  ALIPAY: [],
  WECHAT: [],
  BANK_CARD: ['bankName', 'branch', 'iban'],
  VISA_DIRECT: ['bankName', 'iban'],
  OTHER: ['bankName', 'accountInfo'],
};

export function extraFields(kind: PaymentMethodKind): readonly ExtraField[] {
  return EXTRA[kind];
}

/** The currency a new method of `kind` starts with (the trader may change it). */
export function defaultCurrency(kind: PaymentMethodKind): string {
  if (kind === PaymentMethodKind.USDT_ADDRESS) return 'USDT';
  if (kind === PaymentMethodKind.ALIPAY || kind === PaymentMethodKind.WECHAT) return 'CNY';
  return 'USD';
}

export interface PaymentMethodFormValues {
  kind: PaymentMethodKind;
  name: string;
  account: string;
  bankName: string;
  branch: string;
  iban: string;
  exchangeName: string;
  accountInfo: string;
  currency: string;
  notes: string;
}

export function initialValues(method?: PaymentMethodDto): PaymentMethodFormValues {
  const kind = method?.kind ?? PaymentMethodKind.BANK_CARD;
  return {
    kind,
    name: method?.name ?? '',
    account: method?.account ?? '',
    bankName: method?.bankName ?? '',
    branch: method?.branch ?? '',
    iban: method?.iban ?? '',
    exchangeName: method?.exchangeName ?? '',
    accountInfo: method?.accountInfo ?? '',
    currency: method?.currency ?? defaultCurrency(kind),
    notes: method?.notes ?? '',
  };
}

const text = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());

/** The body of add or edit: only the kind's fields, blank ones left out; the QR image kept as it was. */
export function bodyOf(values: PaymentMethodFormValues, qrFileId: string | null = null): PaymentMethodBody {
  const body: PaymentMethodBody = {
    kind: values.kind,
    name: values.name.trim(),
    account: values.account.trim(),
    currency: values.currency.trim().toUpperCase(),
  };
  for (const field of extraFields(values.kind)) {
    const value = text(values[field]);
    if (value !== undefined) body[field] = value;
  }
  const notes = text(values.notes);
  if (notes !== undefined) body.notes = notes;
  if (qrFileId) body.qrFileId = qrFileId;
  return body;
}
