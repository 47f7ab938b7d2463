import { describe, expect, it } from 'vitest';
import { freeTasksOn, rotatingTaskIds, taskCatalogue, taskIds, utcDay } from './task-catalogue.js';

describe('task catalogue', () => {
  it('every task has a sane spec keyed by its own id', () => {
    for (const id of taskIds) {
      const spec = taskCatalogue[id];
      expect(spec.id).toBe(id);
      expect(spec.trials.min).toBeLessThanOrEqual(spec.trials.max);
      expect(spec.responseLimitMs).toBeGreaterThan(100);
      if (spec.startLevel !== undefined) expect(spec.startLevel).toBeGreaterThanOrEqual(spec.levels!.min);
      if (spec.startLevel !== undefined) expect(spec.startLevel).toBeLessThanOrEqual(spec.levels!.max);
    }
  });
});

describe('freeTasksOn', () => {
  it('gives three different tasks, the same all UTC day', () => {
    const morning = freeTasksOn(new Date('2026-03-04T00:00:01Z'));
    expect(new Set(morning).size).toBe(3);
    expect(freeTasksOn(new Date('2026-03-04T23:59:59Z'))).toEqual(morning);
  });
  it('moves on the next day and covers all 14 rotating tasks within five days', () => {
    expect(taskIds).toHaveLength(15);
    expect(rotatingTaskIds).toHaveLength(14);
    const day = new Date('2026-03-04T12:00:00Z');
    const next = new Date(day.getTime() + 86_400_000);
    expect(freeTasksOn(next)).not.toEqual(freeTasksOn(day));
    const seen = new Set<string>();
    for (let i = 0; i < 5; i++) for (const id of freeTasksOn(new Date(day.getTime() + i * 86_400_000))) seen.add(id);
    expect(seen.size).toBe(rotatingTaskIds.length);
    expect(seen.has('spaced-recall')).toBe(false);
  });
  it('gives three different tasks on every day of a full cycle of the rotation', () => {
    for (let i = 0; i < taskIds.length; i++) expect(new Set(freeTasksOn(new Date(Date.UTC(2026, 0, 1 + i)))).size).toBe(3);
  });
  it('counts days in UTC', () => {
    expect(utcDay(new Date('1970-01-02T00:00:00Z'))).toBe(1);
  });
});
