/** What a sandbox test card does when charged (numbers as in Stripe's test mode where one exists). */
export type CardBehaviour = 'success' | 'decline' | 'insufficient_funds' | 'three_d_secure' | 'slow' | 'renewal_decline';

export const sandboxCards: { number: string; behaviour: CardBehaviour }[] = [
  { number: '4242424242424242', behaviour: 'success' },
  { number: '4000000000000002', behaviour: 'decline' },
  { number: '4000000000009995', behaviour: 'insufficient_funds' },
  { number: '4000002500003155', behaviour: 'three_d_secure' },
  { number: '4000000000000259', behaviour: 'slow' },
  { number: '4000000000000341', behaviour: 'renewal_decline' },
];

export function cardBehaviour(number: string): CardBehaviour | null {
  const digits = number.replace(/[\s-]/g, '');
  return sandboxCards.find((card) => card.number === digits)?.behaviour ?? null;
}

/** Whether a later charge on a saved card goes through. */
export function chargeSucceeds(savedCard: string): boolean {
  return savedCard !== 'renewal_decline' && savedCard !== 'decline' && savedCard !== 'insufficient_funds';
}
