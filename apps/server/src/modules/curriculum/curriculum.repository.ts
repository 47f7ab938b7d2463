import type { MasteryLevel, SkillMastery } from '@brainboost/domain/curriculum/mastery';
import type { Transaction as KyselyTransaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { curriculumErrors } from './curriculum.errors.js';
import type { TestQuestionRow } from './curriculum.tables.js';

type Transaction = KyselyTransaction<Database>;

export type MasteryRow = {
  topic_id: string;
  skill_id: string;
  level: MasteryLevel;
  set_answered: number;
  set_right: number;
  practised_at: Date | null;
};
export type ServedRow = {
  id: string;
  topic_id: string;
  skill_id: string;
  source: 'bank' | 'template';
  item_ref: string;
  seed: number;
  served_at: Date;
  answer: unknown;
  verdict: 'right' | 'wrong' | null;
  level_before: MasteryLevel | null;
  level_after: MasteryLevel | null;
  answered_at: Date | null;
};
export type TestRow = {
  id: string;
  client_key: string;
  kind: 'quiz' | 'unit-test';
  subject: string;
  band: string;
  topic_id: string | null;
  unit_id: string | null;
  questions: TestQuestionRow[];
  started_at: Date;
  deadline_at: Date | null;
  submitted_at: Date | null;
  answers: StoredSubmission | null;
  score: number | null;
};
export type MasteryMove = { topicId: string; skill: string; before: MasteryLevel; after: MasteryLevel };
export type StoredSubmission = {
  given: Record<string, unknown>;
  verdicts: Record<string, 'right' | 'wrong' | 'form' | 'unreadable'>;
  mastery: MasteryMove[];
};

const masteryColumns = ['topic_id', 'skill_id', 'level', 'set_answered', 'set_right', 'practised_at'] as const;
const servedColumns = [
  'id',
  'topic_id',
  'skill_id',
  'source',
  'item_ref',
  'seed',
  'served_at',
  'answer',
  'verdict',
  'level_before',
  'level_after',
  'answered_at',
] as const;
const testColumns = [
  'id',
  'client_key',
  'kind',
  'subject',
  'band',
  'topic_id',
  'unit_id',
  'questions',
  'started_at',
  'deadline_at',
  'submitted_at',
  'answers',
  'score',
] as const;

export const masteryOfRow = (row: MasteryRow | undefined): SkillMastery => ({
  level: row?.level ?? 'not-started',
  setAnswered: row?.set_answered ?? 0,
  setRight: row?.set_right ?? 0,
  practisedAt: row?.practised_at ? new Date(row.practised_at) : null,
});

/**
 * Moves one skill's mastery inside a transaction: the row is created if missing, then locked, so
 * concurrent answers of the same skill apply one after the other.
 */
async function moveMastery(
  trx: Transaction,
  userId: string,
  topicId: string,
  skill: string,
  move: (stored: SkillMastery) => SkillMastery,
): Promise<{ before: SkillMastery; after: SkillMastery }> {
  await trx
    .insertInto('curriculum_skill_mastery')
    .values({ user_id: userId, topic_id: topicId, skill_id: skill, level: 'not-started', set_answered: 0, set_right: 0 })
    .onConflict((oc) => oc.columns(['user_id', 'topic_id', 'skill_id']).doNothing())
    .execute();
  const row = await trx
    .selectFrom('curriculum_skill_mastery')
    .select(masteryColumns)
    .where('user_id', '=', userId)
    .where('topic_id', '=', topicId)
    .where('skill_id', '=', skill)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const before = masteryOfRow(row as MasteryRow);
  const after = move(before);
  await trx
    .updateTable('curriculum_skill_mastery')
    .set({ level: after.level, set_answered: after.setAnswered, set_right: after.setRight, practised_at: after.practisedAt })
    .where('user_id', '=', userId)
    .where('topic_id', '=', topicId)
    .where('skill_id', '=', skill)
    .execute();
  return { before, after };
}

export function createCurriculumRepository(db: Db) {
  return {
    async masteryOf(userId: string): Promise<MasteryRow[]> {
      return (await db
        .selectFrom('curriculum_skill_mastery')
        .select(masteryColumns)
        .where('user_id', '=', userId)
        .execute()) as MasteryRow[];
    },
    /** Practice answers counted on the learner's day. */
    async answeredOn(userId: string, day: string): Promise<number> {
      const row = await db
        .selectFrom('curriculum_practice_days')
        .select('answered')
        .where('user_id', '=', userId)
        .where('day', '=', day)
        .executeTakeFirst();
      return row?.answered ?? 0;
    },
    /** The item refs served to the learner for one skill of a topic, newest first (to vary what comes next). */
    async recentRefs(userId: string, topicId: string, skill: string, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('curriculum_practice_items')
        .select('item_ref')
        .where('user_id', '=', userId)
        .where('topic_id', '=', topicId)
        .where('skill_id', '=', skill)
        .orderBy('served_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => r.item_ref);
    },
    async serve(row: {
      userId: string;
      topicId: string;
      skill: string;
      source: 'bank' | 'template';
      ref: string;
      seed: number;
      now: Date;
    }) {
      const { id } = await db
        .insertInto('curriculum_practice_items')
        .values({
          user_id: row.userId,
          topic_id: row.topicId,
          skill_id: row.skill,
          source: row.source,
          item_ref: row.ref,
          seed: row.seed,
          served_at: row.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    async served(userId: string, servedId: string): Promise<ServedRow | undefined> {
      return (await db
        .selectFrom('curriculum_practice_items')
        .select(servedColumns)
        .where('user_id', '=', userId)
        .where('id', '=', servedId)
        .executeTakeFirst()) as ServedRow | undefined;
    },
    /**
     * Records the first answer to a served item, counts it on the learner's day and moves the
     * skill's mastery, in one transaction. The day's count only rises while under `limit` (one
     * atomic upsert), so parallel answers cannot pass it; over it, nothing is stored. A served item
     * already answered is not counted again: its stored row comes back (`replayed`).
     */
    async answerOnce(row: {
      userId: string;
      served: ServedRow;
      answer: unknown;
      right: boolean;
      day: string;
      limit: number | null;
      now: Date;
      move: (stored: SkillMastery) => SkillMastery;
    }): Promise<
      { replayed: true; row: ServedRow; used: number } | { replayed: false; before: MasteryLevel; after: MasteryLevel; used: number }
    > {
      return db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('curriculum_practice_items')
          .set({ answer: JSON.stringify(row.answer), verdict: row.right ? 'right' : 'wrong', answered_at: row.now })
          .where('id', '=', row.served.id)
          .where('user_id', '=', row.userId)
          .where('answered_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (!claimed) {
          const stored = (await trx
            .selectFrom('curriculum_practice_items')
            .select(servedColumns)
            .where('id', '=', row.served.id)
            .executeTakeFirstOrThrow()) as ServedRow;
          const day = await trx
            .selectFrom('curriculum_practice_days')
            .select('answered')
            .where('user_id', '=', row.userId)
            .where('day', '=', row.day)
            .executeTakeFirst();
          return { replayed: true as const, row: stored, used: day?.answered ?? 0 };
        }
        const counted = trx
          .insertInto('curriculum_practice_days')
          .values({ user_id: row.userId, day: row.day, answered: 1 })
          .onConflict((oc) => {
            const update = oc
              .columns(['user_id', 'day'])
              .doUpdateSet((eb) => ({ answered: eb('curriculum_practice_days.answered', '+', 1) }));
            return row.limit === null ? update : update.where('curriculum_practice_days.answered', '<', row.limit);
          })
          .returning('answered');
        const used = await counted.executeTakeFirst();
        // Over the limit: throwing rolls back the claimed answer too.
        if (!used) throw curriculumErrors.dailyLimit();
        const { before, after } = await moveMastery(trx, row.userId, row.served.topic_id, row.served.skill_id, row.move);
        await trx
          .updateTable('curriculum_practice_items')
          .set({ level_before: before.level, level_after: after.level })
          .where('id', '=', row.served.id)
          .execute();
        return { replayed: false as const, before: before.level, after: after.level, used: used.answered };
      });
    },
    /** The learner's latest practice item and latest test, for "continue learning". */
    async latestActivity(userId: string) {
      const [practice, test] = await Promise.all([
        db
          .selectFrom('curriculum_practice_items')
          .select(['topic_id', 'served_at as at'])
          .where('user_id', '=', userId)
          .orderBy('served_at', 'desc')
          .limit(1)
          .executeTakeFirst(),
        db
          .selectFrom('curriculum_tests')
          .select(['topic_id', 'subject', 'band', 'unit_id', 'started_at as at'])
          .where('user_id', '=', userId)
          .orderBy('started_at', 'desc')
          .limit(1)
          .executeTakeFirst(),
      ]);
      return { practice, test };
    },
    /** The test started with this key, else a new one. */
    async startTestOnce(row: {
      userId: string;
      clientKey: string;
      kind: 'quiz' | 'unit-test';
      subject: string;
      band: string;
      topicId: string | null;
      unitId: string | null;
      questions: TestQuestionRow[];
      deadline: Date | null;
      now: Date;
    }): Promise<TestRow> {
      const inserted = await db
        .insertInto('curriculum_tests')
        .values({
          user_id: row.userId,
          client_key: row.clientKey,
          kind: row.kind,
          subject: row.subject,
          band: row.band,
          topic_id: row.topicId,
          unit_id: row.unitId,
          questions: JSON.stringify(row.questions),
          started_at: row.now,
          deadline_at: row.deadline,
        })
        .onConflict((oc) => oc.columns(['user_id', 'client_key']).doNothing())
        .returning(testColumns)
        .executeTakeFirst();
      return (inserted ??
        (await db
          .selectFrom('curriculum_tests')
          .select(testColumns)
          .where('user_id', '=', row.userId)
          .where('client_key', '=', row.clientKey)
          .executeTakeFirstOrThrow())) as TestRow;
    },
    async test(userId: string, testId: string): Promise<TestRow | undefined> {
      return (await db
        .selectFrom('curriculum_tests')
        .select(testColumns)
        .where('user_id', '=', userId)
        .where('id', '=', testId)
        .executeTakeFirst()) as TestRow | undefined;
    },
    /**
     * Submits a test once: marks it submitted with its answers and score and moves the mastery of
     * each skill it asked, in one transaction. A test already submitted comes back as stored.
     */
    async submitOnce(row: {
      userId: string;
      testId: string;
      given: Record<string, unknown>;
      verdicts: StoredSubmission['verdicts'];
      score: number;
      moves: { topicId: string; skill: string; move: (stored: SkillMastery) => SkillMastery }[];
      now: Date;
    }): Promise<TestRow> {
      return db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('curriculum_tests')
          .set({ submitted_at: row.now, score: row.score })
          .where('id', '=', row.testId)
          .where('user_id', '=', row.userId)
          .where('submitted_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (claimed) {
          const mastery: MasteryMove[] = [];
          for (const m of row.moves) {
            const { before, after } = await moveMastery(trx, row.userId, m.topicId, m.skill, m.move);
            mastery.push({ topicId: m.topicId, skill: m.skill, before: before.level, after: after.level });
          }
          const stored: StoredSubmission = { given: row.given, verdicts: row.verdicts, mastery };
          await trx
            .updateTable('curriculum_tests')
            .set({ answers: JSON.stringify(stored) })
            .where('id', '=', row.testId)
            .execute();
        }
        return (await trx
          .selectFrom('curriculum_tests')
          .select(testColumns)
          .where('id', '=', row.testId)
          .executeTakeFirstOrThrow()) as TestRow;
      });
    },
  };
}

export type CurriculumRepository = ReturnType<typeof createCurriculumRepository>;
