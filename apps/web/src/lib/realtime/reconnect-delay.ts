import { realtimeReconnectDelaysMs } from '@brainboost/domain/schemas/realtime';

/** The wait before reconnect attempt `attempt` (0 first): 1, 2, 5, 10 s, then every 10 s (the spec's figures). */
export function reconnectDelayMs(attempt: number): number {
  return realtimeReconnectDelaysMs[Math.min(attempt, realtimeReconnectDelaysMs.length - 1)]!;
}
