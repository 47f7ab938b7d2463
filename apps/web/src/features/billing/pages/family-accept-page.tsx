import { Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { refreshSession, useSession } from '../../../stores/session-store';
import { acceptInvitation, useInvitation } from '../api/family-api';

/** /family/accept?token=…: the emailed invitation; accepted while signed in with the invited email. */
export function FamilyAcceptPage() {
  const { t } = useTranslation('family');
  useDocumentTitle(t('accept.title'));
  const [params] = useSearchParams();
  const location = useLocation();
  const token = params.get('token') ?? '';
  const session = useSession();
  const invitation = useInvitation(token);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  if (session.status === 'loading' || (token && invitation.isPending)) return <LoadingFallback />;
  const shell = (body: ReactNode) => (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <Users className="size-10 text-brand-700 dark:text-brand-200" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t('accept.title')}</h1>
      <div className="mt-4 flex flex-col gap-4">{body}</div>
    </div>
  );
  if (!token || invitation.isError || !invitation.data) return shell(<FormAlert message={t('accept.invalid')} />);
  const { ownerName: owner, email, state } = invitation.data;
  if (done) {
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
  if (state !== 'pending') return shell(<>{intro}<FormAlert message={t(state === 'accepted' ? 'accept.accepted' : 'accept.expired', { owner })} /></>);
  if (session.status === 'signedOut') {
    return shell(
      <>
        {intro}
        <p>{t('accept.signedOut', { email })}</p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={`/login?returnTo=${encodeURIComponent(location.pathname + location.search)}`}>{t('accept.signIn')}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/signup">{t('accept.createAccount')}</Link>
          </Button>
        </div>
      </>,
    );
  }
  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      await acceptInvitation(token);
      await refreshSession();
      setDone(true);
    } catch (err) {
      setError(err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : t('errors:generic.internal'));
    } finally {
      setBusy(false);
    }
  };
  return shell(
    <>
      {intro}
      <p className="text-sm text-[var(--fg-muted)]">{t('accept.signedInAs', { email: session.me.user.email })}</p>
      {error && <FormAlert message={error} />}
      <div>
        <Button size="lg" onClick={() => void accept()} disabled={busy}>
          {t('accept.button')}
        </Button>
      </div>
    </>,
  );
}
