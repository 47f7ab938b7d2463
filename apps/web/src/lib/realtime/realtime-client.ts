import {
  realtimeHeartbeatMs,
  realtimeRequestTimeoutMs,
  realtimeServerMessageSchema,
  type RealtimeEvent,
  type RealtimeEventType,
} from '@brainboost/domain/schemas/realtime';
import { reconnectDelayMs } from './reconnect-delay';

/** `connecting`: the first attempt; `reconnecting`: waiting or trying again after a loss; `offline`: the browser says it has no network. */
export type RealtimeState = 'connecting' | 'open' | 'reconnecting' | 'offline' | 'closed';

type Handler<T extends RealtimeEventType> = (event: Extract<RealtimeEvent, { type: T }>) => void;

/** What the client needs of the browser; tests pass fakes. */
export type RealtimeEnvironment = {
  url: string;
  createSocket: (url: string) => WebSocket;
  isOnline: () => boolean;
  /** Calls `handler` when the page becomes visible again or the network comes back; returns the way to stop. */
  onResume: (handler: () => void) => () => void;
};

/**
 * The one realtime socket of the page: it pings every 30 s and reconnects when no pong arrives
 * within 10 s, and after a loss retries after 1, 2, 5, 10 s, then every 10 s; at once when the
 * page becomes visible or the network returns. Events reach the handlers of their `type`.
 */
export function createRealtimeClient(env: RealtimeEnvironment) {
  const handlers = new Map<RealtimeEventType, Set<(event: RealtimeEvent) => void>>();
  const stateListeners = new Set<(state: RealtimeState) => void>();
  let state: RealtimeState = 'closed';
  let socket: WebSocket | null = null;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  let pongDue: ReturnType<typeof setTimeout> | null = null;
  let pings = 0;
  let stopResume: (() => void) | null = null;

  const setState = (next: RealtimeState) => {
    if (next === state) return;
    state = next;
    for (const listener of stateListeners) listener(next);
  };

  function clearTimers() {
    if (retry) clearTimeout(retry);
    if (heartbeat) clearInterval(heartbeat);
    if (pongDue) clearTimeout(pongDue);
    retry = heartbeat = pongDue = null;
  }

  function drop() {
    const current = socket;
    socket = null;
    if (current) {
      current.onopen = current.onmessage = current.onclose = current.onerror = null;
      current.close();
    }
  }

  function open() {
    clearTimers();
    drop();
    if (!env.isOnline()) return setState('offline');
    const next = env.createSocket(env.url);
    socket = next;
    next.onmessage = (message) => {
      const parsed = realtimeServerMessageSchema.safeParse(JSON.parse(String(message.data)));
      if (!parsed.success) return;
      const data = parsed.data;
      if (data.type === 'ready') {
        attempt = 0;
        setState('open');
        heartbeat = setInterval(ping, realtimeHeartbeatMs);
        return;
      }
      if (data.type === 'pong') {
        if (pongDue) clearTimeout(pongDue);
        pongDue = null;
        return;
      }
      for (const handler of handlers.get(data.type) ?? []) handler(data);
    };
    next.onclose = () => lost();
  }

  function ping() {
    if (!socket || pongDue) return;
    socket.send(JSON.stringify({ type: 'ping', id: String(++pings) }));
    pongDue = setTimeout(lost, realtimeRequestTimeoutMs);
  }

  function lost() {
    clearTimers();
    drop();
    if (!stopResume) return setState('closed');
    if (!env.isOnline()) return setState('offline');
    setState('reconnecting');
    retry = setTimeout(open, reconnectDelayMs(attempt++));
  }

  return {
    /** Opens the socket (and keeps it open until `stop`). */
    start() {
      if (stopResume) return;
      stopResume = env.onResume(() => {
        if (state !== 'open') open();
      });
      setState('connecting');
      open();
    },
    stop() {
      stopResume?.();
      stopResume = null;
      clearTimers();
      drop();
      attempt = 0;
      setState('closed');
    },
    state: () => state,
    onState(listener: (state: RealtimeState) => void) {
      stateListeners.add(listener);
      return () => {
        stateListeners.delete(listener);
      };
    },
    on<T extends RealtimeEventType>(type: T, handler: Handler<T>) {
      const set = handlers.get(type) ?? new Set();
      const wrapped = handler as (event: RealtimeEvent) => void;
      set.add(wrapped);
      handlers.set(type, set);
      return () => {
        set.delete(wrapped);
      };
    },
  };
}

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;
