import { Gift } from 'lucide-react';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSession } from '../../../stores/session-store';
import { claimPurchase, useClaimInfo } from '../api/billing-api';
import { LinkPageShell, SignInToContinue } from '../components/link-page-shell';
import { useLinkAction } from '../components/use-link-action';

/**
 * /claim?token=…: the one-time link a guest buyer gets by email. Signed out, it sends them to sign
 * in or sign up with that email and back; signed in, it adds the purchase to the account (the
 * server checks the account's verified email is the purchase's).
 */
export function ClaimPage() {
  const { t } = useTranslation(['checkout', 'pricing']);
  useDocumentTitle(t('claim.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const info = useClaimInfo(token);
  const claim = useLinkAction(useCallback(() => claimPurchase(token), [token]));
  const tried = useRef(false);
  // Signed in (or back from signing in or up) with the purchase's verified email: it is claimed at once.
  const matches =
    session.status === 'signedIn' &&
    session.me.user.emailVerified &&
    info.data?.state === 'open' &&
    session.me.user.email.toLowerCase() === info.data.email;
  useEffect(() => {
    if (!matches || tried.current) return;
    tried.current = true;
    void claim.run();
  }, [matches, claim]);

  if (session.status === 'loading' || (token && info.isPending)) return <LoadingFallback />;
  const shell = (body: ReactNode) => (
    <LinkPageShell icon={Gift} title={t('claim.title')}>
      {body}
    </LinkPageShell>
  );
  if (!token || info.isError || !info.data) return shell(<FormAlert message={t('claim.invalid')} />);
  const plan = t(`pricing:plans.${info.data.productId}.name`);
  const intro = <p className="text-lg">{t('claim.intro', { plan, email: info.data.email })}</p>;

  if (claim.done) {
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
  if (info.data.state !== 'open')
    return shell(
      <>
        {intro}
        <FormAlert message={t(info.data.state === 'claimed' ? 'claim.claimed' : 'claim.expired')} />
      </>,
    );
  if (session.status === 'signedOut') {
    return shell(
      <>
        {intro}
        <p>{t('claim.signedOut', { email: info.data.email })}</p>
        <SignInToContinue signInLabel={t('claim.signIn')} createAccountLabel={t('claim.createAccount')} />
      </>,
    );
  }
  return shell(
    <>
      {intro}
      <p className="text-sm text-[var(--fg-muted)]">{t('claim.signedInAs', { email: session.me.user.email })}</p>
      {claim.error && <FormAlert message={claim.error} />}
      <div>
        <Button size="lg" onClick={() => void claim.run()} disabled={claim.busy}>
          {t('claim.button', { plan })}
        </Button>
      </div>
    </>,
  );
}
