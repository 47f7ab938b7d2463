import { describe, expect, it } from 'vitest';
import { initials } from './initials.js';

describe('initials', () => {
  it.each([
    ['Ada Lovelace', null, 'AL'],
    ['ada', null, 'A'],
    ['  maria   de la cruz ', null, 'MD'],
    ['Émile Zola', null, 'ÉZ'],
    ['王 小明', null, '王小'],
    ['', 'kid@example.org', 'K'],
    [null, 'zoë@example.org', 'Z'],
    ['   ', '', 'U'],
    [undefined, undefined, 'U'],
  ])('%j with email %j gives %j', (name, email, expected) => {
    expect(initials(name, email)).toBe(expected);
  });

  it('never returns more than two characters', () => {
    expect(Array.from(initials('one two three four'))).toHaveLength(2);
  });
});
