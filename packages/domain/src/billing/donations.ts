/**
 * Donations (decision 0024): any whole number of cents from $1 to $10,000, once or monthly. The
 * server checks the amount with `donationAmountProblem`; the page uses the same rule.
 */
export const donationMinCents = 100;
export const donationMaxCents = 1_000_000;
/** The amounts offered as buttons ($5, $10, $25, $50); any other amount may be typed. */
export const donationPresetsCents = [500, 1000, 2500, 5000] as const;
export const donationIntervals = ['once', 'monthly'] as const;
export type DonationInterval = (typeof donationIntervals)[number];

export type DonationAmountProblem = 'notWhole' | 'belowMinimum' | 'aboveMaximum';

/** Why an amount in cents cannot be donated, or null when it can. */
export function donationAmountProblem(amountCents: number): DonationAmountProblem | null {
  if (!Number.isSafeInteger(amountCents)) return 'notWhole';
  if (amountCents < donationMinCents) return 'belowMinimum';
  if (amountCents > donationMaxCents) return 'aboveMaximum';
  return null;
}

/**
 * What a person typed ("25", "25.50", "1,000") as cents, or null when it is not an amount with
 * at most two decimals.
 */
export function parseDonationAmount(text: string): number | null {
  const cleaned = text.trim().replace(/[\s,]/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
