import { sql, type Expression } from 'kysely';
import type { Db } from '../../db/database.js';

type NewMessage = {
  role: 'student' | 'tutor';
  text: string;
  gradeBand: 'elementary' | 'middle' | 'high';
  answer: unknown;
  flagged: boolean;
  concern: string | null;
};

/**
 * A learner's tutor activity as subqueries another module's statement may carry (the teacher's
 * student list stays one round trip, decision 0059): their conversations, the questions flagged
 * by the safety check, and when the last was flagged.
 */
export function learnerActivityColumns(learnerId: Expression<string>) {
  const flagged = sql`from tutor_messages m inner join tutor_conversations c on c.id = m.conversation_id where c.user_id = ${learnerId} and m.flagged = true and m.role = 'student'`;
  return {
    conversations: sql<string>`(select count(*) from tutor_conversations c where c.user_id = ${learnerId})`,
    flagged: sql<string>`(select count(*) ${flagged})`,
    lastFlaggedAt: sql<Date | string | null>`(select max(m.created_at) ${flagged})`,
  };
}

export function createTutorRepository(db: Db) {
  const conversationSummary = db
    .selectFrom('tutor_conversations as c')
    .select(['c.id', 'c.user_id', 'c.title', 'c.created_at', 'c.updated_at'])
    .select((eb) =>
      eb
        .selectFrom('tutor_messages as m')
        .whereRef('m.conversation_id', '=', 'c.id')
        .select(eb.fn.countAll<string>().as('n'))
        .as('message_count'),
    )
    .select((eb) =>
      eb
        .selectFrom('tutor_messages as m')
        .whereRef('m.conversation_id', '=', 'c.id')
        .where('m.flagged', '=', true)
        .where('m.role', '=', 'student')
        .select(eb.fn.countAll<string>().as('n'))
        .as('flagged_count'),
    );

  return {
    /** The tutor's unflagged replies to the learner, newest first: the answer kind, the maths topic it recorded, and the grade band asked at. */
    listRepliesTo(userId: string, limit: number) {
      return db
        .selectFrom('tutor_messages as m')
        .innerJoin('tutor_conversations as c', 'c.id', 'm.conversation_id')
        .select(['m.created_at', 'm.grade_band'])
        .select([sql<string | null>`m.answer->>'kind'`.as('kind'), sql<string | null>`m.answer->>'topic'`.as('topic')])
        .where('c.user_id', '=', userId)
        .where('m.role', '=', 'tutor')
        .where('m.flagged', '=', false)
        .orderBy('m.created_at', 'desc')
        .limit(limit)
        .execute();
    },
    /**
     * Counts one question against today's limit in one statement: the row is created or
     * incremented only while under the limit (null: no limit), so concurrent calls cannot pass it.
     * Returns the new count, or null when the limit is reached.
     */
    async reserveQuestion(userId: string, day: string, limit: number | null): Promise<number | null> {
      if (limit !== null && limit <= 0) return null;
      const row = await sql<{ questions: number }>`
        insert into tutor_daily_usage (user_id, day, questions) values (${userId}, ${day}, 1)
        on conflict (user_id, day) do update set questions = tutor_daily_usage.questions + 1
        where ${limit === null ? sql`true` : sql`tutor_daily_usage.questions < ${limit}`}
        returning questions`.execute(db);
      return row.rows[0]?.questions ?? null;
    },

    /** Gives back a question that could not be answered. */
    async releaseQuestion(userId: string, day: string) {
      await db
        .updateTable('tutor_daily_usage')
        .set((eb) => ({ questions: eb('questions', '-', 1) }))
        .where('user_id', '=', userId)
        .where('day', '=', day)
        .where('questions', '>', 0)
        .execute();
    },

    async countQuestions(userId: string, day: string): Promise<number> {
      const row = await db
        .selectFrom('tutor_daily_usage')
        .select('questions')
        .where('user_id', '=', userId)
        .where('day', '=', day)
        .executeTakeFirst();
      return row?.questions ?? 0;
    },

    findConversation(userId: string, id: string) {
      return conversationSummary.where('c.id', '=', id).where('c.user_id', '=', userId).executeTakeFirst();
    },

    listConversations(userId: string) {
      return conversationSummary.where('c.user_id', '=', userId).orderBy('c.updated_at', 'desc').limit(200).execute();
    },

    listMessages(conversationId: string) {
      return db
        .selectFrom('tutor_messages')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .orderBy('created_at')
        .orderBy('role', 'desc')
        .execute();
    },

    /** Adds a question and its reply, creating the conversation when none is given, in one transaction. */
    async appendExchange(userId: string, conversationId: string | null, title: string, messages: [NewMessage, NewMessage], now: Date) {
      return db.transaction().execute(async (trx) => {
        let id = conversationId;
        if (id) {
          await trx
            .updateTable('tutor_conversations')
            .set({ updated_at: now })
            .where('id', '=', id)
            .where('user_id', '=', userId)
            .execute();
        } else {
          id = (
            await trx
              .insertInto('tutor_conversations')
              .values({ user_id: userId, title, created_at: now, updated_at: now })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
        }
        const rows = [];
        for (const [index, m] of messages.entries()) {
          // The reply is a millisecond later, so the order holds when both are read back.
          const createdAt = new Date(now.getTime() + index);
          rows.push(
            await trx
              .insertInto('tutor_messages')
              .values({
                conversation_id: id,
                role: m.role,
                text: m.text,
                grade_band: m.gradeBand,
                answer: m.answer === null ? null : JSON.stringify(m.answer),
                flagged: m.flagged,
                concern: m.concern,
                created_at: createdAt,
              })
              .returningAll()
              .executeTakeFirstOrThrow(),
          );
        }
        return { conversationId: id, rows };
      });
    },

    async renameConversation(userId: string, id: string, title: string) {
      const result = await db
        .updateTable('tutor_conversations')
        .set({ title })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async deleteConversation(userId: string, id: string) {
      const result = await db.deleteFrom('tutor_conversations').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Conversations untouched since `before`, with their messages (cascade). */
    async deleteConversationsUpdatedBefore(before: Date) {
      const result = await db.deleteFrom('tutor_conversations').where('updated_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async deleteUsageBefore(day: string) {
      await db.deleteFrom('tutor_daily_usage').where('day', '<', day).execute();
    },
  };
}

export type TutorRepository = ReturnType<typeof createTutorRepository>;
