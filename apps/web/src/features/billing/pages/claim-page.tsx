import { Gift } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { refreshSession, useSession } from '../../../stores/session-store';
import { claimPurchase, useClaimInfo } from '../api/billing-api';

/**
 * /claim?token=…: the one-time link a guest buyer gets by email. Signed out, it sends them to sign
 * in or sign up with that email and back; signed in, it adds the purchase to the account (the
 * server checks the account's verified email is the purchase's).
 */
export function ClaimPage() {
  const { t } = useTranslation(['checkout', 'pricing']);
  useDocumentTitle(t('claim.title'));
  const [params] = useSearchParams();
  const location = useLocation();
  const token = params.get('token') ?? '';
  const session = useSession();
  const info = useClaimInfo(token);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const tried = useRef(false);
  const claim = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      await claimPurchase(token);
      await refreshSession();
      setDone(true);
    } catch (err) {
      setError(err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : t('errors:generic.internal'));
    } finally {
      setBusy(false);
    }
  }, [t, token]);
  // Signed in (or back from signing in or up) with the purchase's verified email: it is claimed at once.
  const matches =
    session.status === 'signedIn' && session.me.user.emailVerified && info.data?.state === 'open' && session.me.user.email.toLowerCase() === info.data.email;
  useEffect(() => {
    if (!matches || tried.current) return;
    tried.current = true;
    void claim();
  }, [matches, claim]);

  if (session.status === 'loading' || (token && info.isPending)) return <LoadingFallback />;
  const here = encodeURIComponent(location.pathname + location.search);
  const shell = (body: ReactNode) => (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <Gift className="size-10 text-brand-700 dark:text-brand-200" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t('claim.title')}</h1>
      <div className="mt-4 flex flex-col gap-4">{body}</div>
    </div>
  );
  if (!token || info.isError || !info.data) return shell(<FormAlert message={t('claim.invalid')} />);
  const plan = t(`pricing:plans.${info.data.productId}.name`);
  const intro = <p className="text-lg">{t('claim.intro', { plan, email: info.data.email })}</p>;

  if (done) {
    return shell(
      <>
        <p className="text-lg font-semibold" role="status">
          {t('claim.done', { plan })}
        </p>
        <div>
          <Button asChild>
            <Link to="/subscription-management">{t('manageLink')}</Link>
          </Button>
        </div>
      </>,
    );
  }
  if (info.data.state !== 'open') return shell(<>{intro}<FormAlert message={t(info.data.state === 'claimed' ? 'claim.claimed' : 'claim.expired')} /></>);
  if (session.status === 'signedOut') {
    return shell(
      <>
        {intro}
        <p>{t('claim.signedOut', { email: info.data.email })}</p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={`/login?returnTo=${here}`}>{t('claim.signIn')}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/signup">{t('claim.createAccount')}</Link>
          </Button>
        </div>
      </>,
    );
  }
  return shell(
    <>
      {intro}
      <p className="text-sm text-[var(--fg-muted)]">{t('claim.signedInAs', { email: session.me.user.email })}</p>
      {error && <FormAlert message={error} />}
      <div>
        <Button size="lg" onClick={() => void claim()} disabled={busy}>
          {t('claim.button', { plan })}
        </Button>
      </div>
    </>,
  );
}
