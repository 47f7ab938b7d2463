import type { z } from 'zod';
import type { createFeedbackInputSchema, FeedbackCreated } from '@brainboost/domain/schemas/feedback';
import type { Db } from '../../db/database.js';
import { createFeedbackRepository } from './feedback.repository.js';
import { iso } from '../../iso-time.js';

type FeedbackInput = z.output<typeof createFeedbackInputSchema>;

export function createFeedbackService(db: Db) {
  const repository = createFeedbackRepository(db);
  return {
    /** Stores feedback as given (already validated); the user id comes from the session, never the body. */
    async submit(input: FeedbackInput, context: { userId: string | null; locale: string }): Promise<FeedbackCreated> {
      const row = await repository.insert({
        type: input.type,
        text: input.text,
        path: input.path ?? null,
        userId: context.userId,
        locale: context.locale,
      });
      return { id: row.id, createdAt: iso(row.created_at) };
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
