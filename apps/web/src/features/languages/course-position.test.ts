// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CourseCatalog, LessonState } from '@brainboost/domain/schemas/languages';
import { levelReachedOf, nextLessonOf } from './course-position';

const unit = (id: string, states: LessonState[]) => ({
  id,
  level: 'beginner' as const,
  order: 1,
  title: id,
  summary: id,
  lessons: states.map((state, i) => ({ id: `${id}-${i}`, type: 'introduction' as const, access: 'free' as const, state })),
});

function catalog(levels: { reached: boolean; units: ReturnType<typeof unit>[] }[]): CourseCatalog {
  const names = ['beginner', 'intermediate', 'advanced'] as const;
  return {
    id: 'zh',
    title: 'Mandarin Chinese',
    nativeTitle: '中文',
    description: '',
    speechLocale: 'zh-CN',
    units: 0,
    items: 0,
    levels: levels.map((l, i) => ({ level: names[i]!, reached: l.reached, placement: { available: i > 0 }, units: l.units })),
  };
}

describe('course position', () => {
  it('goes on with a started lesson before any lesson to start, wherever it is', () => {
    const c = catalog([
      { reached: true, units: [unit('a', ['completed', 'start', 'locked'])] },
      { reached: true, units: [unit('b', ['continue', 'locked'])] },
      { reached: false, units: [] },
    ]);
    expect(nextLessonOf(c)?.id).toBe('b-0');
    expect(levelReachedOf(c)).toBe('intermediate');
  });

  it('offers the first lesson to start, and none when the rest are locked or need a plan', () => {
    expect(nextLessonOf(catalog([{ reached: true, units: [unit('a', ['completed', 'start', 'start'])] }]))?.id).toBe('a-1');
    const done = catalog([{ reached: true, units: [unit('a', ['completed', 'premium', 'locked'])] }]);
    expect(nextLessonOf(done)).toBeUndefined();
    expect(levelReachedOf(done)).toBe('beginner');
  });
});
