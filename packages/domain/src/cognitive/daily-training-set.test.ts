import { describe, expect, it } from 'vitest';
import { dailyTrainingSet, domainStanding } from './daily-training-set.js';
import { taskIds } from './task-catalogue.js';

describe('domainStanding', () => {
  it('puts untrained domains first, then the lowest mean index', () => {
    const standing = domainStanding({ 'n-back': 80, corsi: 60, flanker: 30, 'simple-rt': 90, stroop: 50 });
    expect(standing.map((s) => s.domain)).toEqual(['reasoning', 'attention', 'flexibility', 'memory', 'speed']);
    expect(standing.find((s) => s.domain === 'memory')?.index).toBe(70);
  });
});

describe('dailyTrainingSet', () => {
  it('takes one task from each of the three weakest domains', () => {
    const set = dailyTrainingSet(taskIds, {
      'n-back': 80,
      corsi: 60,
      'digit-span-forward': 70,
      'digit-span-backward': 70,
      flanker: 30,
      'go-no-go': 40,
      'simple-rt': 90,
      'choice-rt': 90,
      stroop: 50,
      'mental-rotation': 20,
      'trail-making': 90,
      'schulte-table': 45,
      'memory-pairs': 70,
    });
    expect(set).toEqual(['mental-rotation', 'flanker', 'stroop']);
  });
  it('only offers playable tasks, and fills up from the same domain when others are locked', () => {
    expect(dailyTrainingSet(['n-back', 'corsi', 'digit-span-forward'], { 'n-back': 10 })).toEqual([
      'corsi',
      'digit-span-forward',
      'n-back',
    ]);
  });
  it('is empty when nothing is playable', () => {
    expect(dailyTrainingSet([], {})).toEqual([]);
  });
});
