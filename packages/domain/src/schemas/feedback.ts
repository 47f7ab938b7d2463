import { z } from 'zod';

export const feedbackTypes = ['improvement', 'issue', 'suggestion'] as const;
export const feedbackTypeSchema = z.enum(feedbackTypes);
export const feedbackTextMaxLength = 5000;

/** Messages are keys of the `errors` namespace, translated where they are shown. */
export const createFeedbackInputSchema = z.object({
  type: feedbackTypeSchema.default('improvement'),
  text: z
    .string({ error: 'feedback.empty' })
    .trim()
    .min(1, { error: 'feedback.empty' })
    .max(feedbackTextMaxLength, { error: 'feedback.tooLong' }),
  path: z.string().max(2048).startsWith('/').optional(),
});
export type CreateFeedbackInput = z.input<typeof createFeedbackInputSchema>;

export const feedbackCreatedSchema = z.object({ id: z.uuid(), createdAt: z.string() });
export type FeedbackCreated = z.infer<typeof feedbackCreatedSchema>;

/** Feedback the person sent, in "export my data" (GET /api/account/export). */
export const exportedFeedbackSchema = z.object({ type: z.string(), text: z.string(), path: z.string().nullable(), created_at: z.string() });
