import { describe, expect, it } from 'vitest';
import { adaptedLevel, lowestOfferedLevel } from './session-level.js';
import { taskCatalogue } from './task-catalogue.js';

const nBack = taskCatalogue['n-back'];

describe('adaptedLevel', () => {
  it('offers the planned level before any run', () => {
    expect(adaptedLevel(nBack, 2, [])).toBe(2);
  });
  it('steps up after strong recent runs and down after weak ones, from the level last played', () => {
    expect(
      adaptedLevel(nBack, 2, [
        { level: 2, performanceIndex: 90 },
        { level: 2, performanceIndex: 80 },
      ]),
    ).toBe(3);
    expect(
      adaptedLevel(nBack, 2, [
        { level: 2, performanceIndex: 30 },
        { level: 2, performanceIndex: 40 },
      ]),
    ).toBe(1);
    expect(adaptedLevel(nBack, 2, [{ level: 3, performanceIndex: 60 }])).toBe(3);
  });
  it('counts only the three latest runs', () => {
    const recent = [
      { level: 2, performanceIndex: 80 },
      { level: 2, performanceIndex: 80 },
      { level: 2, performanceIndex: 80 },
      { level: 2, performanceIndex: 0 },
    ];
    expect(adaptedLevel(nBack, 2, recent)).toBe(3);
  });
  it('stays within one below and two above the plan, and within the task', () => {
    expect(adaptedLevel(nBack, 2, [{ level: 4, performanceIndex: 95 }])).toBe(4);
    expect(adaptedLevel(nBack, 3, [{ level: 1, performanceIndex: 10 }])).toBe(2);
    expect(adaptedLevel(nBack, 5, [{ level: 5, performanceIndex: 99 }])).toBe(5);
    expect(adaptedLevel(nBack, 1, [{ level: 1, performanceIndex: 0 }])).toBe(1);
  });
  it('has no level for tasks without levels', () => {
    expect(adaptedLevel(taskCatalogue.flanker, null, [{ level: null, performanceIndex: 90 }])).toBeNull();
  });
});

describe('lowestOfferedLevel', () => {
  it('is one below the plan, never under the task’s lowest level, and none without levels', () => {
    expect(lowestOfferedLevel({ levels: { min: 1, max: 5 } }, 3)).toBe(2);
    expect(lowestOfferedLevel({ levels: { min: 1, max: 5 } }, 1)).toBe(1);
    expect(lowestOfferedLevel({ levels: null }, 3)).toBeNull();
    expect(lowestOfferedLevel({ levels: { min: 1, max: 5 } }, null)).toBeNull();
  });
});
