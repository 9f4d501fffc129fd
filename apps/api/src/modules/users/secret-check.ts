// Comparing a current secret (login or security password) the trader typed: counted first against the
// per-user limit, so a stolen session cannot guess without end; a match clears the count. Shared by the
// profile edits and by every money action that asks for the security password.
import bcrypt from 'bcrypt';
import type { Redis } from 'ioredis';
import { AppException } from '../../core/common/app-exception.js';
import { LoginLockout } from '../../core/infra/login-lockout.js';

/** Checks of the current login or security password allowed per user in 15 minutes; then 429. */
export const SECRET_CHECKS_PER_WINDOW = 5;
const SECRET_CHECK_WINDOW_SECONDS = 15 * 60;

export async function checkSecretCounted(
  redis: Redis,
  userId: bigint,
  given: string,
  hash: string,
): Promise<boolean> {
  const lockout = new LoginLockout(
    redis,
    'secret-check',
    SECRET_CHECKS_PER_WINDOW,
    SECRET_CHECK_WINDOW_SECONDS,
  );
  if (!(await lockout.take(String(userId)))) throw new AppException('TOO_MANY_REQUESTS');
  const ok = await bcrypt.compare(given, hash);
  if (ok) await lockout.clear(String(userId));
  return ok;
}
