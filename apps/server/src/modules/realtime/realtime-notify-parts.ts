/**
 * A realtime event travels as NOTIFY payloads, which PostgreSQL caps at 8000 bytes. Events are
 * split into parts of at most `partCodePoints` code points (4 bytes each at most in UTF-8), each
 * with a header line, and joined again by the receiving server (decision 0108).
 */
export const partCodePoints = 1900;

export type NotifyPart = { messageId: string; index: number; count: number; userId: string; body: string };

/** The payloads of one event for `userId`; `messageId` must be unique per event. */
export function splitIntoParts(messageId: string, userId: string, event: string): string[] {
  const codePoints = Array.from(event);
  const count = Math.max(1, Math.ceil(codePoints.length / partCodePoints));
  return Array.from({ length: count }, (_, index) => {
    const body = codePoints.slice(index * partCodePoints, (index + 1) * partCodePoints).join('');
    return `${messageId} ${index} ${count} ${userId}\n${body}`;
  });
}

export function readPart(payload: string): NotifyPart | null {
  const newline = payload.indexOf('\n');
  if (newline < 0) return null;
  const [messageId, index, count, userId] = payload.slice(0, newline).split(' ');
  const at = Number(index);
  const total = Number(count);
  if (!messageId || !userId || !Number.isInteger(at) || !Number.isInteger(total) || at < 0 || at >= total) return null;
  return { messageId, index: at, count: total, userId, body: payload.slice(newline + 1) };
}

/** How long the parts of an event wait for the rest (a server that stopped mid-event never sends them). */
const partsKeptMs = 30_000;

/** Joins parts back into events; `onEvent` receives each complete one. */
export function createPartJoiner(onEvent: (userId: string, event: string) => void, now: () => number = Date.now) {
  const pending = new Map<string, { parts: string[]; received: number; since: number }>();
  return (payload: string) => {
    const part = readPart(payload);
    if (!part) return;
    if (part.count === 1) return onEvent(part.userId, part.body);
    const at = now();
    for (const [id, entry] of pending) if (at - entry.since > partsKeptMs) pending.delete(id);
    const entry = pending.get(part.messageId) ?? { parts: new Array<string>(part.count), received: 0, since: at };
    if (entry.parts[part.index] === undefined) entry.received += 1;
    entry.parts[part.index] = part.body;
    pending.set(part.messageId, entry);
    if (entry.received < part.count) return;
    pending.delete(part.messageId);
    onEvent(part.userId, entry.parts.join(''));
  };
}
