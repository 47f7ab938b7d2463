// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { choiceLang, mixedTextStyle, speechUrl } from './course-language';

describe('course language', () => {
  it('marks placement choices in the target language, and English ones as English', () => {
    expect(choiceLang('es', 'Choose the Spanish for “I am from Mexico.”', 'Soy de México.')).toBe('es');
    expect(choiceLang('es', 'What does “¿Cómo te llamas?” mean?', "What's your name?")).toBe('en');
    expect(choiceLang('fr', 'Which word means “Wednesday”?', 'mercredi')).toBe('fr');
    expect(choiceLang('zh', 'What does 我头疼 mean?', "I'm hungry.")).toBe('en');
    expect(choiceLang('zh', 'Which measure word goes in the gap?', '只')).toBe('zh-Hans');
    expect(choiceLang('yue', 'A friend gives you a birthday present. What do you say?', '唔該')).toBe('yue');
    expect(choiceLang('ja', 'What do Japanese people say just before they start eating?', 'ごちそうさまでした')).toBe('ja');
  });

  it('gives English text quoting CJK the course face after the app face, and leaves Latin courses alone', () => {
    expect(mixedTextStyle('ja')?.fontFamily).toBe("var(--font-sans, sans-serif), 'Noto Sans JP'");
    expect(mixedTextStyle('fr')).toBeUndefined();
  });

  it('asks the text-to-speech route for the course language, the text and the speed', () => {
    expect(speechUrl('yue', '唔該', 'slow')).toBe(`/api/speech/tts?lang=yue&text=${encodeURIComponent('唔該')}&speed=slow`);
  });
});
