import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { TutorService } from './tutor.service.js';

/**
 * Tutor conversations are kept for this many days after their last message, then deleted with
 * their messages (children's data is kept no longer than it is useful). Learners can delete any
 * conversation sooner themselves.
 */
export const tutorRetentionDays = 90;

/** Runs the purge at minute 23 of every hour; each step is one conditional DELETE, safe on many servers. */
export function scheduleTutorRetention(tutor: TutorService, log: FastifyBaseLogger): Cron {
  return new Cron('23 * * * *', { protect: true }, async () => {
    try {
      const deleted = await tutor.purgeExpired(new Date());
      if (deleted) log.info({ deleted }, 'tutor retention: old conversations deleted');
    } catch (err) {
      log.error({ err }, 'tutor retention failed');
    }
  });
}
