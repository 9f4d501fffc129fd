// Signing in and up (spec sections 1 and 7): the slide-to-verify check, email codes, the login key,
// login, registration and the forgot-password reset. Error toasts follow the app's rules unless a call
// says `toast: false` (the caller shows the error itself).
import {
  ApiRoutes,
  type EmailCheckResultDto,
  type EmailCodeScene,
  type EmailCodeSentDto,
  type SliderChallengeDto,
  type SliderPassDto,
} from '@p2p/contracts';
import { getDeviceUuid } from '../session/deviceId';
import { http } from './client';

/** Calls the contracts' endpoint table does not list (slider and login key). */
export const AUTH_PATHS = {
  sliderChallenge: '/slider/challenge',
  sliderVerify: '/slider/verify',
  loginKey: '/user/loginKey',
} as const;

export interface TracePoint {
  /** Milliseconds since the press. */
  t: number;
  /** The piece's left edge, in pixels from the start of the track. */
  x: number;
}

/** The session every way in answers. */
export interface IssuedSession {
  token: string;
  userId: string;
  expiresAt: string;
}

export interface LoginKey {
  algorithm: string;
  /** base64 DER SubjectPublicKeyInfo of the server's RSA key. */
  spki: string;
}

export function fetchSliderChallenge(): Promise<SliderChallengeDto> {
  return http.get<SliderChallengeDto>(AUTH_PATHS.sliderChallenge, undefined, { toast: false });
}

export function verifySlider(challengeId: string, x: number, trace: TracePoint[]): Promise<SliderPassDto> {
  return http.post<SliderPassDto>(AUTH_PATHS.sliderVerify, { challengeId, x, trace }, undefined, {
    toast: false,
  });
}

export function sendEmailCode(
  email: string,
  scene: EmailCodeScene,
  sliderToken: string,
): Promise<EmailCodeSentDto> {
  return http.post<EmailCodeSentDto>(ApiRoutes.account.sendEmail, { email, scene, sliderToken });
}

export async function isEmailRegistered(email: string): Promise<boolean> {
  const answer = await http.get<EmailCheckResultDto>(ApiRoutes.account.checkEmail(email));
  return Boolean(answer?.registered);
}

export function fetchLoginKey(): Promise<LoginKey> {
  return http.get<LoginKey>(AUTH_PATHS.loginKey);
}

/** `password` is the base64 RSA-OAEP ciphertext (see encryptPassword). */
export function login(email: string, password: string, sliderToken: string): Promise<IssuedSession> {
  return http.post<IssuedSession>(ApiRoutes.account.login, { email, password, sliderToken });
}

export interface RegisterBody {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
  agreeTerms: boolean;
  /** A passed slide-to-verify check (single use). */
  sliderToken: string;
}

export function register(body: RegisterBody): Promise<IssuedSession> {
  return http.post<IssuedSession>(ApiRoutes.account.register, body);
}

export interface UnbindResetPasswordBody {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/** With a bound wallet: `eventId` is the reset QR code that wallet confirmed. */
export interface ResetPasswordBody extends UnbindResetPasswordBody {
  eventId: string;
}

/** Forgot password, account with an identity wallet: the emailed code plus the wallet's confirmation. */
export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  // The device that asked for the reset QR code: only it may use the wallet's confirmation.
  await http.post<null>(ApiRoutes.account.resetPassword, body, undefined, {
    headers: { 'x-device-id': getDeviceUuid() },
  });
}

/** Forgot password, account without an identity wallet: the emailed code alone. */
export async function unBindResetPassword(body: UnbindResetPasswordBody): Promise<void> {
  await http.post<null>(ApiRoutes.account.unBindResetPassword, body);
}

export interface EmailBinding {
  registered: boolean;
  /** The account has an identity wallet bound: a reset needs that wallet's confirmation. */
  walletBound: boolean;
}

/** `GET /user/isBind/{email}`. */
export function fetchEmailBinding(email: string): Promise<EmailBinding> {
  return http.get<EmailBinding>(ApiRoutes.account.isBind(email));
}
