import type { RecordEventInput, RecordPageViewInput } from '@brainboost/domain/schemas/analytics';
import { apiRequest } from '../../../lib/api-client';

/** Fire and forget: analytics must never break a page. keepalive lets it finish during navigation. */
export function recordPageView(input: RecordPageViewInput) {
  return apiRequest<void>('/api/analytics/page-views', { method: 'POST', body: input, keepalive: true }).catch(() => undefined);
}

export function recordEvent(input: RecordEventInput) {
  return apiRequest<void>('/api/analytics/events', { method: 'POST', body: input, keepalive: true }).catch(() => undefined);
}
