import { randomUuid } from '../../lib/random-uuid';

const key = 'brainboost-analytics-session';

/** A random id per browser tab session: enough to count visits, never links a child across sessions. */
export function analyticsSessionId(): string {
  try {
    const existing = sessionStorage.getItem(key);
    if (existing) return existing;
    const id = randomUuid();
    sessionStorage.setItem(key, id);
    return id;
  } catch {
    return randomUuid();
  }
}
