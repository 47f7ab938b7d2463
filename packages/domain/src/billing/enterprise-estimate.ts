/**
 * The enterprise-plan estimate (decision 0024): each seat is a Premium seat at the catalog's
 * Premium price for the chosen cycle, less a volume discount that grows with the seat count.
 * The per-seat price is rounded to whole cents, then multiplied by the seats.
 */
export const enterprisePlanMinSeats = 10;
export const enterprisePlanMaxSeats = 100_000;

/** From this many seats up, this percent off the list price (the largest matching step applies). */
export const enterpriseVolumeSteps = [
  { fromSeats: 10, percentOff: 20 },
  { fromSeats: 50, percentOff: 30 },
  { fromSeats: 250, percentOff: 40 },
  { fromSeats: 1000, percentOff: 50 },
] as const;

export type EnterpriseEstimate = { listPerSeatCents: number; percentOff: number; perSeatCents: number; totalCents: number };

export function enterpriseDiscountPercent(seats: number): number {
  let percent = 0;
  for (const step of enterpriseVolumeSteps) if (seats >= step.fromSeats) percent = step.percentOff;
  return percent;
}

/** The estimate for `seats` seats when one seat lists at `listPerSeatCents` for the cycle. */
export function enterpriseEstimate(seats: number, listPerSeatCents: number): EnterpriseEstimate {
  const percentOff = enterpriseDiscountPercent(seats);
  const perSeatCents = Math.round((listPerSeatCents * (100 - percentOff)) / 100);
  return { listPerSeatCents, percentOff, perSeatCents, totalCents: perSeatCents * seats };
}
