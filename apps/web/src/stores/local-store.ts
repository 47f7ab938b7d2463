import { useSyncExternalStore } from 'react';

/**
 * A tiny store over one localStorage entry, shared by every component that reads it and kept in
 * step across tabs. Storage can be unavailable (private modes, quotas): the value then lives in
 * memory for the session.
 */
export function createLocalStore<T>(key: string, read: (raw: string | null) => T, write: (value: T) => string) {
  const listeners = new Set<() => void>();
  const safeGet = () => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  let value = read(safeGet());
  const notify = () => listeners.forEach((l) => l());

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === key) {
        value = read(event.newValue);
        notify();
      }
    });
  }

  return {
    get: () => value,
    set(next: T) {
      value = next;
      try {
        localStorage.setItem(key, write(next));
      } catch {
        // kept in memory only
      }
      notify();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    use(): T {
      return useSyncExternalStore(this.subscribe, this.get, this.get);
    },
  };
}
