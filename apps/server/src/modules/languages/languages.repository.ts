import type { Db } from '../../db/database.js';
import type { RecordActivity } from '../activity/activity.types.js';

export type AttemptRow = {
  id: string;
  course_id: string;
  lesson_id: string;
  client_key: string;
  started_at: Date;
  completed_at: Date | null;
};
export type AnswerRow = {
  exercise_id: string;
  client_key: string;
  answer: string;
  verdict: 'correct' | 'typo' | 'wrong';
  answered_at: Date;
};

const attemptColumns = ['id', 'course_id', 'lesson_id', 'client_key', 'started_at', 'completed_at'] as const;
const answerColumns = ['exercise_id', 'client_key', 'answer', 'verdict', 'answered_at'] as const;

/** The activity a day of practice records: once per UTC day (events carry no time zone, decision 0068). */
const practisedOn = (userId: string, at: Date) =>
  ({ userId, kind: 'languages.day_practised', sourceId: at.toISOString().slice(0, 10), occurredAt: at }) as const;

export type ReviewLogRow = { item_id: string; outcome: 'right' | 'typo' | 'wrong'; answer_ms: number; reviewed_at: Date };

/** `recordActivity` records lessons completed, words learned and days practised (achievements) in the transaction that caused them. */
export function createLanguagesRepository(db: Db, recordActivity: RecordActivity) {
  return {
    /** Every attempt of the learner in a course (or all courses): which lessons are started and completed. */
    attemptsOf(userId: string, courseId?: string): Promise<AttemptRow[]> {
      let query = db.selectFrom('language_attempts').select(attemptColumns).where('user_id', '=', userId);
      if (courseId) query = query.where('course_id', '=', courseId);
      return query.orderBy('started_at').execute();
    },
    attempt(userId: string, attemptId: string): Promise<AttemptRow | undefined> {
      return db
        .selectFrom('language_attempts')
        .select(attemptColumns)
        .where('user_id', '=', userId)
        .where('id', '=', attemptId)
        .executeTakeFirst();
    },
    /** The attempt started with this key, or the learner's open attempt of the lesson, else a new one. */
    async startOnce(row: { userId: string; courseId: string; lessonId: string; clientKey: string; now: Date }): Promise<AttemptRow> {
      return db.transaction().execute(async (trx) => {
        const byKey = await trx
          .selectFrom('language_attempts')
          .select(attemptColumns)
          .where('user_id', '=', row.userId)
          .where('client_key', '=', row.clientKey)
          .executeTakeFirst();
        if (byKey) return byKey;
        const open = await trx
          .selectFrom('language_attempts')
          .select(attemptColumns)
          .where('user_id', '=', row.userId)
          .where('lesson_id', '=', row.lessonId)
          .where('completed_at', 'is', null)
          .orderBy('started_at', 'desc')
          .executeTakeFirst();
        if (open) return open;
        const inserted = await trx
          .insertInto('language_attempts')
          .values({ user_id: row.userId, course_id: row.courseId, lesson_id: row.lessonId, client_key: row.clientKey, started_at: row.now })
          .onConflict((oc) => oc.columns(['user_id', 'client_key']).doNothing())
          .returning(attemptColumns)
          .executeTakeFirst();
        return (
          inserted ??
          (await trx
            .selectFrom('language_attempts')
            .select(attemptColumns)
            .where('user_id', '=', row.userId)
            .where('client_key', '=', row.clientKey)
            .executeTakeFirstOrThrow())
        );
      });
    },
    answersOf(attemptId: string): Promise<AnswerRow[]> {
      return db.selectFrom('language_answers').select(answerColumns).where('attempt_id', '=', attemptId).orderBy('seq').execute();
    },
    /** Stores an answer once per key; a replay returns the first one stored. */
    async answerOnce(row: {
      attemptId: string;
      exerciseId: string;
      clientKey: string;
      answer: string;
      verdict: AnswerRow['verdict'];
      now: Date;
    }) {
      const inserted = await db
        .insertInto('language_answers')
        .values({
          attempt_id: row.attemptId,
          exercise_id: row.exerciseId,
          client_key: row.clientKey,
          answer: row.answer,
          verdict: row.verdict,
          answered_at: row.now,
        })
        .onConflict((oc) => oc.columns(['attempt_id', 'client_key']).doNothing())
        .returning(answerColumns)
        .executeTakeFirst();
      if (inserted) return { row: inserted, created: true };
      const existing = await db
        .selectFrom('language_answers')
        .select(answerColumns)
        .where('attempt_id', '=', row.attemptId)
        .where('client_key', '=', row.clientKey)
        .executeTakeFirstOrThrow();
      return { row: existing, created: false };
    },
    /** Marks the attempt completed and makes cards of its items, once: a second call changes nothing and says so. */
    async completeOnce(row: {
      userId: string;
      attemptId: string;
      courseId: string;
      lessonId: string;
      itemIds: readonly string[];
      now: Date;
    }) {
      return db.transaction().execute(async (trx) => {
        const done = await trx
          .updateTable('language_attempts')
          .set({ completed_at: row.now })
          .where('id', '=', row.attemptId)
          .where('user_id', '=', row.userId)
          .where('completed_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (done) {
          // A lesson counts once, however often it is replayed.
          await recordActivity(trx, {
            userId: row.userId,
            kind: 'languages.lesson_completed',
            sourceId: row.lessonId,
            occurredAt: row.now,
          });
          await recordActivity(trx, practisedOn(row.userId, row.now));
        }
        if (!done || row.itemIds.length === 0) return { completed: Boolean(done), newCards: 0 };
        const cards = await trx
          .insertInto('language_cards')
          .values(row.itemIds.map((itemId) => ({ user_id: row.userId, course_id: row.courseId, item_id: itemId, met_at: row.now })))
          .onConflict((oc) => oc.columns(['user_id', 'course_id', 'item_id']).doNothing())
          .returning('item_id')
          .execute();
        return { completed: true, newCards: cards.length };
      });
    },
    cardsOf(userId: string) {
      return db.selectFrom('language_cards').select(['course_id', 'item_id', 'met_at']).where('user_id', '=', userId).execute();
    },
    reviewsOf(userId: string) {
      return db
        .selectFrom('language_reviews')
        .select(['course_id', 'item_id', 'client_key', 'outcome', 'answer_ms', 'reviewed_at'])
        .where('user_id', '=', userId)
        .orderBy('reviewed_at')
        .execute();
    },
    /** Stores a review answer once per key; false when the key was already used (a replay). */
    /**
     * Logs a review answer once per client key. A first-time answer records the day practised and,
     * when `learnedBy` says the item's log now makes it a learned word, that word (once ever).
     */
    async reviewOnce(
      row: {
        userId: string;
        courseId: string;
        itemId: string;
        clientKey: string;
        outcome: 'right' | 'typo' | 'wrong';
        answerMs: number;
        now: Date;
      },
      learnedBy: (itemLog: ReviewLogRow[]) => boolean,
    ) {
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('language_reviews')
          .values({
            user_id: row.userId,
            course_id: row.courseId,
            item_id: row.itemId,
            client_key: row.clientKey,
            outcome: row.outcome,
            answer_ms: row.answerMs,
            reviewed_at: row.now,
          })
          .onConflict((oc) => oc.columns(['user_id', 'client_key']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return false;
        await recordActivity(trx, practisedOn(row.userId, row.now));
        const itemLog = await trx
          .selectFrom('language_reviews')
          .select(['item_id', 'outcome', 'answer_ms', 'reviewed_at'])
          .where('user_id', '=', row.userId)
          .where('course_id', '=', row.courseId)
          .where('item_id', '=', row.itemId)
          .orderBy('reviewed_at')
          .execute();
        if (learnedBy(itemLog))
          await recordActivity(trx, {
            userId: row.userId,
            kind: 'languages.word_learned',
            sourceId: `${row.courseId}/${row.itemId}`,
            occurredAt: row.now,
          });
        return true;
      });
    },
    placementsOf(userId: string) {
      return db
        .selectFrom('language_placements')
        .select(['course_id', 'level', 'score', 'taken_at'])
        .where('user_id', '=', userId)
        .execute();
    },
    /** Keeps the best score per level. */
    async recordPlacement(row: { userId: string; courseId: string; level: 'intermediate' | 'advanced'; score: number; now: Date }) {
      await db
        .insertInto('language_placements')
        .values({ user_id: row.userId, course_id: row.courseId, level: row.level, score: row.score, taken_at: row.now })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'course_id', 'level'])
            .doUpdateSet({ score: row.score, taken_at: row.now })
            .where('language_placements.score', '<', row.score),
        )
        .execute();
    },
  };
}

export type LanguagesRepository = ReturnType<typeof createLanguagesRepository>;
