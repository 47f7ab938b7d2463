import { describe, expect, it } from 'vitest';
import { domainProfile } from './domain-profile.js';
import { programmeIds, programmes, programmeSessions } from './programmes.js';
import { cognitiveDomains, taskCatalogue } from './task-catalogue.js';

describe('programmes', () => {
  it.each(programmeIds)('%s: sessions in day order, each in its week, levels within the task', (id) => {
    const sessions = programmeSessions(programmes[id]);
    expect(sessions.length).toBeGreaterThan(0);
    for (let i = 0; i < sessions.length; i++) {
      const s = sessions[i]!;
      expect(Math.floor(s.day / 7)).toBe(s.week);
      if (i > 0) expect(s.day).toBeGreaterThan(sessions[i - 1]!.day);
      for (const item of s.items) {
        const levels = taskCatalogue[item.taskId].levels;
        if (levels) expect(item.level).toBeGreaterThanOrEqual(levels.min);
        else expect(item.level).toBeNull();
        expect(programmes[id].domains).toContain(taskCatalogue[item.taskId].domain);
      }
    }
  });
  it('assesses each domain once in the baseline, in one sitting', () => {
    const baseline = programmeSessions(programmes['baseline-assessment']);
    expect(baseline).toHaveLength(1);
    expect(baseline[0]!.items.map((i) => taskCatalogue[i.taskId].domain)).toEqual([...cognitiveDomains]);
  });
});

describe('domainProfile', () => {
  it('gives each domain the result of its task, nulls where not assessed', () => {
    const at = new Date('2026-03-02T16:00:00Z');
    const profile = domainProfile([
      { taskId: 'corsi', performanceIndex: 64, finishedAt: at },
      { taskId: 'stroop', performanceIndex: 40, finishedAt: at },
    ]);
    expect(profile.map((p) => [p.domain, p.performanceIndex])).toEqual([
      ['memory', 64],
      ['attention', null],
      ['speed', null],
      ['flexibility', 40],
      ['reasoning', null],
    ]);
  });
});
