import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { signInInputSchema, type SignInInput } from '@brainboost/domain/schemas/accounts';
import { SubmitButton } from '../../../components/forms/submit-button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { applyServerErrors } from '../../../components/forms/apply-server-errors';
import { authClient } from '../../../lib/auth-client';
import { refreshSession } from '../../../stores/session-store';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../../../components/forms/form-alert';
import { useFieldError } from '../../../components/forms/use-field-error';

/** Only same-site paths are followed after sign-in (no open redirect). */
export function safeReturnPath(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : '/profile';
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string>();
  const form = useForm<SignInInput>({ resolver: zodResolver(signInInputSchema), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setFailure(undefined);
    try {
      await authClient.signIn(email, password);
      await refreshSession();
      navigate(safeReturnPath(params.get('returnTo')), { replace: true });
    } catch (err) {
      applyServerErrors(err, form.setError, setFailure, t('errors:auth.failed'));
    }
  });

  return (
    <AuthCard title={t('login.title')} description={t('login.description')}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormAlert message={failure} />
        <Field label={t('email')} error={fieldError(errors.email?.message)}>
          {(p) => <Input {...p} type="email" autoComplete="username" {...form.register('email')} />}
        </Field>
        <Field label={t('password')} error={fieldError(errors.password?.message)}>
          {(p) => <Input {...p} type="password" autoComplete="current-password" {...form.register('password')} />}
        </Field>
        <Link to="/forgot-password" className="self-end text-sm font-medium text-brand-700 dark:text-brand-200">
          {t('login.forgot')}
        </Link>
        <SubmitButton pending={isSubmitting} size="lg">
          {t('login.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
