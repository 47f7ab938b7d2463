import { describe, expect, it } from 'vitest';
import { compareSpoken } from './spoken-match.js';

describe('compareSpoken', () => {
  it.each([
    ['¿Cómo estás?', 'como estas', 'match'],
    ['Buenos días', 'Buenos días.', 'match'],
    ["Je m'appelle Marie", 'je mappelle marie', 'match'],
    ['你好', '你好。', 'match'],
    ['ありがとうございます', 'ありがとうございます', 'match'],
    ['Buenos días', 'Buenas días', 'close'],
    ['Buenos días', 'Buenas noches', 'different'],
    ['你好', '您好', 'different'],
    ['Hola', '', 'different'],
    ['Hola', '…', 'different'],
  ] as const)('%s heard as %s is %s', (target, heard, expected) => {
    expect(compareSpoken(target, heard)).toBe(expected);
  });
});
