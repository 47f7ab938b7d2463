/**
 * The curriculum's subjects and grade bands (issue 31). No zod here: the web's curriculum pages
 * import these lists, and the content schemas stay on the server's side.
 */
export const curriculumSubjects = ['math', 'science', 'ela', 'history', 'geography', 'computer-science'] as const;
export type CurriculumSubject = (typeof curriculumSubjects)[number];

export const curriculumBands = ['elementary', 'middle', 'high'] as const;
export type CurriculumBand = (typeof curriculumBands)[number];

/** The grades each band covers (K is 0). */
export const gradesOfBand: Record<CurriculumBand, readonly number[]> = {
  elementary: [0, 1, 2, 3, 4, 5],
  middle: [6, 7, 8],
  high: [9, 10, 11, 12],
};
