import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSession } from '../../../stores/session-store';
import { useCatalog } from '../api/billing-api';
import { useAddOns } from '../api/catalog-api';
import { AddOnCard } from '../components/add-on-card';
import { useViewPlans } from '../components/use-view-plans';

/** /add-ons: what each add-on and pass gives, its price, and buy / cancel for the signed-in user. */
export function AddOnsPage() {
  const { t } = useTranslation(['marketplace', 'pricing']);
  useDocumentTitle(t('addOns.title'));
  useViewPlans();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const catalog = useCatalog();
  const mine = useAddOns(signedIn);
  if (catalog.isPending || session.status === 'loading' || (signedIn && mine.isPending)) return <LoadingFallback />;
  const products = catalog.data?.products.filter((p) => p.kind !== 'plan') ?? [];
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <header className="text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('addOns.title')}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-[var(--fg-muted)]">{t('addOns.subtitle')}</p>
        {signedIn && mine.data && (
          <p className="mt-3 text-sm font-medium">{t('addOns.yourPlan', { plan: t(`pricing:plans.${mine.data.tier}.name`) })}</p>
        )}
        {!signedIn && (
          <p className="mt-3 text-sm">
            <Link
              className="font-medium text-brand-700 underline dark:text-brand-200"
              to={`/login?returnTo=${encodeURIComponent('/add-ons')}`}
            >
              {t('addOns.signIn')}
            </Link>
          </p>
        )}
      </header>
      {(catalog.isError || mine.isError) && (
        <div className="mt-8">
          <FormAlert message={t('errors:billing.statusFailed')} />
        </div>
      )}
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {products.map((product) => (
          <AddOnCard
            key={product.id}
            product={product}
            offer={signedIn ? (mine.data?.offers[product.id] ?? 'needs_plan') : null}
            owned={mine.data?.addOns.find((a) => a.productId === product.id)}
            pass={mine.data?.passes.find((p) => p.productId === product.id)}
          />
        ))}
      </div>
      <p className="mt-8 text-center text-sm text-[var(--fg-muted)]">
        {t('addOns.buildNote')}{' '}
        <Link className="font-medium text-brand-700 underline dark:text-brand-200" to="/build-plan">
          {t('addOns.buildLink')}
        </Link>
      </p>
    </div>
  );
}
