// Staff sign-in, the signed-in staff member, sign-out, and the API's health report.
import {
  API_ENDPOINTS,
  type HealthDto,
  type StaffChallengeDto,
  type StaffDto,
  type StaffLoginDto,
  type StaffLoginResultDto,
  type StaffTotpDto,
} from '@p2p/contracts';
import { isApiError } from '@p2p/contracts/client';
import { http } from './client';

const staff = API_ENDPOINTS.staff;

/** The password step: a short-lived challenge for the TOTP step; the login form shows the error itself. */
export function login(body: StaffLoginDto): Promise<StaffChallengeDto> {
  return http.call(staff.login, { body }, { toast: false });
}

/** The TOTP step (confirming the enrolment on the first sign-in): the staff session. */
export function verifyTotp(body: StaffTotpDto): Promise<StaffLoginResultDto> {
  return http.call(staff.totp, { body }, { toast: false });
}

/** The staff member the token belongs to; a 401 ends the session, the guard shows any other failure. */
export function fetchMe(signal?: AbortSignal): Promise<StaffDto> {
  return http.call(staff.me, {}, { signal, toast: false });
}

/** Revokes the token server side (the caller clears it locally without waiting; no toast). */
export function logout(): Promise<null> {
  return http.call(staff.logout, {}, { toast: false });
}

function isHealthReport(value: unknown): value is HealthDto {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<HealthDto>;
  return typeof v.status === 'string' && typeof v.checks === 'object' && v.checks !== null;
}

/** The health report; a degraded API answers 503 with the same report, which is returned as well. */
export async function fetchHealth(signal?: AbortSignal): Promise<HealthDto> {
  try {
    return await http.call(API_ENDPOINTS.system.health, {}, { signal, toast: false });
  } catch (error) {
    if (isApiError(error) && isHealthReport(error.data)) return error.data;
    throw error;
  }
}
