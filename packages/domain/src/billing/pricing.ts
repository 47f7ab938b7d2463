/**
 * Money rules of the catalog and plan changes. Amounts are integer cents; pure, no clock (callers
 * pass times).
 */
export const billingCycles = ['monthly', 'annual'] as const;
export type BillingCycle = (typeof billingCycles)[number];

/** Trial length offered once per person on a first subscription. */
export const trialDays = 7;

/** What paying annually saves over twelve monthly payments, in cents and whole percent (rounded down). */
export function annualSaving(monthlyCents: number, annualCents: number): { cents: number; percent: number } {
  const yearOfMonths = monthlyCents * 12;
  const cents = Math.max(0, yearOfMonths - annualCents);
  return { cents, percent: yearOfMonths === 0 ? 0 : Math.floor((cents * 100) / yearOfMonths) };
}

/**
 * A plan change mid-period: the unused part of the old price is credited, the rest of the period on
 * the new price is charged. Positive: owed now; negative: credit kept for the next invoice.
 */
export function prorationCents(input: { oldCents: number; newCents: number; periodStart: Date; periodEnd: Date; now: Date }): number {
  const total = input.periodEnd.getTime() - input.periodStart.getTime();
  if (total <= 0) return 0;
  const left = Math.min(Math.max(input.periodEnd.getTime() - input.now.getTime(), 0), total);
  const fraction = left / total;
  return Math.round(input.newCents * fraction) - Math.round(input.oldCents * fraction);
}

/** The end of a billing period that starts at `start` (calendar months, clamped to month ends). */
export function periodEnd(start: Date, cycle: BillingCycle): Date {
  const months = cycle === 'annual' ? 12 : 1;
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** Sandbox and provider retry schedule after a failed renewal: days after the failure, then give up. */
export const renewalRetryDays = [3, 5, 7] as const;
