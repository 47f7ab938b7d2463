import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { examPassDays, extraUploadsPerMonth } from '@brainboost/domain/billing/add-ons';
import { annualSaving } from '@brainboost/domain/billing/pricing';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useCatalog } from '../api/billing-api';
import { priceOn } from '../components/catalog-lines';
import { PricingCalculator } from '../components/pricing-calculator';
import { useFormatMoney } from '../components/use-format-money';
import { useViewPlans } from '../components/use-view-plans';

/**
 * /innovative-pricing: the pricing models we really offer, every figure computed from the catalog
 * (monthly vs annual, the family plan per member, add-ons, the prepaid pass), and a calculator.
 */
export function InnovativePricingPage() {
  const { t } = useTranslation(['buildPlan', 'pricing', 'marketplace']);
  useDocumentTitle(t('models.title'));
  useViewPlans();
  const money = useFormatMoney();
  const catalog = useCatalog();
  if (catalog.isPending) return <LoadingFallback />;
  if (!catalog.data)
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <FormAlert message={t('errors:billing.statusFailed')} />
      </div>
    );
  const products = catalog.data.products;
  const find = (id: string) => products.find((p) => p.id === id);
  const plans = products.filter((p) => p.kind === 'plan' && p.id !== 'family');
  const family = find('family');
  const premium = find('premium');
  const familyMonthly = priceOn(family, 'monthly');
  const premiumMonthly = priceOn(premium, 'monthly');
  const seats = family?.maxMembers ?? 0;
  const pass = priceOn(find('exam_prep_pack'), 'once');
  const currency = premiumMonthly?.currency ?? 'usd';
  const section = 'rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm';

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <header className="text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('models.title')}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-[var(--fg-muted)]">{t('models.subtitle')}</p>
      </header>
      <div className="mt-10 flex flex-col gap-6">
        <section aria-labelledby="m-annual" className={section}>
          <h2 id="m-annual" className="text-xl font-semibold">
            {t('models.annual.title')}
          </h2>
          <p className="mt-2 text-sm">{t('models.annual.text')}</p>
          <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label={t('models.annual.tableLabel')}>
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-[var(--border)]">
                  <th scope="col" className="py-2 pr-4">
                    {t('models.annual.plan')}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t('models.annual.twelveMonths')}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t('models.annual.oneYear')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('models.annual.saving')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...plans, ...(family ? [family] : [])].map((p) => {
                  const m = priceOn(p, 'monthly');
                  const a = priceOn(p, 'annual');
                  if (!m || !a) return null;
                  const s = annualSaving(m.amountCents, a.amountCents);
                  return (
                    <tr key={p.id} className="border-b border-[var(--border)]">
                      <th scope="row" className="py-2 pr-4 font-medium">
                        {t(`pricing:plans.${p.id}.name`)}
                      </th>
                      <td className="py-2 pr-4">{money(m.amountCents * 12, m.currency)}</td>
                      <td className="py-2 pr-4">{money(a.amountCents, a.currency)}</td>
                      <td className="py-2" data-testid={`saving-${p.id}`}>
                        {t('models.annual.savingValue', { amount: money(s.cents, a.currency), percent: s.percent })}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
        {family && familyMonthly && premiumMonthly && seats > 0 && (
          <section aria-labelledby="m-family" className={section}>
            <h2 id="m-family" className="text-xl font-semibold">
              {t('models.family.title')}
            </h2>
            <p className="mt-2 text-sm" data-testid="family-per-member">
              {t('models.family.text', {
                price: money(familyMonthly.amountCents, currency),
                seats,
                perMember: money(Math.round(familyMonthly.amountCents / seats), currency),
                premium: money(premiumMonthly.amountCents, currency),
              })}
            </p>
            <p className="mt-2 text-sm text-[var(--fg-muted)]">
              {t('models.family.breakEven', { people: Math.floor(familyMonthly.amountCents / premiumMonthly.amountCents) + 1 })}
            </p>
            <Link className="mt-2 inline-block text-sm font-medium text-brand-700 underline dark:text-brand-200" to="/family-plans">
              {t('models.family.link')}
            </Link>
          </section>
        )}
        <section aria-labelledby="m-addons" className={section}>
          <h2 id="m-addons" className="text-xl font-semibold">
            {t('models.addOns.title')}
          </h2>
          <p className="mt-2 text-sm">{t('models.addOns.text', { uploads: extraUploadsPerMonth })}</p>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
            {products
              .filter((p) => p.kind === 'add_on')
              .map((p) => (
                <li key={p.id}>
                  <strong>{t(`pricing:plans.${p.id}.name`)}</strong>: {t(`marketplace:products.${p.id}.gives`)} (
                  {p.prices.map((price) => t(`line.${price.interval}`, { amount: money(price.amountCents, price.currency) })).join(' · ')})
                </li>
              ))}
          </ul>
          <Link className="mt-2 inline-block text-sm font-medium text-brand-700 underline dark:text-brand-200" to="/add-ons">
            {t('models.addOns.link')}
          </Link>
        </section>
        {pass && (
          <section aria-labelledby="m-prepaid" className={section}>
            <h2 id="m-prepaid" className="text-xl font-semibold">
              {t('models.prepaid.title')}
            </h2>
            <p className="mt-2 text-sm" data-testid="prepaid-per-day">
              {t('models.prepaid.text', {
                price: money(pass.amountCents, pass.currency),
                days: examPassDays,
                perDay: money(Math.round(pass.amountCents / examPassDays), pass.currency),
              })}
            </p>
          </section>
        )}
        <section aria-labelledby="m-calc" className={section}>
          <h2 id="m-calc" className="text-xl font-semibold">
            {t('models.calculator.title')}
          </h2>
          <p className="mt-2 text-sm text-[var(--fg-muted)]">{t('models.calculator.text')}</p>
          <PricingCalculator catalog={catalog.data} />
        </section>
        <p className="text-center text-sm text-[var(--fg-muted)]">{t('models.noDiscounts')}</p>
      </div>
    </div>
  );
}
