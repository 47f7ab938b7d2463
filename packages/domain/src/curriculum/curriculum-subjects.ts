import { z } from 'zod';
import { curriculumSubjects } from './topic-content.js';

/**
 * content/curriculum/subjects.json: the six subjects in the order they are shown, the standard each
 * follows, and whether it is published. Only published subjects are served (decision 0113): a
 * subject is published after its second expert's review.
 */
export const curriculumSubjectsFileSchema = z.strictObject({
  subjects: z
    .array(
      z.strictObject({
        id: z.enum(curriculumSubjects),
        standard: z.string().min(1),
        published: z.boolean(),
      }),
    )
    .refine((list) => new Set(list.map((s) => s.id)).size === list.length && list.length === curriculumSubjects.length, {
      error: 'must list each of the six subjects once',
    }),
});
export type CurriculumSubjectsFile = z.infer<typeof curriculumSubjectsFileSchema>;
