import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addOnEligibility, examPassDays, extraUploadsPerMonth, passValidUntil, withAddOns } from './add-ons.js';
import { entitlementsFor, featuresOfTier, quotasByTier, tiers, type SubscriptionRow } from './entitlements.js';

const now = new Date('2026-11-22T12:00:00Z');
const later = new Date('2026-12-22T12:00:00Z');
const plan = (plan_type: string, over: Partial<SubscriptionRow> = {}): SubscriptionRow => ({
  status: 'active',
  plan_type,
  created_at: new Date('2026-10-01T00:00:00Z'),
  current_period_end: later,
  trial_end: null,
  cancel_at_period_end: false,
  ...over,
});

describe('add-on entitlements', () => {
  it('extra uploads add 50 a month on a paid plan and nothing on free', () => {
    const grant = [{ productId: 'extra_uploads', validUntil: null }];
    expect(entitlementsFor([plan('basic')], now, grant).quotas.worksheetUploadsPerMonth).toBe(
      quotasByTier.basic.worksheetUploadsPerMonth + extraUploadsPerMonth,
    );
    expect(entitlementsFor([plan('ultimate')], now, grant).quotas.worksheetUploadsPerMonth).toBe(
      quotasByTier.ultimate.worksheetUploadsPerMonth + 50,
    );
    expect(entitlementsFor([], now, grant).quotas.worksheetUploadsPerMonth).toBe(0);
    // Two rows of the same add-on still count once.
    expect(entitlementsFor([plan('basic')], now, [...grant, ...grant]).quotas.worksheetUploadsPerMonth).toBe(80);
  });

  it('tutor solutions give homework_solution on a paid plan only', () => {
    const grant = [{ productId: 'tutor_sessions', validUntil: null }];
    expect(entitlementsFor([plan('premium')], now, grant).features.has('homework_solution')).toBe(true);
    expect(entitlementsFor([plan('premium')], now).features.has('homework_solution')).toBe(false);
    expect(entitlementsFor([], now, grant).features.has('homework_solution')).toBe(false);
    // Nothing else changes: ultimate's other exclusives stay out of reach.
    expect(entitlementsFor([plan('premium')], now, grant).features.has('voice_translation')).toBe(false);
  });

  it('an exam pass gives unlimited questions and full solutions until it runs out, on any plan', () => {
    const pass = [{ productId: 'exam_prep_pack', validUntil: later }];
    const free = entitlementsFor([], now, pass);
    expect(free.quotas.questionsPerDay).toBeNull();
    expect(free.features.has('homework_solution')).toBe(true);
    expect(free.features.has('worksheet_help')).toBe(false);
    const expired = entitlementsFor([], later, pass);
    expect(expired.quotas.questionsPerDay).toBe(10);
    expect(expired.features.has('homework_solution')).toBe(false);
  });

  it('never takes anything away (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...tiers),
        fc.subarray(['tutor_sessions', 'extra_uploads', 'exam_prep_pack', 'printed_workbook']),
        (tier, ids) => {
          const base = { tier, features: featuresOfTier(tier), quotas: quotasByTier[tier] };
          const result = withAddOns(
            base,
            ids.map((productId) => ({ productId, validUntil: null })),
            now,
          );
          for (const f of base.features) expect(result.features.has(f)).toBe(true);
          expect(result.quotas.worksheetUploadsPerMonth).toBeGreaterThanOrEqual(base.quotas.worksheetUploadsPerMonth);
        },
      ),
    );
  });

  it('decides who may buy what', () => {
    expect(addOnEligibility('tutor_sessions', 'free')).toBe('needs_plan');
    expect(addOnEligibility('tutor_sessions', 'basic')).toBe('eligible');
    expect(addOnEligibility('tutor_sessions', 'ultimate')).toBe('included');
    expect(addOnEligibility('extra_uploads', 'free')).toBe('needs_plan');
    expect(addOnEligibility('extra_uploads', 'ultimate')).toBe('eligible');
    expect(addOnEligibility('exam_prep_pack', 'free')).toBe('eligible');
    expect(addOnEligibility('exam_prep_pack', 'ultimate')).toBe('included');
    expect(addOnEligibility('printed_workbook', 'premium')).toBe('needs_plan');
  });

  it('a second pass extends the running one', () => {
    const first = passValidUntil(now, null);
    expect(first.getTime() - now.getTime()).toBe(examPassDays * 86_400_000);
    expect(passValidUntil(now, first).getTime() - first.getTime()).toBe(examPassDays * 86_400_000);
    expect(passValidUntil(later, now).getTime() - later.getTime()).toBe(examPassDays * 86_400_000);
  });
});
