import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { ChildrenService } from './children.service.js';

/** What the clean-up needs from sign-up (its service, given by app composition: children does not import sign-up, which imports children). */
type SignupPurges = { purgeAttempts(now: Date): Promise<number>; purgeExpiredPendingPasswords(now: Date): Promise<number> };

/**
 * The hourly clean-up, as one function a test can call with any clock: pending children past their
 * consent window are deleted with their data, and old sign-up attempts and expired sign-up passwords are dropped. Each step is a
 * conditional DELETE, so two servers running it at once do the work once.
 */
export async function runAccountCleanup(deps: { children: ChildrenService; signup: SignupPurges }, now: Date) {
  const deletedChildren = await deps.children.deleteExpiredPending(now);
  const deletedAttempts = await deps.signup.purgeAttempts(now);
  const deletedPendingPasswords = await deps.signup.purgeExpiredPendingPasswords(now);
  return { deletedChildren, deletedAttempts, deletedPendingPasswords };
}

/** Runs the clean-up at minute 7 of every hour (protect: a slow run is never overlapped). */
export function scheduleAccountCleanup(deps: { children: ChildrenService; signup: SignupPurges }, log: FastifyBaseLogger): Cron {
  return new Cron('7 * * * *', { protect: true }, async () => {
    try {
      const result = await runAccountCleanup(deps, new Date());
      if (result.deletedChildren) log.info(result, 'account clean-up: expired child sign-ups deleted');
    } catch (err) {
      log.error({ err }, 'account clean-up failed');
    }
  });
}
