// Identity-wallet sign-in: QR scan and wallet authorization (EIP-4361 message + EIP-712 KYC attestation).
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { EmailField } from './account.dto.js';
import { ValidationMessage as M } from './messages.js';
import { DEVICE_ID_PATTERN } from './rules.js';
import type { IssuedSession } from './session.dto.js';

const SIGNATURE = /^0x[0-9a-fA-F]{130}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** What a QR scan event is for; RESET_PASSWORD events come from `GET /scan/resetByEmail` only. */
export const QR_PURPOSE_VALUES = ['LOGIN', 'REGISTER', 'BIND', 'RESET_PASSWORD'] as const;
export type QrPurposeValue = (typeof QR_PURPOSE_VALUES)[number];
/** The purposes `GET /scan/genQrCodeUrl` accepts. */
export const QR_CODE_PURPOSES = ['LOGIN', 'REGISTER', 'BIND'] as const satisfies readonly QrPurposeValue[];

/** `GET /scan/genQrCodeUrl/:id?purpose=`: `id` is the device uuid. */
export class QrCodeQueryDto {
  @IsOptional()
  @IsIn(QR_CODE_PURPOSES, { message: M.sceneInvalid })
  purpose?: (typeof QR_CODE_PURPOSES)[number];
}

/**
 * `GET /scan/resetByEmail?email=&deviceId=`: a QR code that the wallet bound to that account scans to
 * confirm a forgotten-password reset.
 */
export class ResetByEmailQueryDto {
  @EmailField()
  email!: string;

  @IsString({ message: M.idFormat })
  @Matches(DEVICE_ID_PATTERN, { message: M.idFormat })
  deviceId!: string;
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

/** Answer of `GET /scan/genQrCodeUrl/{id}` and `GET /scan/resetByEmail`. */
export interface QrCode {
  /** The p2pwallet:// URL the page shows as a QR code. */
  qrCodeUrl: string;
  eventId: string;
  /** ISO time after which the code is refused (804). */
  expiresAt: string;
}

/**
 * Answer of `GET /scan/result/{eventId}` once the wallet called back (1009 until then). A successful
 * login or registration carries the session; binding and reset confirmations carry none.
 */
export type ScanOutcome =
  | { status: 'SUCCESS'; purpose: QrPurposeValue; session: IssuedSession | null }
  | { status: 'FAILURE'; purpose: QrPurposeValue; code: string };

/** Answer of `GET /scan/callBack` (to the wallet): which event it settled. */
export interface ScanCallbackAck {
  eventId: string;
  purpose: QrPurposeValue;
}

/** Answer of `GET /user/authorizeNonce`: a single-use nonce and what the wallet signs in to. */
export interface AuthorizeNonce {
  nonce: string;
  /** ISO time after which the nonce is refused. */
  expiresAt: string;
  /** The EIP-4361 domain, chain and URI of the sign-in message. */
  domain: string;
  chainId: number;
  uri: string;
}
