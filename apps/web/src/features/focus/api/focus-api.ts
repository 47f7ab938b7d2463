import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FocusHistory, FocusSession, SaveFocusSessionInput } from '@brainboost/domain/schemas/focus';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export const focusHistoryQuery = queryOptions({
  queryKey: ['focus', 'sessions'],
  queryFn: ({ signal }) => apiRequest<FocusHistory>(`/api/focus/sessions?utcOffset=${-new Date().getTimezoneOffset()}`, { signal }),
});

export function useFocusHistory() {
  return useQuery(focusHistoryQuery, queryClient);
}

export const refreshFocusHistory = () => queryClient.invalidateQueries({ queryKey: focusHistoryQuery.queryKey });

export const saveFocusSession = (input: SaveFocusSessionInput) =>
  apiRequest<FocusSession>('/api/focus/sessions', { method: 'POST', body: input });
