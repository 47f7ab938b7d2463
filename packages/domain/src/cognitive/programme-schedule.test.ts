import { describe, expect, it } from 'vitest';
import { sessionDueAt, sessionProgress, type SavedAttempt } from './programme-schedule.js';

const enrolled = new Date('2026-03-02T15:30:00Z');
const attempt = (id: string, taskId: string, finishedAt: string, performanceIndex = 50): SavedAttempt => ({
  id,
  taskId,
  finishedAt: new Date(finishedAt),
  level: null,
  performanceIndex,
});

describe('sessionDueAt', () => {
  it('makes day 0 due at enrolment and later days at local midnight', () => {
    expect(sessionDueAt(enrolled, 0, 0, [])?.toISOString()).toBe('2026-03-02T15:30:00.000Z');
    expect(sessionDueAt(enrolled, 2, 0, [])?.toISOString()).toBe('2026-03-04T00:00:00.000Z');
    // UTC+9: 15:30Z is 00:30 on 3 March locally, so day 2 is local midnight of 5 March.
    expect(sessionDueAt(enrolled, 2, 540, [])?.toISOString()).toBe('2026-03-04T15:00:00.000Z');
  });
  it('holds back sessions during an open pause and shifts them by a finished one', () => {
    const from = new Date('2026-03-03T12:00:00Z');
    expect(sessionDueAt(enrolled, 2, 0, [{ from, to: null }])).toBeNull();
    expect(sessionDueAt(enrolled, 2, 0, [{ from, to: new Date('2026-03-05T12:00:00Z') }])?.toISOString()).toBe('2026-03-06T00:00:00.000Z');
  });
  it('leaves sessions already due where they were', () => {
    const pause = { from: new Date('2026-03-04T08:00:00Z'), to: null };
    expect(sessionDueAt(enrolled, 2, 0, [pause])?.toISOString()).toBe('2026-03-04T00:00:00.000Z');
    expect(sessionDueAt(enrolled, 4, 0, [pause])).toBeNull();
  });
});

describe('sessionProgress', () => {
  const sessions = [
    { dueAt: new Date('2026-03-02T15:30:00Z'), items: [{ taskId: 'n-back' as const }, { taskId: 'corsi' as const }] },
    { dueAt: new Date('2026-03-04T00:00:00Z'), items: [{ taskId: 'n-back' as const }] },
  ];
  it('ignores attempts from before a session was due', () => {
    const progress = sessionProgress(sessions, [
      attempt('a', 'n-back', '2026-03-02T10:00:00Z'),
      attempt('b', 'corsi', '2026-03-02T16:00:00Z'),
    ]);
    expect(progress[0]!.items.map((i) => i.attempt?.id ?? null)).toEqual([null, 'b']);
    expect(progress[0]!.doneAt).toBeNull();
  });
  it('marks a session done when every item has its own attempt, at the last one', () => {
    const progress = sessionProgress(sessions, [
      attempt('a', 'n-back', '2026-03-02T16:00:00Z'),
      attempt('b', 'corsi', '2026-03-02T16:10:00Z'),
      attempt('c', 'n-back', '2026-03-04T09:00:00Z'),
    ]);
    expect(progress.map((p) => p.doneAt?.toISOString() ?? null)).toEqual(['2026-03-02T16:10:00.000Z', '2026-03-04T09:00:00.000Z']);
  });
  it('uses one attempt for one item only', () => {
    const progress = sessionProgress(sessions, [
      attempt('a', 'n-back', '2026-03-04T09:00:00Z'),
      attempt('b', 'corsi', '2026-03-04T09:10:00Z'),
    ]);
    expect(progress[0]!.doneAt).not.toBeNull();
    expect(progress[1]!.doneAt).toBeNull();
  });
  it('counts nothing for a session not due', () => {
    expect(
      sessionProgress([{ dueAt: null, items: [{ taskId: 'n-back' }] }], [attempt('a', 'n-back', '2026-03-04T09:00:00Z')])[0]!.doneAt,
    ).toBeNull();
  });
  it('lets any task of the domain count when matching by domain', () => {
    const baseline = [{ dueAt: sessions[0]!.dueAt, items: [{ taskId: 'digit-span-forward' as const }, { taskId: 'flanker' as const }] }];
    const attempts = [attempt('a', 'corsi', '2026-03-02T16:00:00Z'), attempt('b', 'go-no-go', '2026-03-02T16:05:00Z')];
    expect(sessionProgress(baseline, attempts, 'task')[0]!.doneAt).toBeNull();
    expect(sessionProgress(baseline, attempts, 'domain')[0]!.items.map((i) => i.attempt?.id)).toEqual(['a', 'b']);
  });
});

describe('sessionProgress with levels', () => {
  const due = new Date('2026-03-02T15:30:00Z');
  const at = (id: string, level: number | null): SavedAttempt => ({
    id,
    taskId: 'n-back',
    finishedAt: new Date('2026-03-02T16:00:00Z'),
    level,
    performanceIndex: 50,
  });
  it('counts a run for an item with a minimum level only at that level or above', () => {
    const sessions = [{ dueAt: due, items: [{ taskId: 'n-back' as const, minLevel: 2 }] }];
    expect(sessionProgress(sessions, [at('low', 1)])[0]!.doneAt).toBeNull();
    expect(sessionProgress(sessions, [at('low', 1), at('ok', 2)])[0]!.items[0]!.attempt?.id).toBe('ok');
    expect(sessionProgress(sessions, [at('high', 3)])[0]!.doneAt).not.toBeNull();
  });
  it('ignores the level when the item has none', () => {
    expect(
      sessionProgress([{ dueAt: due, items: [{ taskId: 'n-back' as const, minLevel: null }] }], [at('any', 1)])[0]!.doneAt,
    ).not.toBeNull();
  });
});
