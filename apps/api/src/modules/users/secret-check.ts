// Comparing a current secret (login or security password) the trader typed: counted first against the
// limit of the session it comes from and against a wider one of the user, so a stolen session cannot guess
// without end, and using up its attempts does not block the owner's other sessions (issue 22: security
// password attempts per session); a match clears both counts. Shared by the profile edits and by every
// money action that asks for the security password.
import bcrypt from 'bcrypt';
import type { RedisClient } from '../../core/infra/redis-client.js';
import { AppException } from '../../core/common/app-exception.js';
import { LoginLockout } from '../../core/infra/login-lockout.js';

/** Checks of the current login or security password allowed per session in 15 minutes; then 429. */
export const SECRET_CHECKS_PER_WINDOW = 5;
/** Checks allowed per user over all their sessions in the same window (three sessions' worth); then 429. */
export const SECRET_CHECKS_PER_USER_WINDOW = 3 * SECRET_CHECKS_PER_WINDOW;
const SECRET_CHECK_WINDOW_SECONDS = 15 * 60;

/**
 * Whether `given` matches `hash`, counted first. `sessionId` is the caller's session (the token's jti);
 * without one, the attempts count as one session of the user (the per-session limit for all of them).
 */
export async function checkSecretCounted(
  redis: RedisClient,
  userId: bigint,
  given: string,
  hash: string,
  sessionId: string | null,
): Promise<boolean> {
  const session = new LoginLockout(
    redis,
    'secret-check-session',
    SECRET_CHECKS_PER_WINDOW,
    SECRET_CHECK_WINDOW_SECONDS,
  );
  const user = new LoginLockout(
    redis,
    'secret-check',
    SECRET_CHECKS_PER_USER_WINDOW,
    SECRET_CHECK_WINDOW_SECONDS,
  );
  const sessionKey = sessionId ?? `user:${userId}`;
  if (!(await session.take(sessionKey))) throw new AppException('TOO_MANY_REQUESTS');
  if (!(await user.take(String(userId)))) throw new AppException('TOO_MANY_REQUESTS');
  const ok = await bcrypt.compare(given, hash);
  if (ok) {
    await session.clear(sessionKey);
    await user.clear(String(userId));
  }
  return ok;
}
