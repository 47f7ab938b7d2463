import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addOnEligibility } from '@brainboost/domain/billing/add-ons';
import { tierOfPlan } from '@brainboost/domain/billing/entitlements';
import { buildAnnualSaving } from '@brainboost/domain/billing/plan-builder';
import type { Catalog } from '@brainboost/domain/schemas/billing';
import { priceOn } from './catalog-lines';
import { useFormatMoney } from './use-format-money';

/**
 * A year of BrainBoost for a household: a plan for some people, with add-ons, paid monthly or
 * annually. Every figure is catalog cents; the family plan is compared with individual plans.
 */
export function PricingCalculator({ catalog }: { catalog: Catalog }) {
  const { t } = useTranslation(['buildPlan', 'pricing']);
  const money = useFormatMoney();
  const ids = { plan: useId(), people: useId() };
  const plans = catalog.products.filter((p) => p.kind === 'plan' && p.id !== 'family');
  const addOns = catalog.products.filter((p) => p.kind === 'add_on');
  const family = catalog.products.find((p) => p.id === 'family');
  const [planId, setPlanId] = useState('premium');
  const [people, setPeople] = useState(1);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const plan = catalog.products.find((p) => p.id === planId);
  const usable = addOns.filter((p) => chosen.has(p.id) && addOnEligibility(p.id, tierOfPlan(planId)) === 'eligible');
  // Add-ons are per account: each person who has them pays for them.
  const sum = (interval: 'monthly' | 'annual') =>
    (priceOn(plan, interval)?.amountCents ?? 0) * people +
    usable.reduce((s, p) => s + (priceOn(p, interval)?.amountCents ?? 0) * people, 0);
  const yearMonthly = sum('monthly') * 12;
  const yearAnnual = sum('annual');
  const saving = buildAnnualSaving(sum('monthly'), yearAnnual);
  const currency = priceOn(plan, 'monthly')?.currency ?? 'usd';
  const familyAnnual = priceOn(family, 'annual')?.amountCents ?? 0;
  const familyFits = family && planId === 'premium' && people > 1 && people <= (family.maxMembers ?? 0) && usable.length === 0;

  return (
    <div className="mt-4 grid gap-6 md:grid-cols-2">
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.plan} className="text-sm font-medium">
            {t('models.calculator.plan')}
          </label>
          <select
            id={ids.plan}
            value={planId}
            onChange={(e) => setPlanId(e.target.value)}
            className="rounded-md border border-[var(--border)] bg-[var(--card)] px-3 py-2"
          >
            {plans.map((p) => (
              <option key={p.id} value={p.id}>
                {t(`pricing:plans.${p.id}.name`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.people} className="text-sm font-medium">
            {t('models.calculator.people')}
          </label>
          <input
            id={ids.people}
            type="number"
            min={1}
            max={6}
            value={people}
            onChange={(e) => setPeople(Math.min(6, Math.max(1, Math.trunc(Number(e.target.value)) || 1)))}
            className="w-24 rounded-md border border-[var(--border)] bg-[var(--card)] px-3 py-2"
          />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">{t('models.calculator.addOns')}</legend>
          {addOns.map((p) => {
            const included = addOnEligibility(p.id, tierOfPlan(planId)) === 'included';
            return (
              <label key={p.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  disabled={included}
                  checked={chosen.has(p.id) && !included}
                  onChange={(e) =>
                    setChosen((prev) => {
                      const next = new Set(prev);
                      if (e.target.checked) next.add(p.id);
                      else next.delete(p.id);
                      return next;
                    })
                  }
                />
                {t(`pricing:plans.${p.id}.name`)}
                {included && (
                  <span className="text-[var(--fg-muted)]">({t('includedIn', { plan: t(`pricing:plans.${planId}.name`) })})</span>
                )}
              </label>
            );
          })}
        </fieldset>
      </div>
      <dl className="grid h-fit grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-xl bg-[var(--bg-subtle)] p-4 text-sm" aria-live="polite">
        <dt>{t('models.calculator.yearMonthly')}</dt>
        <dd className="text-right font-medium" data-testid="calc-year-monthly">
          {money(yearMonthly, currency)}
        </dd>
        <dt>{t('models.calculator.yearAnnual')}</dt>
        <dd className="text-right font-medium" data-testid="calc-year-annual">
          {money(yearAnnual, currency)}
        </dd>
        <dt className="border-t border-[var(--border)] pt-2 font-semibold">{t('models.calculator.saving')}</dt>
        <dd className="border-t border-[var(--border)] pt-2 text-right font-bold" data-testid="calc-saving">
          {money(saving.cents, currency)}
        </dd>
        {familyFits && (
          <>
            <dt>{t('models.calculator.familyInstead', { people })}</dt>
            <dd className="text-right font-medium" data-testid="calc-family">
              {money(familyAnnual, currency)}
            </dd>
          </>
        )}
        <dd className="col-span-2 pt-2">
          <Link className="font-medium text-brand-700 underline dark:text-brand-200" to="/build-plan">
            {t('models.calculator.build')}
          </Link>
        </dd>
      </dl>
    </div>
  );
}
