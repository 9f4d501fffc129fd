// Identity-wallet sign-in: QR scan and wallet authorization (EIP-4361 message + EIP-712 KYC attestation).
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ValidationMessage as M } from './messages.js';

const SIGNATURE = /^0x[0-9a-fA-F]{130}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export const QR_PURPOSE_VALUES = ['LOGIN', 'REGISTER', 'BIND'] as const;
export type QrPurposeValue = (typeof QR_PURPOSE_VALUES)[number];

/** `GET /scan/genQrCodeUrl/:id?purpose=`: `id` is the device uuid. */
export class QrCodeQueryDto {
  @IsOptional()
  @IsIn(QR_PURPOSE_VALUES, { message: M.sceneInvalid })
  purpose?: QrPurposeValue;
}

/** `GET /user/authorizeNonce?address=`. */
export class AuthorizeNonceQueryDto {
  @IsString({ message: M.usdtAddressFormat })
  @Matches(ADDRESS, { message: M.usdtAddressFormat })
  address!: string;
}

/** `POST /user/authorizeLogin` and `/user/authorizeRegister`: the wallet's signed proof. */
export class WalletProofDto {
  /** The EIP-4361 sign-in text. */
  @IsString({ message: M.required })
  @MaxLength(4096, { message: M.textLength })
  message!: string;

  @IsString({ message: M.required })
  @Matches(SIGNATURE, { message: M.required })
  signature!: string;

  /** base64url JSON of the KYC attestation. */
  @IsString({ message: M.required })
  @MaxLength(8192, { message: M.textLength })
  @Matches(BASE64URL, { message: M.required })
  attestation!: string;

  @IsString({ message: M.required })
  @Matches(SIGNATURE, { message: M.required })
  attestationSignature!: string;
}
