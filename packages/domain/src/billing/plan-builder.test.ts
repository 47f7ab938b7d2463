import { describe, expect, it } from 'vitest';
import { buildAnnualSaving, buildProblem, buildTotals, type BuildLine } from './plan-builder.js';

const line = (
  priceId: string,
  kind: BuildLine['kind'],
  interval: BuildLine['interval'],
  amountCents: number,
  currency = 'usd',
): BuildLine => ({
  priceId,
  productId: priceId.replace(/_(monthly|annual|once)$/, ''),
  kind,
  interval,
  amountCents,
  currency,
});
const premium = line('premium_monthly', 'plan', 'monthly', 1999);
const uploads = line('extra_uploads_monthly', 'add_on', 'monthly', 299);
const pack = line('exam_prep_pack_once', 'one_time', 'once', 1499);

describe('plan builder', () => {
  it('accepts a plan with add-ons on its cycle and one-time items', () => {
    expect(buildProblem(premium, [uploads, pack])).toBeNull();
    expect(buildProblem(premium, [])).toBeNull();
  });
  it('refuses what one checkout cannot hold', () => {
    expect(buildProblem(uploads, [pack])).toBe('extras_need_plan');
    expect(buildProblem(premium, [line('basic_monthly', 'plan', 'monthly', 999)])).toBe('plan_as_extra');
    expect(buildProblem(premium, [uploads, uploads])).toBe('duplicate');
    expect(buildProblem(premium, [line('extra_uploads_annual', 'add_on', 'annual', 2990)])).toBe('interval_mismatch');
    expect(buildProblem(premium, [line('exam_prep_pack_once', 'one_time', 'once', 1499, 'eur')])).toBe('currency_mismatch');
    expect(
      buildProblem(
        premium,
        [1, 2, 3, 4, 5].map((n) => line(`x${n}_once`, 'one_time', 'once', 1)),
      ),
    ).toBe('too_many');
  });
  it('totals in integer cents, with nothing recurring due during a trial', () => {
    expect(buildTotals([premium, uploads, pack], false)).toEqual({ dueTodayCents: 3797, recurringCents: 2298, onceCents: 1499 });
    expect(buildTotals([premium, uploads, pack], true).dueTodayCents).toBe(1499);
  });
  it('computes the annual saving of the recurring lines', () => {
    expect(buildAnnualSaving(1999 + 299, 19990 + 2990)).toEqual({ cents: 4596, percent: 16 });
  });
});
