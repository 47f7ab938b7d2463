import { describe, expect, it } from 'vitest';
import { attemptProblem } from './attempt-validation.js';
import { lociList, lociListProblem, lociRecall, lociStimulus, parseLociStimulus } from './loci.js';
import { normaliseAnswer, recallLanguages, recallWords, recallWordsPerBand } from './recall-words.js';
import { scoreAttempt } from './score-attempt.js';
import { taskCatalogue } from './task-catalogue.js';
import { gradeBands } from '../school/grade-band.js';

describe('recall word lists', () => {
  it('ship twelve distinct words per band in all 7 languages', () => {
    expect(recallLanguages).toHaveLength(7);
    for (const language of recallLanguages)
      for (const band of gradeBands) {
        const words = recallWords[language][band];
        expect(words).toHaveLength(recallWordsPerBand);
        expect(new Set(words.map(normaliseAnswer)).size).toBe(recallWordsPerBand);
      }
  });
  it('compare answers without case, accents or extra spaces', () => {
    expect(normaliseAnswer('  Árbol ')).toBe('arbol');
    expect(normaliseAnswer('ÉTOILE')).toBe('etoile');
    expect(normaliseAnswer('苹果')).toBe('苹果');
  });
});

describe('method of loci', () => {
  it('reads a stimulus back to its word and refuses unknown ones', () => {
    expect(parseLociStimulus('fr:middle:9')?.word).toBe('fusée');
    expect(parseLociStimulus('fr:middle:12')).toBeNull();
    expect(parseLociStimulus('de:middle:1')).toBeNull();
  });
  it('scores serial and free recall separately', () => {
    const words = ['apple', 'dog', 'house', 'tree', 'ball'];
    const result = lociRecall(words, ['Apple', 'house', 'dog', null, 'ball']);
    expect(result.inPosition).toEqual([true, false, false, false, true]);
    expect(result.serial).toBe(2);
    expect(result.free).toBe(4);
    // A word typed twice counts once.
    expect(lociRecall(words, ['dog', 'dog', 'dog', 'dog', 'dog']).free).toBe(1);
  });
  it('refuses lists that mix languages or bands or repeat a word', () => {
    expect(lociListProblem(['en:high:0', 'en:high:1'])).toBe(false);
    expect(lociListProblem(['en:high:0', 'es:high:1'])).toBe(true);
    expect(lociListProblem(['en:high:0', 'en:middle:1'])).toBe(true);
    expect(lociListProblem(['en:high:0', 'en:high:0'])).toBe(true);
  });
  it('draws distinct words', () => {
    const list = lociList('en', 'elementary', 8, () => 0.3);
    expect(new Set(list).size).toBe(8);
  });
  it('validates and scores a whole attempt from its trials', () => {
    const started = new Date(Date.now() - 120_000);
    const recallAt = 100_000;
    const trials = [0, 1, 2, 3, 4].map((index, i) => ({
      stimulus: lociStimulus('es', 'elementary', index),
      response: i === 3 ? null : ['manzana', 'Perro', 'arbol', '', 'casa'][i]!,
      rtMs: i === 3 ? null : recallAt - i * 3000,
      onsetMs: i * 3000,
    }));
    const spec = taskCatalogue['method-of-loci'];
    expect(
      attemptProblem({ level: 5, startedAt: started, finishedAt: new Date(started.getTime() + 101_000), trials }, spec, new Date()),
    ).toBeNull();
    expect(
      attemptProblem({ level: 6, startedAt: started, finishedAt: new Date(started.getTime() + 101_000), trials }, spec, new Date()),
    ).toBe('brainTraining.invalidTrial');
    const score = scoreAttempt('method-of-loci', 5, trials);
    expect(score.measures).toEqual({ serialRecall: 2, freeRecall: 4, listLength: 5 });
    expect(score.correct).toEqual([true, true, false, false, false]);
  });
});
