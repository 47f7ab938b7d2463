import { useQuery } from '@tanstack/react-query';
import type { Mailbox } from '@brainboost/domain/schemas/mailbox';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** The development outbox; a 404 means this server runs in production, where there is none. */
export function useMailbox(recipient: string) {
  return useQuery(
    {
      queryKey: ['dev-mailbox', recipient],
      queryFn: ({ signal }) =>
        apiRequest<Mailbox>(`/api/dev/mailbox${recipient ? `?recipient=${encodeURIComponent(recipient)}` : ''}`, { signal }),
      staleTime: 0,
      refetchInterval: 5000,
    },
    queryClient,
  );
}
