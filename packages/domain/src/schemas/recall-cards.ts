import { z } from 'zod';
import { recallLanguages } from '../cognitive/recall-words.js';
import { gradeBands } from '../school/grade-band.js';

const side = (error: string) =>
  z
    .string({ error })
    .trim()
    .min(1, { error })
    .max(40, { error })
    .regex(/^[^\p{C}]+$/u, { error });

export const newRecallCardSchema = z.object({ front: side('brainTraining.cardFront'), back: side('brainTraining.cardBack') });
export type NewRecallCard = z.infer<typeof newRecallCardSchema>;

export const starterDeckInputSchema = z.object({
  language: z.enum(recallLanguages, { error: 'brainTraining.invalidLanguage' }),
  gradeBand: z.enum(gradeBands, { error: 'brainTraining.invalidGradeBand' }),
});

export const recallCardSchema = z.object({
  id: z.uuid(),
  front: z.string(),
  /** Shown in the card list; a review shows only the front until the answer is checked. */
  back: z.string(),
  source: z.enum(['own', 'starter']),
  box: z.number(),
  dueAt: z.string(),
  due: z.boolean(),
  reviews: z.number(),
  lastReviewedAt: z.string().nullable(),
});
export type RecallCard = z.infer<typeof recallCardSchema>;

export const recallDeckSchema = z.object({ cards: z.array(recallCardSchema), dueCount: z.number(), maxCards: z.number() });
export type RecallDeck = z.infer<typeof recallDeckSchema>;

export const recallCardParamsSchema = z.object({ id: z.uuid({ error: 'brainTraining.cardNotFound' }) });
