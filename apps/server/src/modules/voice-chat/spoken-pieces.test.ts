import { describe, expect, it } from 'vitest';
import { createSpokenPieces, maxPieceLength } from './spoken-pieces.js';

describe('spoken pieces of a streamed reply', () => {
  it('sends a sentence once the space after its end arrives', () => {
    const pieces = createSpokenPieces();
    expect(pieces.push('¡Hola')).toEqual([]);
    expect(pieces.push('! ¿Qué')).toEqual(['¡Hola! ']);
    expect(pieces.push(' quieres?')).toEqual([]);
    expect(pieces.rest()).toBe('¿Qué quieres?');
    expect(pieces.rest()).toBe('');
  });

  it('does not cut a decimal number', () => {
    const pieces = createSpokenPieces();
    expect(pieces.push('It costs 3.50 euros. Fine')).toEqual(['It costs 3.50 euros. ']);
  });

  it('cuts Chinese and Japanese sentences at their own marks', () => {
    const pieces = createSpokenPieces();
    expect(pieces.push('你好。你想吃什么？我')).toEqual(['你好。', '你想吃什么？']);
    expect(pieces.rest()).toBe('我');
  });

  it('cuts a long clause at a space so speech can start', () => {
    const pieces = createSpokenPieces();
    const long = 'word '.repeat(50);
    const [first, ...others] = pieces.push(long);
    expect(first!.length).toBeLessThanOrEqual(maxPieceLength);
    expect(first!.endsWith(' ')).toBe(true);
    expect([first, ...others].join('') + pieces.rest()).toBe(long);
  });
});
