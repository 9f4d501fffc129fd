// The signed-in user's info, asked for by the page's entry (boot.ts) as the page starts, long before the
// app's code is there: a prerendered page shows it at once (profile/centerFirstPaint.ts) and the app's
// query cache takes the same answer when it starts (useAccount's userInfoQuery), so nothing is fetched
// twice. Kept free of the app's modules (no contracts table, no i18n): it is part of the first load.
import { getCookie } from './session/cookies';
import { COOKIE } from './session/keys';

/** `GET /user/info/{userId}` of the endpoint table (`API_ENDPOINTS.account.userInfo`, checked by a test). */
export function earlyUserInfoUrl(userId: string): string {
  return `/api/user/info/${encodeURIComponent(userId)}`;
}

/** The info of a success envelope (`code` '200'), or null for any other answer. */
export type EarlyAnswer<T> = { data: T } | null;

interface Early {
  userId: string;
  answer: Promise<EarlyAnswer<unknown>>;
}

let early: Early | null = null;
let appRendering = false;

async function fetchEarly(url: string, token: string): Promise<EarlyAnswer<unknown>> {
  try {
    const lang = getCookie(COOKIE.lang);
    const response = await fetch(url, {
      headers: {
        way: 'WEB',
        language: !lang || lang.startsWith('en') ? 'en_US' : lang,
        Authorization: `Bearer ${token}`,
      },
    });
    const body = (await response.json()) as { code?: unknown; data?: unknown };
    return String(body.code) === '200' && body.data ? { data: body.data } : null;
  } catch {
    return null; // the app asks again and handles the failure (its 401 rule, its messages)
  }
}

/**
 * Starts asking for the session's user info (no session: nothing). Answers the pending answer, so that the
 * caller can show it as soon as it is there.
 */
export function startEarlyUserInfo(): Promise<EarlyAnswer<unknown>> | null {
  const token = getCookie(COOKIE.token);
  const userId = getCookie(COOKIE.userId);
  if (!token || !userId) return null;
  early = { userId, answer: fetchEarly(earlyUserInfoUrl(userId), token) };
  return early.answer;
}

/**
 * The early answer for `userId`, taken once (a later ask goes to the API), or null when there is none.
 * It resolves to null unless the API answered the info: the caller then asks the usual way.
 */
export function takeEarlyUserInfo<T>(userId: string): Promise<EarlyAnswer<T>> | null {
  if (!early || early.userId !== userId) return null;
  const { answer } = early;
  early = null;
  return answer as Promise<EarlyAnswer<T>>;
}

/** The app is about to render: the prerendered markup is no longer the page's to fill. */
export function markAppRendering(): void {
  appRendering = true;
}

export function isAppRendering(): boolean {
  return appRendering;
}

/** Forgets the early answer and the rendering mark (tests: the files of a worker share these modules). */
export function resetEarlyUserInfo(): void {
  early = null;
  appRendering = false;
}
