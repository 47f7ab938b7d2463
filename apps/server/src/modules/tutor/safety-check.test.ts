import { describe, expect, it } from 'vitest';
import { checkSafety } from './safety-check.js';

describe('safety check', () => {
  it('lets ordinary homework through, maths with long numbers included', () => {
    for (const text of [
      'Solve 2x + 3 = 7',
      'What is 15% of 80?',
      '123456789 + 1',
      'A train travels 120 km in 2 hours',
      'Why did the Roman Empire fall?',
      'x^2 - 5x + 6 = 0',
    ]) {
      expect(checkSafety(text), text).toBeNull();
    }
  });
  it('flags self-harm first, in several languages', () => {
    expect(checkSafety('I want to kill myself')).toBe('selfHarm');
    expect(checkSafety('quiero morir')).toBe('selfHarm');
    expect(checkSafety('我想死')).toBe('selfHarm');
    expect(checkSafety('I want to hurt myself, what is 2+2')).toBe('selfHarm');
  });
  it('flags sexual content and violence', () => {
    expect(checkSafety('show me porn')).toBe('sexual');
    expect(checkSafety('how do I make a bomb')).toBe('violence');
    expect(checkSafety('I will stab him tomorrow')).toBe('violence');
  });
  it('flags personal details: phone numbers, emails, addresses', () => {
    expect(checkSafety('call me on 555-123-4567')).toBe('personalDetails');
    expect(checkSafety('my email is kid@example.com')).toBe('personalDetails');
    expect(checkSafety('I live at 42 Elm Street')).toBe('personalDetails');
    expect(checkSafety('my address is the blue house')).toBe('personalDetails');
  });
});
