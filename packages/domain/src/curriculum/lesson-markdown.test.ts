import { describe, expect, it } from 'vitest';
import { parseBlocks, parseInline, plainInline } from './lesson-markdown.js';

describe('lesson Markdown', () => {
  it('reads paragraphs, lists that continue on the next line, and fenced code kept as written', () => {
    const source =
      'First line\nsame paragraph.\n\n- one\n  still one\n- two\n\n1. first\n2. second\n\n```python\nfor i in range(3):\n    print(i)\n```';
    expect(parseBlocks(source)).toEqual([
      { kind: 'p', text: 'First line same paragraph.' },
      { kind: 'ul', items: ['one still one', 'two'] },
      { kind: 'ol', items: ['first', 'second'] },
      { kind: 'code', language: 'python', text: 'for i in range(3):\n    print(i)' },
    ]);
  });
  it('finds code, bold and italic, and leaves a lone star (multiplication) alone', () => {
    expect(parseInline('The **cell** is *small*; `x * y` and 3 * 4')).toEqual([
      { kind: 'text', text: 'The ' },
      { kind: 'strong', text: 'cell' },
      { kind: 'text', text: ' is ' },
      { kind: 'em', text: 'small' },
      { kind: 'text', text: '; ' },
      { kind: 'code', text: 'x * y' },
      { kind: 'text', text: ' and 3 * 4' },
    ]);
    expect(plainInline('**Theme** is the *message*.')).toBe('Theme is the message.');
  });
});
