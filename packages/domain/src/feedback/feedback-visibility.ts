/**
 * Spec section 2: the feedback button shows only when signed in and the path contains neither
 * /payment nor /checkout. Provider-named checkouts (/square-checkout, /express-checkout) are
 * checkout pages too, so any path segment containing "payment" or "checkout" hides it.
 */
export function showsFeedbackButton(authenticated: boolean, path: string): boolean {
  return authenticated && !/\/[^/]*(payment|checkout)/.test(path);
}
