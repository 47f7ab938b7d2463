import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Teachers and their students (decision 0028).
 * - `class_codes`: join codes a teacher makes; each admits students for 14 days unless revoked.
 * - `teacher_students`: one row per teacher and student. A child account's link waits for the
 *   parent (`pending_parent`); only `active` links let the teacher read the student's tutor chats.
 * Both go with either account (on delete cascade); a deleted code leaves its students linked.
 */
export const migration0026TeacherStudents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('class_codes')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('teacher_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('code', 'text', (c) =>
        c
          .notNull()
          .unique()
          .check(sql`code ~ '^[A-HJ-NP-Z2-9]{8}$'`),
      )
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('revoked_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('class_codes_teacher_idx').on('class_codes').columns(['teacher_id', 'created_at']).execute();

    await db.schema
      .createTable('teacher_students')
      .addColumn('teacher_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('student_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('class_code_id', 'uuid', (c) => c.references('class_codes.id').onDelete('set null'))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending_parent', 'active')`))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('approved_at', 'timestamptz')
      .addPrimaryKeyConstraint('teacher_students_pkey', ['teacher_id', 'student_id'])
      .addCheckConstraint('teacher_students_not_self', sql`teacher_id <> student_id`)
      .execute();
    await db.schema.createIndex('teacher_students_student_idx').on('teacher_students').column('student_id').execute();
    await db.schema.createIndex('teacher_students_code_idx').on('teacher_students').column('class_code_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('teacher_students').execute();
    await db.schema.dropTable('class_codes').execute();
  },
};
