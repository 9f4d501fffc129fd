// Signing in and up (spec sections 1 and 7): the slide-to-verify check, email codes, the login key,
// login, registration and the forgot-password reset. Error toasts follow the app's rules unless a call
// says `toast: false` (the caller shows the error itself).
import {
  API_ENDPOINTS,
  type EmailBinding,
  type EmailCodeScene,
  type EmailCodeSentDto,
  type IssuedSession,
  type LoginKey,
  type RegisterDto,
  type ResetPasswordDto,
  type SliderChallengeDto,
  type SliderPassDto,
  type UnbindResetPasswordDto,
} from '@p2p/contracts';
import { getDeviceUuid } from '../session/deviceId';
import { http } from './client';

const account = API_ENDPOINTS.account;

export interface TracePoint {
  /** Milliseconds since the press. */
  t: number;
  /** The piece's left edge, in pixels from the start of the track. */
  x: number;
}

export function fetchSliderChallenge(): Promise<SliderChallengeDto> {
  return http.call(account.sliderChallenge, {}, { toast: false });
}

export function verifySlider(challengeId: string, x: number, trace: TracePoint[]): Promise<SliderPassDto> {
  return http.call(account.sliderVerify, { body: { challengeId, x, trace } }, { toast: false });
}

export function sendEmailCode(
  email: string,
  scene: EmailCodeScene,
  sliderToken: string,
): Promise<EmailCodeSentDto> {
  return http.call(account.sendEmail, { body: { email, scene, sliderToken } });
}

export async function isEmailRegistered(email: string): Promise<boolean> {
  const answer = await http.call(account.checkEmail, { x: email });
  return Boolean(answer?.registered);
}

export function fetchLoginKey(): Promise<LoginKey> {
  return http.call(account.loginKey);
}

/** `password` is the base64 RSA-OAEP ciphertext (see encryptPassword). */
/** `emailCode`: the code emailed for RESET_PASSWORD, once the server asked for it (1013). */
export function login(
  email: string,
  password: string,
  sliderToken: string,
  emailCode?: string,
): Promise<IssuedSession> {
  const body = emailCode ? { email, password, sliderToken, emailCode } : { email, password, sliderToken };
  return http.call(account.login, { body });
}

export function register(body: RegisterDto): Promise<IssuedSession> {
  return http.call(account.register, { body });
}

/** Forgot password, account with an identity wallet: the emailed code plus the wallet's confirmation. */
export async function resetPassword(body: ResetPasswordDto): Promise<void> {
  // The device that asked for the reset QR code: only it may use the wallet's confirmation.
  await http.call(account.resetPassword, { body }, { headers: { 'x-device-id': getDeviceUuid() } });
}

/** Forgot password, account without an identity wallet: the emailed code alone. */
export async function unBindResetPassword(body: UnbindResetPasswordDto): Promise<void> {
  await http.call(account.unBindResetPassword, { body });
}

/** `GET /user/isBind/{email}`. */
export function fetchEmailBinding(email: string): Promise<EmailBinding> {
  return http.call(account.isBind, { email });
}
