import { randomBytes } from 'node:crypto';
import { classCodeExpiresAt, classCodeFromBytes, classCodeLength, classCodeState } from '@brainboost/domain/teacher-students/class-codes';
import type {
  ChildTeacherLinkList,
  ClassCodeList,
  ClassCodeSummary,
  MyTeacherList,
  TeacherStudentList,
} from '@brainboost/domain/schemas/teacher-students';
import type { Db } from '../../db/database.js';
import type { AccountRateLimiter } from '../../plugins/account-rate-limit.js';
import { teacherStudentErrors as errors } from './teacher-students.errors.js';
import { createTeacherStudentsRepository } from './teacher-students.repository.js';
import type { PeopleService, Person } from '../accounts/people.service.js';
import type { ChildrenService } from '../children/children.service.js';
import type { LanguagesService } from '../languages/languages.service.js';
import { iso } from '../../iso-time.js';

export type TeacherStudentsDeps = {
  db: Db;
  limiter: AccountRateLimiter;
  people: Pick<PeopleService, 'byIds'>;
  children: Pick<ChildrenService, 'approvedChildrenOf' | 'parentLinkOf'>;
  languages: Pick<LanguagesService, 'progressForTeacher'>;
  randomCode?: () => string;
};

/** What a teacher is called: their profile name, else their account name. */
const teacherName = (person: Person | undefined) => (person && (person.fullName || person.name)) ?? '';
/** What a student is called: their profile name, else a child's username, else their account name. */
const studentName = (person: Person | undefined) => (person && (person.fullName || (person.displayUsername ?? person.name))) ?? '';

/**
 * Teachers and their students (decision 0028). A teacher makes class codes; a learner joins with
 * one. A child account's link waits for the parent who approved the child; only active links let
 * the teacher read the learner's tutor chats (see tutor-oversight.ts). Either side may end a link.
 */
