import { describe, expect, it } from 'vitest';
import type { TranscriptTurn } from '@brainboost/domain/schemas/translator';
import { transcriptFileName, transcriptText } from './transcript-text';

const names: Record<string, string> = { en: 'English', es: 'Spanish', yue: 'Cantonese' };
const labels = {
  title: 'Dinner',
  speaker: (t: TranscriptTurn) => `Person ${t.speaker.toUpperCase()} (${names[t.from]})`,
  engine: (t: TranscriptTurn) => `translated by ${t.engine}`,
  language: (code: string) => names[code]!,
};

describe('transcript export', () => {
  it('writes each turn in order with its translation and engine', () => {
    const turns: TranscriptTurn[] = [
      { speaker: 'a', from: 'en', to: 'es', text: 'Hello!', translation: '¡Hola!', engine: 'phrasebook' },
      { speaker: 'b', from: 'es', to: 'en', text: 'Me gusta.', translation: 'I like it.', engine: 'apertium' },
    ];
    expect(transcriptText(turns, labels)).toBe(
      'Dinner\n======\n\n' +
        'Person A (English): Hello!\n→ Spanish: ¡Hola!\n   (translated by phrasebook)\n\n' +
        'Person B (Spanish): Me gusta.\n→ English: I like it.\n   (translated by apertium)\n',
    );
  });

  it('names the file after the title in any script', () => {
    expect(transcriptFileName('Dinner with Abuela!')).toBe('Dinner-with-Abuela.txt');
    expect(transcriptFileName('同婆婆食飯')).toBe('同婆婆食飯.txt');
    expect(transcriptFileName('  ?? ')).toBe('transcript.txt');
  });
});
