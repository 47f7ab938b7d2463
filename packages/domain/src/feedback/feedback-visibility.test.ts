import { describe, expect, it } from 'vitest';
import { showsFeedbackButton } from './feedback-visibility.js';

describe('feedback button visibility', () => {
  it('shows only to signed-in users', () => {
    expect(showsFeedbackButton(true, '/')).toBe(true);
    expect(showsFeedbackButton(false, '/')).toBe(false);
  });
  it('hides on payment and checkout paths', () => {
    expect(showsFeedbackButton(true, '/payment-success')).toBe(false);
    expect(showsFeedbackButton(true, '/checkout/cancel')).toBe(false);
    expect(showsFeedbackButton(true, '/express-checkout')).toBe(false);
    expect(showsFeedbackButton(true, '/square-checkout/success')).toBe(false);
    expect(showsFeedbackButton(true, '/about')).toBe(true);
    expect(showsFeedbackButton(true, '/blog/paying-attention')).toBe(true);
  });
});
