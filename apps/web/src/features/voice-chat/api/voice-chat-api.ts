import { useQuery } from '@tanstack/react-query';
import { realtimeRequestTimeoutMs } from '@brainboost/domain/schemas/realtime';
import type { VoiceChatOptions, VoiceChatTurnInput, VoiceChatTurnResult } from '@brainboost/domain/schemas/voice-chat';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** Who answers on this server and the language partners on offer (the tutor's language follows the interface's). */
export function useVoiceChatOptions(locale: string) {
  return useQuery(
    {
      queryKey: ['voice-chat', 'options', locale],
      queryFn: ({ signal }) => apiRequest<VoiceChatOptions>('/api/voice-chat/options', { signal }),
    },
    queryClient,
  );
}

/** Posts a turn; the reply arrives on the realtime socket. Gives up after the spec's 10 s request timeout. */
export function createTurn(input: VoiceChatTurnInput): Promise<VoiceChatTurnResult> {
  return apiRequest<VoiceChatTurnResult>('/api/voice-chat/turns', {
    method: 'POST',
    body: input,
    signal: AbortSignal.timeout(realtimeRequestTimeoutMs),
  });
}

/** Interrupts a reply, whichever server is writing it. */
export function cancelTurn(turnId: string): Promise<void> {
  return apiRequest<void>(`/api/voice-chat/turns/${encodeURIComponent(turnId)}/cancel`, {
    method: 'POST',
    signal: AbortSignal.timeout(realtimeRequestTimeoutMs),
  });
}
