import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { tutorActivityOfLearner } from '../tutor/tutor.service.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

/** SQL for class codes and teacher–student links. */
export function createTeacherStudentsRepository(db: Db) {
  return {
    /** Inserts a code; false when the code is already taken (the caller draws another). */
    async insertCode(teacherId: string, code: string, createdAt: Date, expiresAt: Date) {
      try {
        return await db
          .insertInto('class_codes')
          .values({ teacher_id: teacherId, code, created_at: createdAt, expires_at: expiresAt })
          .returning('id')
          .executeTakeFirstOrThrow();
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
    },

    listCodesWithJoinCounts(teacherId: string) {
      return db
        .selectFrom('class_codes as c')
        .select(['c.id', 'c.code', 'c.created_at', 'c.expires_at', 'c.revoked_at'])
        .select((eb) =>
          eb
            .selectFrom('teacher_students as l')
            .whereRef('l.class_code_id', '=', 'c.id')
            .select(eb.fn.countAll<string>().as('n'))
            .as('joined'),
        )
        .where('c.teacher_id', '=', teacherId)
        .orderBy('c.created_at', 'desc')
        .limit(100)
        .execute();
    },

    async revokeCode(teacherId: string, codeId: string, now: Date): Promise<boolean> {
      const found = await db
        .selectFrom('class_codes')
        .select('revoked_at')
        .where('id', '=', codeId)
        .where('teacher_id', '=', teacherId)
        .executeTakeFirst();
      if (!found) return false;
      await db.updateTable('class_codes').set({ revoked_at: now }).where('id', '=', codeId).where('revoked_at', 'is', null).execute();
      return true;
    },

    findCode(code: string) {
      return db.selectFrom('class_codes').selectAll().where('code', '=', code).executeTakeFirst();
    },

    /** Inserts a link; false when the pair is already linked. */
    async insertLink(link: { teacherId: string; studentId: string; classCodeId: string; status: 'pending_parent' | 'active'; now: Date }) {
      const row = await db
        .insertInto('teacher_students')
        .values({
          teacher_id: link.teacherId,
          student_id: link.studentId,
          class_code_id: link.classCodeId,
          status: link.status,
          created_at: link.now,
          approved_at: link.status === 'active' ? link.now : null,
        })
        .onConflict((oc) => oc.columns(['teacher_id', 'student_id']).doNothing())
        .returning('teacher_id')
        .executeTakeFirst();
      return Boolean(row);
    },

    async deleteLink(teacherId: string, studentId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('teacher_students')
        .where('teacher_id', '=', teacherId)
        .where('student_id', '=', studentId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async isActiveLink(teacherId: string, studentId: string): Promise<boolean> {
      const row = await db
        .selectFrom('teacher_students')
        .select('status')
        .where('teacher_id', '=', teacherId)
        .where('student_id', '=', studentId)
        .executeTakeFirst();
      return row?.status === 'active';
    },

    /** A teacher's students with their tutor activity; counts only for active links. */
    listStudentsWithActivity: (teacherId: string) =>
      db
        .selectFrom('teacher_students as l')
        .select(['l.student_id', 'l.status', 'l.created_at'])
        .select(() => {
          const tutor = tutorActivityOfLearner(sql.ref<string>('l.student_id'));
          return [tutor.conversations.as('conversations'), tutor.flagged.as('flagged'), tutor.lastFlaggedAt.as('last_flagged_at')];
        })
        .where('l.teacher_id', '=', teacherId)
        .execute(),

    /** A learner's teachers. */
    listTeachersOf: (studentId: string) =>
      db
        .selectFrom('teacher_students as l')
        .select(['l.teacher_id', 'l.status', 'l.created_at'])
        .where('l.student_id', '=', studentId)
        .orderBy('l.created_at', 'desc')
        .execute(),

    /** Teacher links of these learners, newest first. */
    listLinksOfStudents(studentIds: readonly string[]) {
      return db
        .selectFrom('teacher_students')
        .select(['student_id', 'teacher_id', 'status', 'created_at'])
        .where('student_id', 'in', studentIds)
        .orderBy('created_at', 'desc')
        .execute();
    },

    async approveLink(teacherId: string, studentId: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('teacher_students')
        .set({ status: 'active', approved_at: now })
        .where('teacher_id', '=', teacherId)
        .where('student_id', '=', studentId)
        .where('status', '=', 'pending_parent')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type TeacherStudentsRepository = ReturnType<typeof createTeacherStudentsRepository>;
