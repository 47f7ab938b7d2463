import { Check, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { PageHero } from '../../../components/page-hero';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSession } from '../../../stores/session-store';
import { useBillingOverview, useCatalog } from '../api/billing-api';
import { useFormatMoney } from '../components/use-format-money';

/** /family-plans: what the family plan gives, its prices from the catalog, and the way to buy or manage it. */
export function FamilyPlansPage() {
  const { t } = useTranslation(['family', 'pricing']);
  useDocumentTitle(t('page.title'));
  const money = useFormatMoney();
  const session = useSession();
  const catalog = useCatalog();
  const overview = useBillingOverview(session.status === 'signedIn');
  if (catalog.isPending) return <LoadingFallback />;
  const family = catalog.data?.products.find((p) => p.id === 'family');
  const monthly = family?.prices.find((p) => p.interval === 'monthly');
  const annual = family?.prices.find((p) => p.interval === 'annual');
  const count = family?.maxMembers ?? 6;
  const owns = overview.data?.subscription?.productId === 'family';
  return (
    <>
      <PageHero eyebrow={t('pricing:plans.family.name')} title={t('page.title')} lead={t('page.lead', { count })}>
        {catalog.isError || !monthly || !annual ? (
          <div className="mt-6">
            <FormAlert message={t('errors:billing.statusFailed')} />
          </div>
        ) : (
          <div className="mt-8 flex flex-col gap-4">
            <p className="text-3xl font-bold" data-testid="family-price">
              {t('page.perMonth', { amount: money(monthly.amountCents, monthly.currency) })}
            </p>
            <p className="text-[var(--fg-muted)]">{t('page.perYear', { amount: money(annual.amountCents, annual.currency) })}</p>
            <div className="flex flex-wrap gap-3">
              {owns ? (
                <Button asChild size="lg">
                  <Link to="/subscription-management">{t('page.manage')}</Link>
                </Button>
              ) : (
                <>
                  <Button asChild size="lg">
                    <Link to={`/checkout?price=${monthly.id}`}>{t('page.chooseMonthly')}</Link>
                  </Button>
                  <Button asChild size="lg" variant="secondary">
                    <Link to={`/checkout?price=${annual.id}`}>{t('page.chooseAnnual')}</Link>
                  </Button>
                </>
              )}
            </div>
          </div>
        )}
      </PageHero>
      <div className="mx-auto grid max-w-4xl gap-10 px-6 py-12 md:grid-cols-2">
        <section aria-labelledby="family-benefits">
          <h2 id="family-benefits" className="text-2xl font-bold">
            {t('page.benefitsTitle')}
          </h2>
          <ul className="mt-4 flex flex-col gap-3">
            {(['benefit1', 'benefit2', 'benefit3', 'benefit4'] as const).map((key) => (
              <li key={key} className="flex gap-3">
                <Check className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-300" aria-hidden="true" />
                <span>{t(`page.${key}`, { count })}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="family-steps">
          <h2 id="family-steps" className="text-2xl font-bold">
            {t('page.stepsTitle')}
          </h2>
          <ol className="mt-4 flex flex-col gap-3">
            {(['step1', 'step2', 'step3'] as const).map((key, i) => (
              <li key={key} className="flex gap-3">
                <span
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800 dark:bg-brand-800/40 dark:text-brand-100"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <span>{t(`page.${key}`, { count })}</span>
              </li>
            ))}
          </ol>
          <p className="mt-6 flex items-center gap-2 text-sm text-[var(--fg-muted)]">
            <Users className="size-4" aria-hidden="true" />
            {t('page.note')}
          </p>
        </section>
      </div>
    </>
  );
}
