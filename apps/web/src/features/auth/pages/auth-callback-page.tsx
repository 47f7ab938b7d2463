import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadingFallback } from '../../../components/loading-fallback';
import { Button } from '../../../components/ui/button';
import { refreshSession } from '../../../stores/session-store';
import { AuthCard } from '../components/auth-card';
import { takeReturnPath } from '../return-path';

/** Error codes a provider or the server may put in the callback URL, each with its own message. */
const knownErrors = new Set([
  'access_denied',
  'signup_disabled',
  'email_does_not_match',
  'account_already_linked_to_different_user',
  'state_mismatch',
  'invalid_code',
  'unable_to_link_account',
]);

/**
 * Where OAuth/OpenID Connect sign-in and linking come back to. Success: reload who is signed in and
 * continue; an `error` parameter: say clearly what happened, and keep any session there was.
 */
export function AuthCallbackPage() {
  const { t } = useTranslation('oauth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const error = params.get('error');
  const linking = params.get('intent') === 'link';
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (error) return;
    void refreshSession().then(() => {
      setDone(true);
      navigate(takeReturnPath(), { replace: true });
    });
  }, [error, navigate]);

  if (!error) return done ? null : <LoadingFallback />;
  const code = knownErrors.has(error) ? error : 'unknown';
  return (
    <AuthCard title={linking ? t('linkFailedTitle') : t('failedTitle')}>
      <p role="alert" className="text-[var(--fg)]">
        {t(`errors.${code}`)}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild>
          <Link to={linking ? '/settings' : '/login'}>{linking ? t('backToSettings') : t('backToLogin')}</Link>
        </Button>
        {code === 'signup_disabled' && (
          <Button asChild variant="secondary">
            <Link to="/signup">{t('createAccount')}</Link>
          </Button>
        )}
      </div>
    </AuthCard>
  );
}
