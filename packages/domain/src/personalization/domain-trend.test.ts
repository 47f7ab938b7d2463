import { describe, expect, it } from 'vitest';
import type { TaskId } from '../cognitive/task-catalogue.js';
import { domainTrends, taskTrend, type TrainingResult } from './domain-trend.js';

const runs = (taskId: TaskId, ...indexes: number[]): TrainingResult[] =>
  indexes.map((performanceIndex, k) => ({ taskId, performanceIndex, finishedAt: new Date(Date.UTC(2026, 0, 1 + k)) }));

describe('taskTrend', () => {
  it('needs four results', () => {
    expect(taskTrend('flanker', [50, 60, 70])).toBeNull();
  });

  it('compares the last min(3, n/2) results with all earlier ones', () => {
    // n = 4: recent 2 (70, 80) → 75; earlier (50, 60) → 55.
    expect(taskTrend('flanker', [50, 60, 70, 80])).toEqual({ taskId: 'flanker', attempts: 4, recentMean: 75, earlierMean: 55 });
    // n = 5: recent 2 (40, 41) → 40.5; earlier (60, 70, 80) → 70.
    expect(taskTrend('stroop', [60, 70, 80, 40, 41])).toMatchObject({ recentMean: 40.5, earlierMean: 70 });
    // n = 8: recent 3 (90, 90, 60) → 80; earlier five → (10 + 20 + 30 + 40 + 50) / 5 = 30.
    expect(taskTrend('corsi', [10, 20, 30, 40, 50, 90, 90, 60])).toMatchObject({ recentMean: 80, earlierMean: 30 });
  });
});

describe('domainTrends', () => {
  it('averages the judged tasks of a domain, in order of play, against the learner’s own earlier results', () => {
    const results = [
      ...runs('n-back', 50, 60, 70, 80),
      ...runs('corsi', 40, 40, 30, 30),
      ...runs('stroop', 60, 70, 80, 40, 41),
      ...runs('flanker', 90, 90),
    ];
    // Played out of order: sorting by finish time must restore it.
    const trends = Object.fromEntries(domainTrends(results.reverse()).map((d) => [d.domain, d]));
    // memory: n-back 75 vs 55, corsi 30 vs 40 → recent 52.5, earlier 47.5 → +5.
    expect(trends.memory).toMatchObject({ attempts: 8, recentMean: 52.5, earlierMean: 47.5, change: 5 });
    expect(trends.memory!.tasks.map((t) => t.taskId)).toEqual(['corsi', 'n-back']);
    expect(trends.flexibility).toMatchObject({ recentMean: 40.5, earlierMean: 70, change: -29.5 });
    // Two flanker results: played, not judged.
    expect(trends.attention).toMatchObject({ attempts: 2, tasks: [], change: null });
    expect(trends.speed).toMatchObject({ attempts: 0, change: null });
  });
});
