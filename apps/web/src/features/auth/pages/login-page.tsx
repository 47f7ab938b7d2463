import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { refreshSession } from '../../../stores/session-store';
import type { SignInAnswer } from '../api/sign-in-api';
import { AuthCard } from '../components/auth-card';
import { CodeSignInForm } from '../components/code-sign-in-form';
import { PasswordSignInForm } from '../components/password-sign-in-form';
import { TwoFactorChallenge } from '../components/two-factor-challenge';
import { OAuthSignInButtons } from '../components/oauth-sign-in-buttons';
import { safeReturnPath } from '../return-path';
import { loginNamespaces } from '../login-namespaces';

type Step = 'password' | 'code' | 'challenge';

/**
 * Sign-in: password (email, phone or username) or a one-time code, then the second factor when
 * the account has one. `?mfa=required` arrives from a link or OAuth sign-in that needs it.
 */
export function LoginPage() {
  const { t } = useTranslation(loginNamespaces);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [step, setStep] = useState<Step>(params.get('mfa') === 'required' ? 'challenge' : 'password');
  const [notice, setNotice] = useState<string>();

  const finish = async () => {
    await refreshSession();
    navigate(safeReturnPath(params.get('returnTo')), { replace: true });
  };
  const onAnswer = async (answer: SignInAnswer) => {
    if (answer?.twoFactorRedirect) setStep('challenge');
    else await finish();
  };
  const restart = (message?: string) => {
    setNotice(message);
    setStep('password');
    if (params.has('mfa')) {
      const next = new URLSearchParams(params);
      next.delete('mfa');
      setParams(next, { replace: true });
    }
  };

  if (step === 'challenge') {
    return (
      <AuthCard title={t('challenge.title')} description={t('challenge.description')}>
        <TwoFactorChallenge onDone={finish} onRestart={restart} />
      </AuthCard>
    );
  }
  const other: Step = step === 'password' ? 'code' : 'password';
  return (
    <AuthCard
      title={step === 'password' ? t('login.title') : t('code.title')}
      description={step === 'password' ? t('login.description') : t('code.description')}
      footer={
        <Button
          variant="secondary"
          className="w-full"
          onClick={() => {
            setNotice(undefined);
            setStep(other);
          }}
        >
          {other === 'code' ? t('login.useCode') : t('code.usePassword')}
        </Button>
      }
      after={
        <p className="text-center text-sm text-[var(--fg-muted)]">
          {t('login.newHere')}{' '}
          <Link className="font-medium text-brand-700 underline dark:text-brand-200" to="/signup">
            {t('login.createAccount')}
          </Link>
        </p>
      }
    >
      {step === 'password' ? <PasswordSignInForm notice={notice} onAnswer={onAnswer} /> : <CodeSignInForm onAnswer={onAnswer} />}
      <OAuthSignInButtons returnTo={safeReturnPath(params.get('returnTo'))} />
    </AuthCard>
  );
}
