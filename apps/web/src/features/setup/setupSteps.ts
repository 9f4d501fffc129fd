// What a trader sets after signing up before trading (issue 26; spec §3 "must be set before trading",
// §5 KYC): a nickname (1026), a security password (1027), a USDT receiving address (5034), a payment
// method, and identity verification (the identity wallet bound, 1015, with advanced KYC, 4001). Each step's
// state comes from the user info and the payment-method list; each has the screen that does it, except
// advanced KYC itself, which is done in the identity wallet app.
import { WebRoutes, webPath } from '@p2p/contracts';
import { isApiError } from '@p2p/contracts/client';
import type { UserInfo } from '../../api/account';
import { BACK_PARAM } from './returnPath';

export const SETUP_STEPS = [
  'nickname',
  'securityPassword',
  'receivingAddress',
  'paymentMethod',
  'identity',
] as const;
export type SetupStepKey = (typeof SETUP_STEPS)[number];

export interface SetupStep {
  key: SetupStepKey;
  done: boolean;
}

/** What a missing step blocks: posting an ad, or an order the trader buys or sells in. */
export type SetupAction = 'publish' | 'buy' | 'sell';

/** The steps an action needs: every one to post an ad; an order needs a payment method only to sell. */
export function stepsFor(action: SetupAction): readonly SetupStepKey[] {
  return action === 'buy' ? SETUP_STEPS.filter((s) => s !== 'paymentMethod') : SETUP_STEPS;
}

/**
 * Whether the info is the trader's own account: another trader's answer (and a partial one) lacks the
 * fields the steps read, and then nothing is known about them.
 */
export function isOwnAccount(info: UserInfo | null | undefined): info is UserInfo {
  return Boolean(info) && info?.kycLevel !== undefined;
}

/** Each step's state; `methodCount` null: the payment methods are not known (that step is left out). */
export function setupStepsOf(info: UserInfo, methodCount: number | null): SetupStep[] {
  const done: Record<SetupStepKey, boolean | null> = {
    nickname: Boolean(info.nickname?.trim()),
    securityPassword: info.hasSecurityPassword === true,
    receivingAddress: Boolean(info.usdtAddress && info.chainType),
    paymentMethod: methodCount === null ? null : methodCount > 0,
    identity: Boolean(info.walletAddress) && info.kycLevel === 'ADVANCED',
  };
  return SETUP_STEPS.flatMap((key) => {
    const d = done[key];
    return d === null ? [] : [{ key, done: d }];
  });
}

/**
 * The screen that does a step, coming back to `back` once it is done; null for advanced KYC with the
 * wallet already bound (done in the identity wallet app, not here).
 */
export function stepTarget(
  key: SetupStepKey,
  info: UserInfo | null | undefined,
  back: string,
): string | null {
  const q = { [BACK_PARAM]: back };
  switch (key) {
    case 'nickname':
      return webPath(WebRoutes.updateRemark, q);
    case 'securityPassword':
      return webPath(WebRoutes.updateSecurityPassword, q);
    case 'receivingAddress':
      return webPath(WebRoutes.updateReceivingAddress, q);
    case 'paymentMethod':
      return webPath(WebRoutes.paymentMethods, { form: 'new', ...q });
    case 'identity':
      return info?.walletAddress ? null : webPath(WebRoutes.personalCenter, { bind: 'wallet', ...q });
  }
}

/** The API's refusals that name a missing step (the trading guard's and the ad and order checks'). */
export const SETUP_REFUSALS: Readonly<Record<string, SetupStepKey>> = {
  '1026': 'nickname',
  '1027': 'securityPassword',
  '5034': 'receivingAddress',
  '1015': 'identity',
  '4001': 'identity',
};

/** The step an API refusal names, or null for any other failure. */
export function refusedStep(error: unknown): SetupStepKey | null {
  return isApiError(error) ? (SETUP_REFUSALS[error.code] ?? null) : null;
}
