import type { RawBuilder, Selectable, Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { ProgrammeEnrolmentsTable, ProgrammePausesTable } from './programmes.tables.js';

export type EnrolmentRow = Selectable<ProgrammeEnrolmentsTable>;
export type PauseRow = Selectable<ProgrammePausesTable>;
/** An enrolment as JSON carries it inside another statement: its times are text. */
export type EnrolmentJson = Omit<EnrolmentRow, 'enrolled_at' | 'ended_at'> & { enrolled_at: string; ended_at: string | null };

/**
 * Enrolments read back from JSON, as `listEnrolments` gives them: times as dates, newest first
 * (sorted here, since an aggregate over an ordered subquery is not promised to keep its order).
 */
export function enrolmentsFromJson(rows: EnrolmentJson[]): EnrolmentRow[] {
  return rows
    .map((row) => ({ ...row, enrolled_at: new Date(row.enrolled_at), ended_at: row.ended_at === null ? null : new Date(row.ended_at) }))
    .sort((a, b) => b.enrolled_at.getTime() - a.enrolled_at.getTime());
}

type Trx = Transaction<Database>;

/** Ends an open enrolment as left or completed, releasing an open pause; false when it was not open. */
/** A pause still open on an enrolment ends at `at` (resumed, completed or left). */
async function endOpenPause(trx: Transaction<Database>, enrolmentId: string, at: Date) {
  await trx
    .updateTable('programme_pauses')
    .set({ resumed_at: at })
    .where('enrolment_id', '=', enrolmentId)
    .where('resumed_at', 'is', null)
    .execute();
}

async function endIn(trx: Trx, enrolmentId: string, status: 'left' | 'completed', at: Date) {
  const row = await trx
    .updateTable('programme_enrolments')
    .set({ status, ended_at: at })
    .where('id', '=', enrolmentId)
    .where('status', 'in', ['active', 'paused'])
    .returning('id')
    .executeTakeFirst();
  if (!row) return false;
  await endOpenPause(trx, enrolmentId, at);
  return true;
}

export function createProgrammesRepository(db: Db) {
  const enrolmentsOf = (userId: string) =>
    db.selectFrom('programme_enrolments').selectAll().where('user_id', '=', userId).orderBy('enrolled_at', 'desc');
  return {
    /** Every enrolment of the learner, newest first (a handful per learner). */
    listEnrolments: (userId: string) => enrolmentsOf(userId).execute(),

    /**
     * The same enrolments as one JSON value, for another module's statement to carry, so that a
     * page needing both answers in one round trip while this SQL stays here (decision 0069).
     */
    enrolmentsAsJson: (userId: string) => jsonArrayFrom(enrolmentsOf(userId)) as unknown as RawBuilder<EnrolmentJson[]>,

    async listPauses(enrolmentIds: string[], executor: Db | Trx = db) {
      if (!enrolmentIds.length) return [];
      return executor.selectFrom('programme_pauses').selectAll().where('enrolment_id', 'in', enrolmentIds).orderBy('paused_at').execute();
    },

    insertEnrolment(values: {
      userId: string;
      programmeId: string;
      kind: 'training' | 'baseline';
      utcOffsetMinutes: number;
      enrolledAt: Date;
    }) {
      return db
        .insertInto('programme_enrolments')
        .values({
          user_id: values.userId,
          programme_id: values.programmeId,
          kind: values.kind,
          status: 'active',
          utc_offset_minutes: values.utcOffsetMinutes,
          enrolled_at: values.enrolledAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    findEnrolment(userId: string, enrolmentId: string) {
      return db
        .selectFrom('programme_enrolments')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', enrolmentId)
        .executeTakeFirst();
    },

    /** Pauses an active enrolment; false when it was not active. */
    async pause(enrolmentId: string, at: Date) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('programme_enrolments')
          .set({ status: 'paused' })
          .where('id', '=', enrolmentId)
          .where('status', '=', 'active')
          .returning('id')
          .executeTakeFirst();
        if (!row) return false;
        await trx.insertInto('programme_pauses').values({ enrolment_id: enrolmentId, paused_at: at }).execute();
        return true;
      });
    },

    /** Resumes a paused enrolment; false when it was not paused. */
    async resume(enrolmentId: string, at: Date) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('programme_enrolments')
          .set({ status: 'active' })
          .where('id', '=', enrolmentId)
          .where('status', '=', 'paused')
          .returning('id')
          .executeTakeFirst();
        if (!row) return false;
        await endOpenPause(trx, enrolmentId, at);
        return true;
      });
    },

    /** The learner's open (active or paused) enrolments, read inside the transaction that may complete them. */
    listOpenEnrolmentsIn(trx: Trx, userId: string) {
      return trx
        .selectFrom('programme_enrolments')
        .selectAll()
        .where('user_id', '=', userId)
        .where('status', 'in', ['active', 'paused'])
        .execute();
    },

    /** Ends an open enrolment as left or completed; false when it was not open. */
    end(enrolmentId: string, status: 'left' | 'completed', at: Date) {
      return db.transaction().execute((trx) => endIn(trx, enrolmentId, status, at));
    },

    endIn,
  };
}
