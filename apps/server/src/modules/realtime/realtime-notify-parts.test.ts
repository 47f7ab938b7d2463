import { describe, expect, it } from 'vitest';
import { createPartJoiner, partCodePoints, splitIntoParts } from './realtime-notify-parts.js';

const notifyLimitBytes = 8000;

describe('realtime events in NOTIFY parts', () => {
  it('keeps every part under PostgreSQL’s payload limit, even of four-byte characters, and joins them back', () => {
    const event = JSON.stringify({ type: 'voice-chat.done', text: '𝄞'.repeat(5000) + 'fin' });
    const parts = splitIntoParts('m1', 'user-1', event);
    expect(parts.length).toBe(Math.ceil(Array.from(event).length / partCodePoints));
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThan(notifyLimitBytes);
    const joined: [string, string][] = [];
    const join = createPartJoiner((userId, text) => joined.push([userId, text]));
    parts.forEach(join);
    expect(joined).toEqual([['user-1', event]]);
  });

  it('joins interleaved events by their id and ignores a repeated part', () => {
    const a = splitIntoParts('a', 'u', 'x'.repeat(partCodePoints + 1));
    const b = splitIntoParts('b', 'v', 'y'.repeat(partCodePoints + 1));
    const joined: string[] = [];
    const join = createPartJoiner((userId) => joined.push(userId));
    [a[0]!, b[0]!, a[0]!, b[1]!, a[1]!].forEach(join);
    expect(joined).toEqual(['v', 'u']);
  });

  it('forgets the parts of an event that never completes', () => {
    let now = 0;
    const joined: string[] = [];
    const join = createPartJoiner(
      (_, text) => joined.push(text),
      () => now,
    );
    const [first, second] = splitIntoParts('late', 'u', 'z'.repeat(partCodePoints + 1));
    join(first!);
    now = 60_000;
    join(splitIntoParts('other', 'u', 'w')[0]!);
    join(splitIntoParts('x', 'u', 'q'.repeat(partCodePoints + 1))[0]!);
    join(second!);
    expect(joined).toEqual(['w']);
  });

  it('ignores a payload that is not a part', () => {
    const joined: string[] = [];
    const join = createPartJoiner((_, text) => joined.push(text));
    join('no header');
    join('id 3 2 u\nbody');
    expect(joined).toEqual([]);
  });
});
