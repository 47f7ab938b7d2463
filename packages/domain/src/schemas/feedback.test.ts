import { describe, expect, it } from 'vitest';
import { createFeedbackInputSchema } from './feedback.js';

describe('feedback input', () => {
  it('defaults the type to improvement and trims the text', () => {
    expect(createFeedbackInputSchema.parse({ text: '  more maths games  ' })).toEqual({ type: 'improvement', text: 'more maths games' });
  });
  it.each([[''], ['   \n\t '], [undefined]])('rejects blank text %j with the spec message key', (text) => {
    const result = createFeedbackInputSchema.safeParse({ type: 'issue', text });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('feedback.empty');
  });
  it('rejects an unknown type', () => {
    expect(createFeedbackInputSchema.safeParse({ type: 'rant', text: 'x' }).success).toBe(false);
  });
});
