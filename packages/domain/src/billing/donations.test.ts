import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { donationAmountProblem, donationMaxCents, donationMinCents, donationPresetsCents, parseDonationAmount } from './donations.js';

describe('donation amounts', () => {
  it('accepts whole cents from the minimum to the maximum, and every preset', () => {
    expect(donationAmountProblem(donationMinCents)).toBeNull();
    expect(donationAmountProblem(donationMaxCents)).toBeNull();
    for (const preset of donationPresetsCents) expect(donationAmountProblem(preset)).toBeNull();
  });

  it('refuses amounts below $1, above $10,000, fractions of a cent and non-numbers', () => {
    expect(donationAmountProblem(99)).toBe('belowMinimum');
    expect(donationAmountProblem(0)).toBe('belowMinimum');
    expect(donationAmountProblem(-500)).toBe('belowMinimum');
    expect(donationAmountProblem(donationMaxCents + 1)).toBe('aboveMaximum');
    expect(donationAmountProblem(150.5)).toBe('notWhole');
    expect(donationAmountProblem(Number.NaN)).toBe('notWhole');
    expect(donationAmountProblem(Number.POSITIVE_INFINITY)).toBe('notWhole');
  });

  it('is accepted exactly inside the bounds (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        expect(donationAmountProblem(cents) === null).toBe(cents >= donationMinCents && cents <= donationMaxCents);
      }),
    );
  });

  it('reads what a donor types as cents', () => {
    expect(parseDonationAmount('25')).toBe(2500);
    expect(parseDonationAmount(' 25.5 ')).toBe(2550);
    expect(parseDonationAmount('1,000.05')).toBe(100005);
    expect(parseDonationAmount('0.99')).toBe(99);
    expect(parseDonationAmount('')).toBeNull();
    expect(parseDonationAmount('12.345')).toBeNull();
    expect(parseDonationAmount('-5')).toBeNull();
    expect(parseDonationAmount('five')).toBeNull();
  });

  it('parses any amount written with two decimals back to the same cents (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => {
        expect(parseDonationAmount(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`)).toBe(cents);
      }),
    );
  });
});
