// The session: the token and user id cookies (spec section 4).
import { getCookie, removeCookie, setCookie } from './cookies';
import { COOKIE, SESSION_COOKIE_DAYS, STORAGE } from './keys';

export interface Session {
  token: string;
  userId: string;
}

/** The session from its cookies, or null unless both the token and the user id are there. */
export function readSession(): Session | null {
  const token = getCookie(COOKIE.token);
  const userId = getCookie(COOKIE.userId);
  return token && userId ? { token, userId } : null;
}

export function hasSession(): boolean {
  return readSession() !== null;
}

/** Stores a new session for 7 days (used by the login screens). */
export function saveSession(session: Session): void {
  setCookie(COOKIE.token, session.token, SESSION_COOKIE_DAYS);
  setCookie(COOKIE.userId, session.userId, SESSION_COOKIE_DAYS);
}

export function clearSessionCookies(): void {
  removeCookie(COOKIE.token);
  removeCookie(COOKIE.userId);
}

/** Local data removed at logout: everything but the device uuid. */
export function clearLocalData(storage: Storage = localStorage): void {
  const keep = storage.getItem(STORAGE.deviceUuid);
  storage.clear();
  if (keep) storage.setItem(STORAGE.deviceUuid, keep);
  try {
    sessionStorage.clear();
  } catch {
    // storage unavailable (private mode): nothing to clear
  }
}
