import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { supportedLocales } from '@brainboost/domain/locales';
import { pairSymbols } from '@brainboost/domain/cognitive/board-tasks';
import { scoreAttempt } from '@brainboost/domain/cognitive/score-attempt';
import { taskIds } from '@brainboost/domain/cognitive/task-catalogue';
import { taskKey } from './components/task-key';

const dir = path.resolve(import.meta.dirname, '../../../public/locales');
const read = (lng: string, ns: string) => JSON.parse(readFileSync(path.join(dir, lng, `${ns}.json`), 'utf8')) as Record<string, Record<string, unknown>>;

/** Leaf keys, with plural suffixes folded (Chinese and Cantonese have only `_other`). */
function keys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each(['brainTraining', 'cognitiveTasks'])('%s texts', (ns) => {
  const reference = [...new Set(keys(read('en', ns)))].sort();
  it.each(supportedLocales.filter((l) => l !== 'en'))('%s has every English key and no other, with the same placeholders', (lng) => {
    expect([...new Set(keys(read(lng, ns)))].sort()).toEqual(reference);
    const check = (a: unknown, b: unknown, at: string) => {
      if (typeof a === 'string') {
        expect(a.trim(), `${lng}:${at}`).not.toBe('');
        if (typeof b === 'string') expect(placeholders(a), `${lng}:${at}`).toEqual(placeholders(b));
        return;
      }
      for (const [k, v] of Object.entries(a as Record<string, unknown>)) check(v, (b as Record<string, unknown> | undefined)?.[k] ?? (b as Record<string, unknown> | undefined)?.[k.replace(/_other$/, '_one')], `${at}.${k}`);
    };
    check(read(lng, ns), read('en', ns), ns);
  });
});

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
    for (const score of board) for (const m of [...Object.keys(score.measures), score.primary.measure]) expect(measures[m], `${lng}:${m}`).toBeTruthy();
  });
});
