import type { Listener } from '../db/notifications.js';

/** A listener driven by the test: `signal` delivers a notification on `channel`, `lose`/`regain` the connection. */
export function fakeListener(channel: string) {
  const handlers = new Map<string, (payload: string) => void>();
  const interrupted = new Set<() => void>();
  let listening = false;
  let syncs = 0;
  const listener: Listener = {
    async listen(name, onPayload) {
      handlers.set(name, onPayload);
      listening = true;
      return async () => {
        handlers.delete(name);
      };
    },
    async sync() {
      syncs += 1;
    },
    isListening: () => listening,
    onInterrupted(handler) {
      interrupted.add(handler);
      return () => interrupted.delete(handler);
    },
    async close() {},
  };
  return {
    listener,
    signal: (payload = '') => handlers.get(channel)?.(payload),
    lose() {
      listening = false;
      for (const handler of interrupted) handler();
    },
    regain() {
      listening = true;
      for (const handler of interrupted) handler();
    },
    get syncs() {
      return syncs;
    },
  };
}