export function createTeacherStudentsService({
  db,
  limiter,
  people,
  children,
  languages,
  randomCode = () => classCodeFromBytes(randomBytes(classCodeLength)),
}: TeacherStudentsDeps) {
  const repository = createTeacherStudentsRepository(db);

  async function listTeachers(studentId: string): Promise<MyTeacherList> {
    const rows = await repository.listTeachersOf(studentId);
    const teachers = await people.byIds(rows.map((row) => row.teacher_id));
    return {
      teachers: rows.map((row) => ({
        id: row.teacher_id,
        name: teacherName(teachers.get(row.teacher_id)),
        status: row.status,
        since: iso(row.created_at),
      })),
    };
  }

  return {
    async createCode(teacherId: string, now = new Date()): Promise<ClassCodeSummary> {
      const expiresAt = classCodeExpiresAt(now);
      // 32^8 codes: a clash is rare, and a fresh draw settles it.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const code = randomCode();
        const row = await repository.insertCode(teacherId, code, now, expiresAt);
        if (row)
          return { id: row.id, code, createdAt: iso(now), expiresAt: iso(expiresAt), revokedAt: null, state: 'active', joinedCount: 0 };
      }
      throw new Error('could not draw an unused class code');
    },

    async listCodes(teacherId: string, now = new Date()): Promise<ClassCodeList> {
      const rows = await repository.listCodesWithJoinCounts(teacherId);
      return {
        codes: rows.map((row) => ({
          id: row.id,
          code: row.code,
          createdAt: iso(row.created_at),
          expiresAt: iso(row.expires_at),
          revokedAt: row.revoked_at ? iso(row.revoked_at) : null,
          state: classCodeState({ expiresAt: new Date(row.expires_at), revokedAt: row.revoked_at ? new Date(row.revoked_at) : null }, now),
          joinedCount: Number(row.joined ?? 0),
        })),
      };
    },

    /** Stops a code admitting anyone new; students who joined with it stay. */
    async revokeCode(teacherId: string, codeId: string, now = new Date()) {
      if (!(await repository.revokeCode(teacherId, codeId, now))) throw errors.codeNotFound();
    },

    async listStudents(teacherId: string): Promise<TeacherStudentList> {
      const rows = await repository.listStudentsWithActivity(teacherId);
      const isActive = (row: (typeof rows)[number]) => row.status === 'active';
      const [persons, progress] = await Promise.all([
        people.byIds(rows.map((row) => row.student_id)),
        Promise.all(rows.map((row) => (isActive(row) ? languages.progressForTeacher(row.student_id, { utcOffsetMinutes: 0 }) : null))),
      ]);
      const students = rows.map((row, i) => {
        const active = row.status === 'active';
        return {
          id: row.student_id,
          name: studentName(persons.get(row.student_id)),
          status: row.status,
          since: iso(row.created_at),
          conversationCount: active ? Number(row.conversations ?? 0) : null,
          flaggedCount: active ? Number(row.flagged ?? 0) : null,
          lastFlaggedAt: active && row.last_flagged_at ? iso(row.last_flagged_at as Date | string) : null,
          languages: progress[i] ?? null,
        };
      });
      // The most recently flagged first; then the newest students.
      students.sort((a, b) => (b.lastFlaggedAt ?? '').localeCompare(a.lastFlaggedAt ?? '') || b.since.localeCompare(a.since));
      return { students };
    },

    async removeStudent(teacherId: string, studentId: string) {
      if (!(await repository.deleteLink(teacherId, studentId))) throw errors.studentNotFound();
    },

    /** Whether the teacher may read this learner's tutor chats: an active link, nothing else. */
    isActiveStudent: (teacherId: string, studentId: string) => repository.isActiveLink(teacherId, studentId),

    /**
     * A learner joins the class of the code's teacher. Wrong codes count against the learner's
     * account (rate-limited like wrong sign-in codes), so codes cannot be guessed by trying.
     */
    async join(studentId: string, code: string, now = new Date()): Promise<MyTeacherList> {
      if (!(await limiter.check('classCodeAttempt', studentId)).allowed) throw errors.tooManyAttempts();
      const found = await repository.findCode(code);
      if (!found) {
        await limiter.fail('classCodeAttempt', studentId);
        throw errors.codeUnknown();
      }
      const state = classCodeState(
        { expiresAt: new Date(found.expires_at), revokedAt: found.revoked_at ? new Date(found.revoked_at) : null },
        now,
      );
      if (state === 'revoked') throw errors.codeRevoked();
      if (state === 'expired') throw errors.codeExpired();
      if (found.teacher_id === studentId) throw errors.ownCode();
      const child = await children.parentLinkOf(studentId);
      const status = child.isChild ? 'pending_parent' : 'active';
      if (!(await repository.insertLink({ teacherId: found.teacher_id, studentId, classCodeId: found.id, status, now })))
        throw errors.alreadyJoined();
      await limiter.reset('classCodeAttempt', studentId);
      return listTeachers(studentId);
    },

    listTeachers,

    async leave(studentId: string, teacherId: string) {
      if (!(await repository.deleteLink(teacherId, studentId))) throw errors.teacherNotFound();
    },

    /** The teacher links of a parent's approved children, waiting ones first for the parent to decide. */
    async listForParent(parentUserId: string): Promise<ChildTeacherLinkList> {
      const linked = await children.approvedChildrenOf(parentUserId);
      const usernames = new Map(linked.map((child) => [child.id, child.username ?? '']));
      const rows = linked.length > 0 ? await repository.listLinksOfStudents([...usernames.keys()]) : [];
      const teachers = await people.byIds(rows.map((row) => row.teacher_id));
      const links = rows.map((row) => ({
        childId: row.student_id,
        childUsername: usernames.get(row.student_id)!,
        teacherId: row.teacher_id,
        teacherName: teacherName(teachers.get(row.teacher_id)),
        status: row.status,
        requestedAt: iso(row.created_at),
      }));
      links.sort((a, b) => Number(a.status === 'active') - Number(b.status === 'active'));
      return { links };
    },

    async approveForChild(parentUserId: string, childId: string, teacherId: string, now = new Date()) {
      await ensureParent(parentUserId, childId);
      if (!(await repository.approveLink(teacherId, childId, now))) throw errors.linkNotFound();
    },

    /** Declines a waiting link, or ends an active one. */
    async removeForChild(parentUserId: string, childId: string, teacherId: string) {
      await ensureParent(parentUserId, childId);
      if (!(await repository.deleteLink(teacherId, childId))) throw errors.linkNotFound();
    },
  };

  async function ensureParent(parentUserId: string, childId: string) {
    const child = await children.parentLinkOf(childId);
    if (!child.isChild || child.parentUserId !== parentUserId) throw errors.linkNotFound();
  }
}

export type TeacherStudentsService = ReturnType<typeof createTeacherStudentsService>;
