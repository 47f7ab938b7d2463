// The tables the teacher-students module owns: no other module reads or writes them except through its service.
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

/** Class join codes a teacher hands out (migration 0026). */
export interface ClassCodesTable {
  id: Generated<string>;
  teacher_id: string;
  code: string;
  created_at: Timestamp;
  expires_at: Date;
  revoked_at: Date | null;
}

/** A teacher's student; only `active` links show the teacher the student's tutor chats. */
export interface TeacherStudentsTable {
  teacher_id: string;
  student_id: string;
  class_code_id: string | null;
  status: 'pending_parent' | 'active';
  created_at: Timestamp;
  approved_at: Date | null;
}

export interface TeacherStudentsTables {
  class_codes: ClassCodesTable;
  teacher_students: TeacherStudentsTable;
}
