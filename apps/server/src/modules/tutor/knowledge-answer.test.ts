import { describe, expect, it } from 'vitest';
import type { Locale } from '@brainboost/domain/i18n/locales';
import { rewriteQuestion, sentencesOf } from './knowledge-answer.js';

describe('sentencesOf', () => {
  it('splits at full stops, question and exclamation marks, Latin and CJK', () => {
    expect(sentencesOf('Rome grew. Did it fall? Yes! “Then” it ended.')).toEqual([
      'Rome grew.',
      'Did it fall?',
      'Yes!',
      '“Then” it ended.',
    ]);
    expect(sentencesOf('¿Hablas español? ¡Qué bien! « Viens ici », dit maman.')).toEqual([
      '¿Hablas español?',
      '¡Qué bien!',
      '« Viens ici », dit maman.',
    ]);
    expect(sentencesOf('光合作用很重要。植物制造食物。')).toEqual(['光合作用很重要。', '植物制造食物。']);
  });

  it('does not end a sentence inside the era abbreviations a. C., d. C., av. J.-C. and apr. J.-C.', () => {
    expect(sentencesOf('En el año 221 a. C., Qin Shi Huang unificó China. Terminó en el 476 d. C. Nada más.')).toEqual([
      'En el año 221 a. C., Qin Shi Huang unificó China.',
      'Terminó en el 476 d. C.',
      'Nada más.',
    ]);
    expect(sentencesOf('Rome a été fondée en 753 av. J.-C. par Romulus. Elle a pris fin en 476 apr. J.-C., plus tard.')).toEqual([
      'Rome a été fondée en 753 av. J.-C. par Romulus.',
      'Elle a pris fin en 476 apr. J.-C., plus tard.',
    ]);
  });
});

describe('rewriteQuestion', () => {
  const rewritten = (question: string, locale: Locale) => rewriteQuestion(question, locale).replace(/\s+/g, ' ').trim();
  it('drops question framing the stop-word lists keep, in Spanish, French and Italian', () => {
    expect(rewritten('Explícame la diferencia entre el tiempo y el clima', 'es')).toBe('la el tiempo y el clima');
    expect(rewritten('¿Por qué entran en erupción los volcanes?', 'es')).toBe('¿Por qué erupción los volcanes?');
    expect(rewritten('Qu’est-ce que la photosynthèse ?', 'fr')).toBe('la photosynthèse ?');
    expect(rewritten('Qu’est-ce qu’un volcan ?', 'fr')).toBe('un volcan ?');
    expect(rewritten('Quelle est la plus grande planète ?', 'fr')).toBe('est la plus grande planète ?');
    expect(rewritten('Qual è la montagna più alta?', 'it')).toBe('è la montagna più alta?');
    expect(rewritten('Spiegami che cos’è la fotosintesi', 'it')).toBe('la fotosintesi');
  });
  it('leaves words that merely start like the framing, and other languages’ questions, alone', () => {
    expect(rewritten('la qualità dell’aria', 'it')).toBe('la qualità dell’aria');
    expect(rewritten('quelque chose', 'fr')).toBe('quelque chose');
    expect(rewritten('What is photosynthesis?', 'es')).toBe('What is photosynthesis?');
  });
});
