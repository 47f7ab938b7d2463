import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { addOnEligibility } from '@brainboost/domain/billing/add-ons';
import { tierOfPlan } from '@brainboost/domain/billing/entitlements';
import { buildAnnualSaving, buildTotals } from '@brainboost/domain/billing/plan-builder';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSession } from '../../../stores/session-store';
import { useBillingOverview, useCatalog } from '../api/billing-api';
import { BillingCycleToggle, type Cycle } from '../components/billing-cycle-toggle';
import { linesOf, orderQuery, priceOn } from '../components/catalog-lines';
import { ExtraChoice } from '../components/extra-choice';
import { OrderLines } from '../components/order-lines';
import { useFormatMoney } from '../components/use-format-money';
import { useViewPlans } from '../components/use-view-plans';

/**
 * /build-plan: a plan, its billing cycle, add-ons and one-time products, with the live total from
 * the catalog and what paying annually saves; then one checkout for all of it.
 */
export function BuildPlanPage() {
  const { t } = useTranslation(['buildPlan', 'pricing', 'marketplace']);
  useDocumentTitle(t('title'));
  useViewPlans();
  const navigate = useNavigate();
  const money = useFormatMoney();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const catalog = useCatalog();
  const overview = useBillingOverview(signedIn);
  const [planId, setPlanId] = useState('premium');
  const [cycle, setCycle] = useState<Cycle>('monthly');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());

  const data = catalog.data;
  const plans = data?.products.filter((p) => p.kind === 'plan') ?? [];
  const extrasOffered = data?.products.filter((p) => p.kind !== 'plan') ?? [];
  const tier = tierOfPlan(planId);
  // What the chosen plan can carry: an add-on it includes or cannot use is not offered with it.
  const usable = (productId: string) => addOnEligibility(productId, tier) === 'eligible';
  const priceIds = useMemo(() => {
    if (!data) return [];
    const plan = priceOn(
      data.products.find((p) => p.id === planId),
      cycle,
    );
    const extras = extrasOffered
      .filter((p) => chosen.has(p.id) && usable(p.id))
      .map((p) => priceOn(p, p.kind === 'one_time' ? 'once' : cycle)?.id)
      .filter((id): id is string => Boolean(id));
    return plan ? [plan.id, ...extras] : [];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, planId, cycle, chosen]);

  if (catalog.isPending) return <LoadingFallback />;
  if (!data)
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <FormAlert message={t('errors:billing.statusFailed')} />
      </div>
    );

  const lines = linesOf(data, priceIds) ?? [];
  const recurringIds = (c: Cycle) =>
    [planId, ...extrasOffered.filter((p) => p.kind === 'add_on' && chosen.has(p.id) && usable(p.id)).map((p) => p.id)].map(
      (id) =>
        priceOn(
          data.products.find((p) => p.id === id),
          c,
        )?.amountCents ?? 0,
    );
  const saving = buildAnnualSaving(
    recurringIds('monthly').reduce((a, b) => a + b, 0),
    recurringIds('annual').reduce((a, b) => a + b, 0),
  );
  const premium = data.products.find((p) => p.id === 'premium');
  const planSaving = buildAnnualSaving(priceOn(premium, 'monthly')?.amountCents ?? 0, priceOn(premium, 'annual')?.amountCents ?? 0);
  const hasExtras = lines.length > 1;
  const trialDays = !hasExtras && (!signedIn || overview.data?.trialEligible) ? data.trialDays : 0;
  const hasPlan = Boolean(overview.data?.subscription);
  const currency = lines[0]?.currency ?? 'usd';
  const toggle = (id: string, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const next = `/payment?${orderQuery(priceIds[0] ?? '', priceIds.slice(1))}`;

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <header className="text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-[var(--fg-muted)]">{t('subtitle')}</p>
      </header>
      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-8">
          <section aria-labelledby="step-plan">
            <h2 id="step-plan" className="text-lg font-semibold">
              {t('steps.plan')}
            </h2>
            <ChoiceGroup
              label={t('steps.plan')}
              value={planId}
              onValueChange={setPlanId}
              className="mt-3 sm:grid-cols-2"
              options={plans.map((p) => ({
                value: p.id,
                label: `${t(`pricing:plans.${p.id}.name`)} · ${money(priceOn(p, cycle)?.amountCents ?? 0, currency)} ${t(cycle === 'annual' ? 'pricing:perYear' : 'pricing:perMonth')}`,
                description: t(`pricing:plans.${p.id}.description`),
              }))}
            />
          </section>
          <section aria-labelledby="step-cycle">
            <h2 id="step-cycle" className="text-lg font-semibold">
              {t('steps.cycle')}
            </h2>
            <div className="mt-3">
              <BillingCycleToggle value={cycle} onChange={setCycle} savingPercent={planSaving.percent} />
            </div>
          </section>
          <section aria-labelledby="step-extras">
            <h2 id="step-extras" className="text-lg font-semibold">
              {t('steps.extras')}
            </h2>
            <p className="mt-1 text-sm text-[var(--fg-muted)]">{t('extrasNote')}</p>
            <ul className="mt-3 grid gap-3">
              {extrasOffered.map((product) => {
                const price = priceOn(product, product.kind === 'one_time' ? 'once' : cycle);
                if (!price) return null;
                const eligibility = addOnEligibility(product.id, tier);
                return (
                  <li key={product.id}>
                    <ExtraChoice
                      productId={product.id}
                      label={t(`pricing:plans.${product.id}.name`)}
                      gives={t(`marketplace:products.${product.id}.gives`)}
                      price={t(`line.${price.interval}`, { amount: money(price.amountCents, price.currency) })}
                      checked={chosen.has(product.id) && eligibility === 'eligible'}
                      disabledReason={eligibility === 'included' ? t('includedIn', { plan: t(`pricing:plans.${planId}.name`) }) : null}
                      onChange={(on) => toggle(product.id, on)}
                    />
                  </li>
                );
              })}
            </ul>
          </section>
        </div>
        <aside
          aria-labelledby="summary-title"
          className="h-fit rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm lg:sticky lg:top-24"
        >
          <h2 id="summary-title" className="text-lg font-semibold">
            {t('summary')}
          </h2>
          <div className="mt-4" aria-live="polite">
            <OrderLines lines={lines} trialDays={trialDays} />
          </div>
          {cycle === 'annual' && saving.cents > 0 && (
            <p className="mt-3 text-sm font-medium text-emerald-800 dark:text-emerald-300" data-testid="annual-saving">
              {t('annualSaving', { amount: money(saving.cents, currency), percent: saving.percent })}
            </p>
          )}
          {cycle === 'monthly' && saving.cents > 0 && (
            <p className="mt-3 text-sm text-[var(--fg-muted)]">{t('switchToAnnual', { amount: money(saving.cents, currency) })}</p>
          )}
          {hasExtras && (!signedIn || overview.data?.trialEligible) && (
            <p className="mt-3 text-sm text-[var(--fg-muted)]">{t('noTrialWithExtras')}</p>
          )}
          {hasPlan ? (
            <div className="mt-6 flex flex-col gap-2">
              <FormAlert message={t('errors:billing.alreadySubscribed')} />
              <Link className="text-sm font-medium text-brand-700 underline dark:text-brand-200" to="/add-ons">
                {t('addToPlan')}
              </Link>
              <Link className="text-sm font-medium text-brand-700 underline dark:text-brand-200" to="/subscription-management">
                {t('pricing:changeTo', { plan: t(`pricing:plans.${planId}.name`) })}
              </Link>
            </div>
          ) : (
            <Button size="lg" className="mt-6 w-full" disabled={!lines.length} onClick={() => void navigate(next)}>
              {t('continue', { amount: money(buildTotals(lines, trialDays > 0).dueTodayCents, currency) })}
            </Button>
          )}
        </aside>
      </div>
    </div>
  );
}
