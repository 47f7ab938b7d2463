import { z } from 'zod';
import { studentLanguageProgressSchema } from './languages.js';
import { isClassCode, normaliseClassCode } from '../teacher-students/class-codes.js';

export const teacherLinkStatuses = ['pending_parent', 'active'] as const;
export type TeacherLinkStatus = (typeof teacherLinkStatuses)[number];

/** A typed class code: case, spaces and a dash are forgiven; anything else is not a code. */
export const classCodeInputSchema = z
  .string({ error: 'teacherStudents.codeInvalid' })
  .transform(normaliseClassCode)
  .refine(isClassCode, { error: 'teacherStudents.codeInvalid' });

/** POST /api/me/teachers: a learner joins a teacher's class with the code. */
export const joinClassInputSchema = z.object({ code: classCodeInputSchema });
export type JoinClassInput = z.input<typeof joinClassInputSchema>;

/** A code as the teacher who made it sees it. */
export const classCodeSummarySchema = z.object({
  id: z.string(),
  code: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  state: z.enum(['active', 'expired', 'revoked']),
  /** Students linked through this code now (waiting for a parent included). */
  joinedCount: z.number().int(),
});
export type ClassCodeSummary = z.infer<typeof classCodeSummarySchema>;
export const classCodeListSchema = z.object({ codes: z.array(classCodeSummarySchema) });
export type ClassCodeList = z.infer<typeof classCodeListSchema>;

/** One of a teacher's students: a name and tutor activity, never an email or a birth date. */
export const teacherStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(teacherLinkStatuses),
  since: z.string(),
  /** Null while a parent has not approved: the teacher sees nothing of the chats until then. */
  conversationCount: z.number().int().nullable(),
  flaggedCount: z.number().int().nullable(),
  lastFlaggedAt: z.string().nullable(),
  /** Language learning (streak on UTC days: the teacher's view carries no learner time zone); null until the link is active. */
  languages: studentLanguageProgressSchema.nullable(),
});
export type TeacherStudent = z.infer<typeof teacherStudentSchema>;
export const teacherStudentListSchema = z.object({ students: z.array(teacherStudentSchema) });
export type TeacherStudentList = z.infer<typeof teacherStudentListSchema>;

/** A teacher as a linked learner sees them. */
export const myTeacherSchema = z.object({ id: z.string(), name: z.string(), status: z.enum(teacherLinkStatuses), since: z.string() });
export type MyTeacher = z.infer<typeof myTeacherSchema>;
export const myTeacherListSchema = z.object({ teachers: z.array(myTeacherSchema) });
export type MyTeacherList = z.infer<typeof myTeacherListSchema>;

/** A teacher link of a parent's child: waiting for the parent, or active. */
export const childTeacherLinkSchema = z.object({
  childId: z.string(),
  childUsername: z.string(),
  teacherId: z.string(),
  teacherName: z.string(),
  status: z.enum(teacherLinkStatuses),
  requestedAt: z.string(),
});
export type ChildTeacherLink = z.infer<typeof childTeacherLinkSchema>;
export const childTeacherLinkListSchema = z.object({ links: z.array(childTeacherLinkSchema) });
export type ChildTeacherLinkList = z.infer<typeof childTeacherLinkListSchema>;
