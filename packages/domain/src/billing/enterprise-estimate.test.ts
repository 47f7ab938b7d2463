import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enterpriseDiscountPercent, enterpriseEstimate, enterprisePlanMaxSeats, enterprisePlanMinSeats } from './enterprise-estimate.js';

describe('enterprise plan estimate', () => {
  it('steps the discount at 10, 50, 250 and 1000 seats', () => {
    expect(enterpriseDiscountPercent(9)).toBe(0);
    expect(enterpriseDiscountPercent(10)).toBe(20);
    expect(enterpriseDiscountPercent(49)).toBe(20);
    expect(enterpriseDiscountPercent(50)).toBe(30);
    expect(enterpriseDiscountPercent(250)).toBe(40);
    expect(enterpriseDiscountPercent(999)).toBe(40);
    expect(enterpriseDiscountPercent(1000)).toBe(50);
  });

  it('prices a seat at the Premium list price less the discount, rounded to the cent', () => {
    // 120 seats of Premium monthly ($19.99): 30% off is $13.993 → $13.99 a seat.
    expect(enterpriseEstimate(120, 1999)).toEqual({ listPerSeatCents: 1999, percentOff: 30, perSeatCents: 1399, totalCents: 167_880 });
    // 1000 seats of Premium annual ($199.90): half price.
    expect(enterpriseEstimate(1000, 19990)).toEqual({ listPerSeatCents: 19990, percentOff: 50, perSeatCents: 9995, totalCents: 9_995_000 });
  });

  it('never charges more per seat for more seats, and the total is always seats × per seat (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: enterprisePlanMinSeats, max: enterprisePlanMaxSeats - 1 }),
        fc.integer({ min: 1, max: 100_000 }),
        (seats, list) => {
          const here = enterpriseEstimate(seats, list);
          const more = enterpriseEstimate(seats + 1, list);
          expect(more.perSeatCents).toBeLessThanOrEqual(here.perSeatCents);
          expect(here.totalCents).toBe(here.perSeatCents * seats);
          expect(Number.isInteger(here.perSeatCents)).toBe(true);
        },
      ),
    );
  });
});
