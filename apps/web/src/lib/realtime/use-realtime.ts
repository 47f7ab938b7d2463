import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { RealtimeEvent, RealtimeEventType } from '@brainboost/domain/schemas/realtime';
import { createRealtimeClient, type RealtimeClient, type RealtimeState } from './realtime-client';

let client: RealtimeClient | null = null;
let users = 0;

function browserClient(): RealtimeClient {
  client ??= createRealtimeClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/realtime`,
    createSocket: (url) => new WebSocket(url),
    isOnline: () => navigator.onLine,
    onResume(handler) {
      const onVisible = () => document.visibilityState === 'visible' && handler();
      document.addEventListener('visibilitychange', onVisible);
      window.addEventListener('online', handler);
      return () => {
        document.removeEventListener('visibilitychange', onVisible);
        window.removeEventListener('online', handler);
      };
    },
  });
  return client;
}

/** Keeps the page's realtime socket open while a component using it is mounted. */
function useConnection(): RealtimeClient {
  const current = browserClient();
  useEffect(() => {
    users += 1;
    current.start();
    return () => {
      users -= 1;
      if (users === 0) current.stop();
    };
  }, [current]);
  return current;
}

/** Calls `handler` for each realtime event of `type` while the component is mounted (the latest handler, without resubscribing). */
export function useRealtime<T extends RealtimeEventType>(type: T, handler: (event: Extract<RealtimeEvent, { type: T }>) => void) {
  const current = useConnection();
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => current.on(type, (event) => latest.current(event)), [current, type]);
}

/** The socket's state, for showing it (and for not sending a turn while its reply could not arrive). */
export function useRealtimeState(): RealtimeState {
  const current = useConnection();
  return useSyncExternalStore(
    (notify) => current.onState(notify),
    () => current.state(),
  );
}
