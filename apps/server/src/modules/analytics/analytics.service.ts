import type { z } from 'zod';
import type { recordEventInputSchema, RecordPageViewInput } from '@brainboost/domain/schemas/analytics';
import type { Db } from '../../db/database.js';
import { createAnalyticsRepository } from './analytics.repository.js';

type EventInput = z.output<typeof recordEventInputSchema>;

/** Keeps only the path of a URL: query strings can carry emails, tokens or search terms. */
export function stripQuery(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, 'http://local.invalid');
    return parsed.origin === 'http://local.invalid' ? parsed.pathname : `${parsed.origin}${parsed.pathname}`;
  } catch {
    return null;
  }
}

export function createAnalyticsService(db: Db) {
  const repository = createAnalyticsRepository(db);
  return {
    recordPageView(input: RecordPageViewInput, userId: string | null) {
      return repository.insertPageView({
        path: stripQuery(input.path) ?? '/',
        referrer: stripQuery(input.referrer),
        locale: input.locale ?? null,
        sessionId: input.sessionId,
        userId,
      });
    },
    recordEvent(input: EventInput, userId: string | null) {
      return repository.insertEvent({
        name: input.name,
        path: stripQuery(input.path),
        properties: input.properties,
        sessionId: input.sessionId,
        userId,
      });
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
