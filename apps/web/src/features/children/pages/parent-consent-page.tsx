import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ConsentRequest } from '@brainboost/domain/schemas/children';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { authClient } from '../../../lib/auth-client';
import { queryClient } from '../../../lib/query-client';
import { refreshSession } from '../../../stores/session-store';
import { approveConsent, denyConsent, lookupConsent } from '../api/children-api';
import { ConsentFacts } from '../components/consent-facts';
import { ConsentVoiceChoice } from '../components/consent-voice-choice';
import { NewParentForm } from '../components/new-parent-form';

const message = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : fallback;

function Decide({
  token,
  request,
  onDecided,
}: {
  token: string;
  request: ConsentRequest;
  onDecided: (decision: 'approved' | 'denied') => void;
}) {
  const { t } = useTranslation('children');
  const [busy, setBusy] = useState<'approve' | 'deny' | null>(null);
  const [confirmDeny, setConfirmDeny] = useState(false);
  const [error, setError] = useState<string>();
  const [voiceAllowed, setVoiceAllowed] = useState(false);
  const canApproveHere = request.signedInAsParent || (!request.signedInAsOther && !request.parentHasAccount);
  const returnTo = `/parent-consent?token=${encodeURIComponent(token)}`;

  const run = async (kind: 'approve' | 'deny') => {
    setBusy(kind);
    setError(undefined);
    try {
      if (kind === 'approve') await approveConsent({ token, voiceAllowed });
      else await denyConsent(token);
      onDecided(kind === 'approve' ? 'approved' : 'denied');
    } catch (err) {
      setError(message(err, t('errors:generic.internal')));
      setBusy(null);
    }
  };
  const approveWithNewAccount = async (values: { name: string; password: string }) => {
    await approveConsent({ token, ...values, voiceAllowed });
    await authClient.signIn(request.parentEmail, values.password);
    await refreshSession();
    onDecided('approved');
  };

  return (
    <div className="flex flex-col gap-5">
      <FormAlert message={error} />
      {canApproveHere && <ConsentVoiceChoice checked={voiceAllowed} onChange={setVoiceAllowed} />}
      {request.signedInAsParent ? (
        <Button size="lg" onClick={() => void run('approve')} disabled={busy !== null}>
          {busy === 'approve' && <Spinner className="size-4" />}
          {t('consent.approve', { username: request.childUsername })}
        </Button>
      ) : request.signedInAsOther ? (
        <FormAlert message={t('errors:children.consentWrongAccount')} />
      ) : request.parentHasAccount ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-[var(--fg-muted)]">{t('consent.signInFirst', { email: request.parentEmail })}</p>
          <Button asChild size="lg">
            <Link to={`/login?returnTo=${encodeURIComponent(returnTo)}`}>{t('consent.signInToApprove')}</Link>
          </Button>
        </div>
      ) : (
        <NewParentForm email={request.parentEmail} onSubmit={approveWithNewAccount} />
      )}
      <div className="border-t border-[var(--border)] pt-4">
        {confirmDeny ? (
          <div className="flex flex-col gap-3" role="group" aria-label={t('consent.denyTitle')}>
            <p className="text-sm">{t('consent.denyWarning', { username: request.childUsername })}</p>
            <div className="flex flex-wrap gap-3">
              <Button variant="secondary" onClick={() => setConfirmDeny(false)}>
                {t('cancel')}
              </Button>
              <button
                type="button"
                className="inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 text-sm font-medium text-white shadow-sm hover:bg-red-800 disabled:opacity-60"
                onClick={() => void run('deny')}
                disabled={busy !== null}
              >
                {busy === 'deny' && <Spinner className="size-4" />}
                {t('consent.denyConfirm')}
              </button>
            </div>
          </div>
        ) : (
          <Button variant="secondary" onClick={() => setConfirmDeny(true)}>
            {t('consent.deny')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** /parent-consent?token=…: the emailed link. The parent reads what is collected and approves or denies. */
export function ParentConsentPage() {
  const { t, i18n } = useTranslation('children');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [decided, setDecided] = useState<'approved' | 'denied' | null>(null);
  const lookup = useQuery(
    {
      queryKey: ['consent', token],
      queryFn: () => lookupConsent(token),
      enabled: token.length > 0 && decided === null,
      retry: false,
      staleTime: 0,
    },
    queryClient,
  );
  const title = t('consent.title');
  useDocumentTitle(title);

  let body: React.ReactNode;
  if (decided) {
    body = (
      <div className="flex flex-col gap-4">
        <div className="flex items-start gap-3">
          <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-emerald-700 dark:text-emerald-300" aria-hidden="true" />
          <p role="status">
            {decided === 'approved' ? t('consent.approved', { username: lookup.data?.childUsername ?? '' }) : t('consent.denied')}
          </p>
        </div>
        {decided === 'approved' && (
          <Button asChild>
            <Link to="/children">{t('consent.toDashboard')}</Link>
          </Button>
        )}
      </div>
    );
  } else if (!token || lookup.isError) {
    body = (
      <FormAlert
        message={lookup.isError ? message(lookup.error, t('errors:children.consentInvalid')) : t('errors:children.consentInvalid')}
      />
    );
  } else if (lookup.isPending) {
    body = <LoadingFallback />;
  } else {
    const request = lookup.data;
    const expires = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'yue' ? 'zh-HK' : i18n.resolvedLanguage, {
      dateStyle: 'long',
    }).format(new Date(request.expiresAt));
    body = (
      <div className="flex flex-col gap-6">
        <p>{t('consent.intro', { username: request.childUsername, email: request.parentEmail })}</p>
        <ConsentFacts />
        <p className="text-sm text-[var(--fg-muted)]">{t('consent.expiry', { date: expires })}</p>
        <Decide token={token} request={request} onDecided={setDecided} />
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-12 sm:px-6">
      <div className="rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-xl sm:p-8">
        <h1 className="mb-6 text-2xl font-bold tracking-tight">{title}</h1>
        {body}
      </div>
    </div>
  );
}
