/** The player's address for a lesson (the hub, course page and summary link here). */
export const lessonPath = (courseId: string, lessonId: string) =>
  `/language-learning/${encodeURIComponent(courseId)}/lessons/${encodeURIComponent(lessonId)}`;
