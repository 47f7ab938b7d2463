import { Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSession } from '../../../stores/session-store';
import { useBillingOverview } from '../api/billing-api';
import { acceptInvitation, useInvitation } from '../api/family-api';
import { LinkPageShell, SignInToContinue } from '../components/link-page-shell';
import { useLinkAction } from '../components/use-link-action';

/** /family/accept?token=…: the emailed invitation; accepted while signed in with the invited email. */
export function FamilyAcceptPage() {
  const { t } = useTranslation('family');
  useDocumentTitle(t('accept.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const invitation = useInvitation(token);
  // A plan of their own would keep billing beside the family plan: the member chooses to end it.
  const overview = useBillingOverview(session.status === 'signedIn');
  const own = overview.data?.subscription;
  const ownRenews = Boolean(own && !own.cancelAtPeriodEnd && !own.prepaid);
  const [endOwnPlan, setEndOwnPlan] = useState(false);
  const accept = useLinkAction(() => acceptInvitation(token, { endOwnPlan }));

  if (session.status === 'loading' || (token && invitation.isPending)) return <LoadingFallback />;
  const shell = (body: ReactNode) => (
    <LinkPageShell icon={Users} title={t('accept.title')}>
      {body}
    </LinkPageShell>
  );
  if (!token || invitation.isError || !invitation.data) return shell(<FormAlert message={t('accept.invalid')} />);
  const { ownerName: owner, email, state } = invitation.data;
  if (accept.done) {
    return shell(
      <>
        <p className="text-lg font-semibold" role="status">
          {t('accept.done', { owner })}
        </p>
        <div>
          <Button asChild>
            <Link to="/">{t('accept.start')}</Link>
          </Button>
        </div>
      </>,
    );
  }
  const intro = <p className="text-lg">{t('accept.intro', { owner, email })}</p>;
  if (state !== 'pending')
    return shell(
      <>
        {intro}
        <FormAlert message={t(state === 'accepted' ? 'accept.accepted' : 'accept.expired', { owner })} />
      </>,
    );
  if (session.status === 'signedOut') {
    return shell(
      <>
        {intro}
        <p>{t('accept.signedOut', { email })}</p>
        <SignInToContinue signInLabel={t('accept.signIn')} createAccountLabel={t('accept.createAccount')} />
      </>,
    );
  }
  return shell(
    <>
      {intro}
      <p className="text-sm text-[var(--fg-muted)]">{t('accept.signedInAs', { email: session.me.user.email })}</p>
      {ownRenews && (
        <div className="flex flex-col gap-2 rounded-xl border border-[var(--border)] p-4">
          <p>{t('accept.ownPlanNotice')}</p>
          <label className="flex items-start gap-2 font-medium">
            <input type="checkbox" className="mt-1 size-4" checked={endOwnPlan} onChange={(e) => setEndOwnPlan(e.target.checked)} />
            {t('accept.endOwnPlan')}
          </label>
        </div>
      )}
      {accept.error && <FormAlert message={accept.error} />}
      <div>
        <Button size="lg" onClick={() => void accept.run()} disabled={accept.busy || (ownRenews && !endOwnPlan)}>
          {t('accept.button')}
        </Button>
      </div>
    </>,
  );
}
