/** The subject tutors of /ai-tutors; each has its own method (a model prompt on the server, a description in the app). */
export const tutorSubjects = ['maths', 'science', 'readingWriting', 'history', 'languages'] as const;
export type TutorSubject = (typeof tutorSubjects)[number];
