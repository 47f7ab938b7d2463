import { AppError } from '../../plugins/app-error.js';

/** Errors of teacher–student links; messages are keys in the `teacherStudents` group of errors.json. */
export const teacherStudentErrors = {
  codeUnknown: () => new AppError('CLASS_CODE_UNKNOWN', 404, 'teacherStudents.codeUnknown', { code: 'teacherStudents.codeUnknown' }),
  codeExpired: () => new AppError('CLASS_CODE_EXPIRED', 410, 'teacherStudents.codeExpired', { code: 'teacherStudents.codeExpired' }),
  codeRevoked: () => new AppError('CLASS_CODE_REVOKED', 410, 'teacherStudents.codeRevoked', { code: 'teacherStudents.codeRevoked' }),
  ownCode: () => new AppError('CLASS_CODE_OWN', 409, 'teacherStudents.ownCode', { code: 'teacherStudents.ownCode' }),
  alreadyJoined: () => new AppError('ALREADY_JOINED', 409, 'teacherStudents.alreadyJoined', { code: 'teacherStudents.alreadyJoined' }),
  tooManyAttempts: () => new AppError('CLASS_CODE_ATTEMPTS', 429, 'teacherStudents.tooManyAttempts'),
  codeNotFound: () => new AppError('CLASS_CODE_NOT_FOUND', 404, 'teacherStudents.codeNotFound'),
  studentNotFound: () => new AppError('TEACHER_STUDENT_NOT_FOUND', 404, 'teacherStudents.studentNotFound'),
  teacherNotFound: () => new AppError('TEACHER_NOT_FOUND', 404, 'teacherStudents.teacherNotFound'),
  linkNotFound: () => new AppError('TEACHER_LINK_NOT_FOUND', 404, 'teacherStudents.linkNotFound'),
};
