import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Newest rows read per source: far more than any judgement needs, and a bound on the work. */
const historyLimit = 2000;

/** Reads the learner's own tutor and training history (tables owned by the tutor and brain-training modules; read only). */
export function createPersonalizationRepository(db: Db) {
  return {
    /** The tutor's replies to the learner, newest first: the answer kind, the maths topic it recorded, and the grade band asked at. */
    tutorRepliesOf(userId: string) {
      return db
        .selectFrom('tutor_messages as m')
        .innerJoin('tutor_conversations as c', 'c.id', 'm.conversation_id')
        .select(['m.created_at', 'm.grade_band'])
        .select([sql<string | null>`m.answer->>'kind'`.as('kind'), sql<string | null>`m.answer->>'topic'`.as('topic')])
        .where('c.user_id', '=', userId)
        .where('m.role', '=', 'tutor')
        .where('m.flagged', '=', false)
        .orderBy('m.created_at', 'desc')
        .limit(historyLimit)
        .execute();
    },

    /** The learner's brain-training results, newest first. */
    trainingResultsOf(userId: string) {
      return db
        .selectFrom('training_attempts')
        .select(['task_id', 'performance_index', 'finished_at'])
        .where('user_id', '=', userId)
        .orderBy('finished_at', 'desc')
        .limit(historyLimit)
        .execute();
    },
  };
}
