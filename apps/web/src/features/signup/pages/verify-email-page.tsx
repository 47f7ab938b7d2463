import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { queryClient } from '../../../lib/query-client';
import { useSession } from '../../../stores/session-store';
import { getFirstPasswordStatus } from '../api/signup-api';
import { ChoosePasswordForm } from '../components/choose-password-form';
import { ResendButton } from '../components/resend-button';
import { SignupCard } from '../components/signup-card';

const knownErrors = new Set(['TOKEN_EXPIRED', 'INVALID_TOKEN', 'USER_NOT_FOUND', 'INVALID_USER']);

/**
 * Where the email verification link lands: signed in on success (choosing a password first when the
 * link was opened in another browser than the sign-up's), or the link's error and a way to get a new one.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation('signup');
  const [params] = useSearchParams();
  const session = useSession();
  const [email, setEmail] = useState('');
  const [passwordSaved, setPasswordSaved] = useState(false);
  const error = params.get('error');
  const signedIn = session.status === 'signedIn';
  const passwordStatus = useQuery(
    {
      queryKey: ['signup', 'password'],
      queryFn: ({ signal }) => getFirstPasswordStatus(signal),
      enabled: signedIn && !error,
      retry: false,
      staleTime: 0,
    },
    queryClient,
  );

  if (error) {
    return (
      <SignupCard title={t('verify.failedTitle')}>
        <div className="flex flex-col gap-4">
          <FormAlert message={t(`errors:verification.${knownErrors.has(error) ? error : 'unknown'}`)} />
          <Field label={t('verify.email')}>
            {(p) => <Input {...p} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
          </Field>
          <ResendButton input={{ email, type: 'email-verification' }} label={t('verify.resend')} />
        </div>
      </SignupCard>
    );
  }
  if (session.status === 'loading' || (signedIn && passwordStatus.isPending)) return <LoadingFallback />;
  if (signedIn && passwordStatus.data?.hasPassword === false && !passwordSaved) {
    return (
      <SignupCard title={t('verify.doneTitle')}>
        <ChoosePasswordForm onSaved={() => setPasswordSaved(true)} />
      </SignupCard>
    );
  }
  return (
    <SignupCard title={t('verify.doneTitle')}>
      <div className="flex flex-col gap-5">
        <div className="flex items-start gap-3">
          <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-emerald-700 dark:text-emerald-300" aria-hidden="true" />
          <p role="status">{passwordSaved ? t('verify.passwordSaved') : signedIn ? t('verify.signedIn') : t('verify.signIn')}</p>
        </div>
        <Button asChild size="lg">
          {signedIn ? <Link to="/profile">{t('verify.toProfile')}</Link> : <Link to="/login">{t('logIn')}</Link>}
        </Button>
      </div>
    </SignupCard>
  );
}
