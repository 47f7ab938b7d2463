// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { supportedLocales } from '@brainboost/domain/i18n/locales';
import { pairSymbols } from '@brainboost/domain/cognitive/board-tasks';
import { scoreAttempt } from '@brainboost/domain/cognitive/score-attempt';
import { taskIds } from '@brainboost/domain/cognitive/task-catalogue';
import { taskKey } from './components/task-key';
import { readLocale } from '../../locale-files.test-helpers';

// Keys, placeholders and empty texts of every namespace are checked in src/locales-complete.test.ts.
const read = (lng: string, ns: string) => readLocale(lng, ns) as Record<string, Record<string, unknown>>;

describe('task texts', () => {
  it.each([...supportedLocales])('%s names, describes and explains every task, its measures and card symbols', (lng) => {
    const texts = read(lng, 'cognitiveTasks');
    for (const id of taskIds) {
      const task = texts[taskKey(id)] as Record<string, string> | undefined;
      expect(task?.['name'], `${lng}:${id}`).toBeTruthy();
      expect(task?.['measures'], `${lng}:${id}`).toBeTruthy();
      expect(task?.['instructions'], `${lng}:${id}`).toBeTruthy();
    }
    const symbols = (texts['memoryPairs'] as Record<string, Record<string, string>>)['symbols']!;
    expect(Object.keys(symbols).sort()).toEqual([...pairSymbols].sort());
    // Every measure the board tasks' scores contain has a label.
    const measures = texts['measures'] as Record<string, string>;
    const board = [
      scoreAttempt('trail-making', null, [{ stimulus: 'A:1', response: '1', rtMs: 500, onsetMs: 0 }]),
      scoreAttempt('schulte-table', 3, [{ stimulus: '1:1', response: '1', rtMs: 500, onsetMs: 0 }]),
      scoreAttempt('memory-pairs', 4, [{ stimulus: '0:0', response: 'flip', rtMs: 500, onsetMs: 0 }]),
    ];
    for (const score of board)
      for (const m of [...Object.keys(score.measures), score.primary.measure]) expect(measures[m], `${lng}:${m}`).toBeTruthy();
  });
});
