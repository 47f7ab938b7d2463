import { describe, expect, it } from 'vitest';
import { readRolePlayReply } from './role-play-reply.js';

const good = { reply: '¡Hola, Ana!', translation: 'Hi, Ana!', correction: '', goalReached: false };

describe('readRolePlayReply', () => {
  it('reads the JSON object alone, in a code fence, or after a sentence', () => {
    expect(readRolePlayReply(JSON.stringify(good))).toEqual(good);
    expect(readRolePlayReply('```json\n' + JSON.stringify(good) + '\n```')).toEqual(good);
    expect(readRolePlayReply('Here you go: ' + JSON.stringify({ ...good, goalReached: true }))).toEqual({ ...good, goalReached: true });
  });

  it('trims the lines it keeps', () => {
    expect(readRolePlayReply(JSON.stringify({ ...good, reply: '  ¡Hola!  ', correction: ' Say "me llamo". ' }))).toEqual({
      ...good,
      reply: '¡Hola!',
      correction: 'Say "me llamo".',
    });
  });

  it.each([
    ['plain text', '¡Hola! ¿Cómo estás?'],
    ['broken JSON', '{"reply": "¡Hola!", "translation": '],
    ['a missing field', JSON.stringify({ reply: '¡Hola!', translation: 'Hi!', correction: '' })],
    ['an empty reply', JSON.stringify({ ...good, reply: '  ' })],
    ['a goal that is not a boolean', JSON.stringify({ ...good, goalReached: 'yes' })],
    ['an overlong reply', JSON.stringify({ ...good, reply: 'a'.repeat(601) })],
  ])('refuses %s', (_, text) => {
    expect(readRolePlayReply(text)).toBeNull();
  });
});
