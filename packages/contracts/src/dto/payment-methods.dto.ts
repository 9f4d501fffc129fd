// Payment methods (spec sections 3 and 5; issue 11): the receiving methods a trader keeps for ads and
// orders. The rules: a bank name for a bank card; text fields up to 100 characters; the account or card
// number digits or letters only; at most 20 per user (checked by the API, 5037).
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { PAYMENT_METHOD_KINDS, type PaymentMethodKind } from '../enums.js';
import { ValidationMessage as M } from './messages.js';
import {
  CURRENCY_CODE_PATTERN,
  ID_MAX_LENGTH,
  ID_PATTERN,
  TEXT_MAX_LENGTH,
  isAccountNumber,
  isValidTextField,
} from './rules.js';
import { Satisfies, trimString } from './validators.js';

/** One of the caller's payment methods (optional texts are null when not given). */
export interface PaymentMethodDto {
  id: string;
  kind: PaymentMethodKind;
  /** The holder's name (or the method's label for "other"). */
  name: string;
  /** Address, account or card number. */
  account: string;
  bankName: string | null;
  branch: string | null;
  iban: string | null;
  exchangeName: string | null;
  accountInfo: string | null;
  /** The uploaded payment QR image's file id, when one is attached. */
  qrFileId: string | null;
  currency: string;
  notes: string | null;
  /** Used by an open ad or order: it can be neither changed nor deleted (5039). */
  inUse: boolean;
  createdAt: string;
  updatedAt: string;
}

const isText = (value: unknown): boolean => isValidTextField(value);
const hasValue = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/**
 * `POST /user/payment/add` and `POST /user/payment/edit/{id}` (the whole method: an edit replaces every
 * field). Optional texts may be left out, null or empty (stored as none).
 */
export class PaymentMethodInputDto {
  @IsIn(PAYMENT_METHOD_KINDS, { message: M.paymentKindInvalid })
  kind!: PaymentMethodKind;

  @Transform(trimString)
  @IsString({ message: M.paymentNameRequired })
  @IsNotEmpty({ message: M.paymentNameRequired })
  @Satisfies('textField', isText, { message: M.textLength })
  name!: string;

  @Transform(trimString)
  @IsString({ message: M.accountDigitsLetters })
  @IsNotEmpty({ message: M.paymentAccountRequired })
  @MaxLength(TEXT_MAX_LENGTH, { message: M.textLength })
  @Satisfies('accountNumber', isAccountNumber, { message: M.accountDigitsLetters })
  account!: string;

  /** Required for a bank card; optional otherwise. */
  @ValidateIf((o: PaymentMethodInputDto) => o.kind === 'BANK_CARD' || hasValue(o.bankName))
  @Transform(trimString)
  @IsString({ message: M.bankNameRequired })
  @IsNotEmpty({ message: M.bankNameRequired })
  @Satisfies('textField', isText, { message: M.textLength })
  bankName?: string | null;

  @IsOptional()
  @Transform(trimString)
  @Satisfies('textField', isText, { message: M.textLength })
  branch?: string | null;

  @IsOptional()
  @Transform(trimString)
  @Satisfies('textField', isText, { message: M.textLength })
  iban?: string | null;

  @IsOptional()
  @Transform(trimString)
  @Satisfies('textField', isText, { message: M.textLength })
  exchangeName?: string | null;

  @IsOptional()
  @Transform(trimString)
  @Satisfies('textField', isText, { message: M.textLength })
  accountInfo?: string | null;

  @Transform(trimString)
  @IsString({ message: M.currencyInvalid })
  @Matches(CURRENCY_CODE_PATTERN, { message: M.currencyInvalid })
  currency!: string;

  @IsOptional()
  @Transform(trimString)
  @Satisfies('textField', isText, { message: M.textLength })
  notes?: string | null;

  /** The id of an image uploaded by `POST /file/uploadImage` (its form only is checked here). */
  @IsOptional()
  @IsString({ message: M.fileIdFormat })
  @MaxLength(ID_MAX_LENGTH, { message: M.fileIdFormat })
  @Matches(ID_PATTERN, { message: M.fileIdFormat })
  qrFileId?: string | null;
}
