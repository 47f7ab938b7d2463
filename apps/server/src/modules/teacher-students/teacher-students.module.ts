import type { FastifyInstance } from 'fastify';
import { studentTeachersRoutes } from './student-teachers.routes.js';
import { teacherStudentsRoutes } from './teacher-students.routes.js';
import { createTeacherStudentsService, type TeacherStudentsDeps } from './teacher-students.service.js';

/** Class codes and teacher–student links, from both sides; returns the service (the tutor's oversight asks it who is linked). */
export async function registerTeacherStudents(app: FastifyInstance, deps: TeacherStudentsDeps) {
  const teacherStudents = createTeacherStudentsService(deps);
  await app.register(teacherStudentsRoutes, { teacherStudents });
  await app.register(studentTeachersRoutes, { teacherStudents });
  return teacherStudents;
}
